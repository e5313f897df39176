import { Body, Controller, Delete, DynamicModule, Global, HttpCode, Injectable, Module, Param, Post } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import type { AppConfig } from '../config/config';
import { Public } from './auth/access.decorators';

/**
 * The time every time-based rule reads (the 72-hour completion, payout retries, one-time codes),
 * injected so tests move it instead of sleeping.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** The scheduler's alias token (provided by SchedulerModule) for the test clock's task route. */
export const TASK_SCHEDULER_ALIAS = 'TASK_SCHEDULER';

/**
 * The clock of an API the browser journeys drive (TEST_CLOCK, refused in production): it runs on
 * from the wall clock, moved forward by `advance`, so a journey crosses a 30-second wait at once
 * (docs/testing.md "Time in the browser journeys").
 */
@Injectable()
export class MovableClock extends Clock {
  private aheadMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.aheadMs);
  }

  advance(ms: number): Date {
    this.aheadMs += ms;
    return this.now();
  }

  reset(): Date {
    this.aheadMs = 0;
    return this.now();
  }
}

export class AdvanceClockDto {
  /** Whole seconds to move the clock forward, up to a day. */
  @IsInt()
  @Min(1)
  @Max(86_400)
  seconds!: number;
}

/** Only mounted with TEST_CLOCK; no document lists it. */
@ApiExcludeController()
@Public()
@Controller('test/clock')
export class TestClockController {
  constructor(
    private readonly clock: MovableClock,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Post('advance')
  @HttpCode(200)
  advance(@Body() dto: AdvanceClockDto) {
    return { now: this.clock.advance(dto.seconds * 1000).toISOString() };
  }

  /** Runs a registered task now (after the clock moved, a journey need not wait for its period). */
  @Post('tasks/:name')
  @HttpCode(202)
  async runTask(@Param('name') name: string) {
    // By its alias (common/scheduler.ts imports this file, so this one cannot import it back).
    await this.moduleRef.get<string, { trigger(name: string): Promise<void> }>(TASK_SCHEDULER_ALIAS, { strict: false }).trigger(name);
    return { triggered: name };
  }

  @Delete()
  reset() {
    return { now: this.clock.reset().toISOString() };
  }
}

@Global()
@Module({})
export class ClockModule {
  static forRoot(config: Pick<AppConfig, 'TEST_CLOCK'>): DynamicModule {
    if (!config.TEST_CLOCK) return { module: ClockModule, providers: [Clock], exports: [Clock] };
    return {
      module: ClockModule,
      controllers: [TestClockController],
      providers: [MovableClock, { provide: Clock, useExisting: MovableClock }],
      exports: [Clock],
    };
  }
}
