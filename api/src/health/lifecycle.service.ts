import { Injectable } from '@nestjs/common';

/**
 * Whether this process has begun shutting down. Once it has, readiness answers 503 so a load
 * balancer stops sending new work while in-flight requests finish (main.ts drives it).
 */
@Injectable()
export class LifecycleService {
  private drainingSince: Date | null = null;

  beginShutdown(): void {
    this.drainingSince ??= new Date();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }
}
