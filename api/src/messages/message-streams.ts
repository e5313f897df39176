import { Injectable, Logger, OnApplicationShutdown, BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import type { MessageStreamEvent } from '@gigmarket/shared';
import type { AuthUser } from '../common/auth/auth-user';
import { MessageBus } from './message-bus';

const HEARTBEAT_MS = 25_000;
/** Streams one user may hold on one process (tabs, devices); past it the oldest is closed. */
export const STREAMS_PER_USER = 10;
/** Tokens checked per query when looking for signed-out streams. */
const TOKEN_CHECK_BATCH = 500;

/**
 * The open Server-Sent Event streams of this process. Each is a raw response kept open:
 * `retry` first, a comment every 25 s (so proxies keep it), one `event:` per bus event.
 * They end at shutdown, before the HTTP server waits for in-flight requests, and at the next
 * heartbeat once their token no longer lets its holder in (signed out, every session revoked,
 * expired, or the account blocked): a stream outlives neither its sign-in nor its account.
 */
@Injectable()
export class MessageStreams implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly open = new Set<Response>();
  private readonly byUser = new Map<number, Response[]>();
  /** The sign-in (token id) each stream was opened with. */
  private readonly tokenOf = new Map<Response, string>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly logger = new Logger('MessageStreams');

  constructor(
    private readonly bus: MessageBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  get size(): number {
    return this.open.size;
  }

  attach(user: Pick<AuthUser, 'id' | 'tokenId'>, req: Request, res: Response, unread: number): void {
    const userId = user.id;
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);
    res.write(`retry: 3000\n\n`);
    this.send(res, { type: 'unread', unread });
    const unsubscribe = this.bus.subscribe(userId, (event) => this.send(res, event));
    this.open.add(res);
    this.tokenOf.set(res, user.tokenId);
    const mine = this.byUser.get(userId) ?? [];
    mine.push(res);
    this.byUser.set(userId, mine);
    if (mine.length > STREAMS_PER_USER) mine[0].end();
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const stream of this.open) stream.write(': ping\n\n');
        this.endSignedOut().catch((error: Error) => this.logger.warn(`sign-in check: ${error.message}`));
      }, HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    res.on('close', () => {
      unsubscribe();
      this.open.delete(res);
      this.tokenOf.delete(res);
      const left = (this.byUser.get(userId) ?? []).filter((stream) => stream !== res);
      if (left.length) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    });
  }

  /**
   * Ends the streams whose token no longer signs anyone in: revoked (logout, password reset),
   * expired, or its user no longer active. The access guard's own rule, one query per 500 open
   * sign-ins. Runs at every heartbeat; answers how many streams it ended.
   */
  async endSignedOut(): Promise<number> {
    const tokenIds = [...new Set(this.tokenOf.values())];
    const live = new Set<string>();
    for (let i = 0; i < tokenIds.length; i += TOKEN_CHECK_BATCH) {
      const batch = tokenIds.slice(i, i + TOKEN_CHECK_BATCH);
      const rows: Array<{ id: string }> = await this.dataSource
        .createQueryBuilder()
        .select('t.id', 'id')
        .from('auth_tokens', 't')
        .innerJoin('users', 'u', 'u.id = t.user_id')
        .where('t.id IN (:...batch)', { batch })
        .andWhere('t.revoked_at IS NULL')
        .andWhere('t.expires_at > :now', { now: new Date() })
        .andWhere("u.status = 'active'")
        .getRawMany();
      for (const row of rows) live.add(row.id);
    }
    let ended = 0;
    for (const [res, tokenId] of this.tokenOf) {
      if (live.has(tokenId)) continue;
      res.end();
      this.tokenOf.delete(res);
      ended += 1;
    }
    return ended;
  }

  private send(res: Response, event: MessageStreamEvent): void {
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  beforeApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const res of this.open) res.end();
    this.open.clear();
    this.tokenOf.clear();
    this.byUser.clear();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }
}
