import { Injectable, OnApplicationShutdown, BeforeApplicationShutdown } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { MessageStreamEvent } from '@gigmarket/shared';
import { MessageBus } from './message-bus';

const HEARTBEAT_MS = 25_000;
/** Streams one user may hold on one process (tabs, devices); past it the oldest is closed. */
export const STREAMS_PER_USER = 10;

/**
 * The open Server-Sent Event streams of this process. Each is a raw response kept open:
 * `retry` first, a comment every 25 s (so proxies keep it), one `event:` per bus event.
 * They end at shutdown, before the HTTP server waits for in-flight requests.
 */
@Injectable()
export class MessageStreams implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly open = new Set<Response>();
  private readonly byUser = new Map<number, Response[]>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly bus: MessageBus) {}

  get size(): number {
    return this.open.size;
  }

  attach(userId: number, req: Request, res: Response, unread: number): void {
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
    const mine = this.byUser.get(userId) ?? [];
    mine.push(res);
    this.byUser.set(userId, mine);
    if (mine.length > STREAMS_PER_USER) mine[0].end();
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const stream of this.open) stream.write(': ping\n\n');
      }, HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    res.on('close', () => {
      unsubscribe();
      this.open.delete(res);
      const left = (this.byUser.get(userId) ?? []).filter((stream) => stream !== res);
      if (left.length) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    });
  }

  private send(res: Response, event: MessageStreamEvent): void {
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  beforeApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const res of this.open) res.end();
    this.open.clear();
    this.byUser.clear();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }
}
