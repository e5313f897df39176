import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/auth/access.decorators';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../common/http-exception.filter';
import { TaskScheduler } from '../common/scheduler';
import { LifecycleService } from './lifecycle.service';
import { SearchEngineService } from '../search-engine/search-engine.service';

const PROBE_TIMEOUT_MS = 2000;

type Probe = { type: string; status: 'up'; latency_ms: number } | { type: string; status: 'down'; error: string };

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: LifecycleService,
    private readonly search: SearchEngineService,
    private readonly scheduler: TaskScheduler,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Database status: 200 when the database answers, 503 otherwise; `search` says where the job search engine stands (off, up, down, behind, out_of_step) and how many searches SQL answered instead, by reason; `degraded` names the background tasks that have not run when due. Neither makes this 503.',
  })
  async check(@Res({ passthrough: true }) res: Response) {
    const [database, degraded] = await Promise.all([this.probe(), this.scheduler.late()]);
    const search = this.search.health();
    if (database.status === 'up') return { status: 'ok', database, search, degraded };
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database, search, degraded };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 while the process runs and serves HTTP; touches no database' })
  @ApiResponse({ status: 200, description: '`{ status: "ok", uptime_s }`' })
  live() {
    return { status: 'ok', uptime_s: Math.round(process.uptime()) };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: 200 when this process should get traffic; 503 while the database does not answer or once shutdown began',
  })
  @ApiResponse({ status: 503, description: '`{ status: "unavailable" | "draining", database }` with `Retry-After`' })
  async ready(@Res({ passthrough: true }) res: Response) {
    if (this.lifecycle.draining) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'draining' };
    }
    const database = await this.probe();
    if (database.status === 'up') return { status: 'ready', database };
    res.status(HttpStatus.SERVICE_UNAVAILABLE).setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return { status: 'unavailable', database };
  }

  /** `SELECT 1` within PROBE_TIMEOUT_MS. */
  private async probe(): Promise<Probe> {
    const type = this.dataSource.options.type;
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
        }),
      ]);
      return { type, status: 'up', latency_ms: Date.now() - started };
    } catch (error) {
      return { type, status: 'down', error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }
}
