// Settling by itself: with autoSettle, a transfer, refund or identification settles `delayMs` after
// it was created; a control call that settles it first cancels the timer.
export class Scheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly enabled: boolean,
    private readonly delayMs: number,
    private readonly log: (line: string) => void,
  ) {}

  schedule(key: string, action: () => Promise<unknown>): void {
    if (!this.enabled) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      action().catch((error: unknown) => this.log(`auto-settle ${key} failed: ${String(error)}`));
    }, this.delayMs);
    this.timers.set(key, timer);
  }

  cancel(key: string): void {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
