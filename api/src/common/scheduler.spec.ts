import { InProcessScheduler } from './scheduler';

describe('the in-process scheduler', () => {
  it('never overlaps a task with itself, and runs it once more when triggered while it ran', async () => {
    const scheduler = new InProcessScheduler();
    let running = 0;
    let overlapped = false;
    let runs = 0;
    let release!: () => void;
    let started!: () => void;
    const first = new Promise<void>((done) => (started = done));
    scheduler.register({
      name: 'sync',
      everyMs: 3_600_000,
      run: async () => {
        runs++;
        running++;
        overlapped ||= running > 1;
        if (runs === 1) {
          started();
          await new Promise<void>((done) => (release = done));
        }
        running--;
      },
    });
    await scheduler.start();
    await scheduler.trigger('sync');
    await first;
    // Two triggers while the first run waits: one more run, after it.
    await scheduler.trigger('sync');
    await scheduler.trigger('sync');
    // The triggers' 0 ms timers fire before this one, made after them.
    await new Promise((done) => setTimeout(done, 0));
    expect(runs).toBe(1);
    const after = new Promise<void>((done) => {
      const check = setInterval(() => {
        if (runs === 2 && running === 0) {
          clearInterval(check);
          done();
        }
      }, 1);
    });
    release();
    await after;
    expect(runs).toBe(2);
    expect(overlapped).toBe(false);
    await scheduler.stop();
  });
});
