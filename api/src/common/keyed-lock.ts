const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task of the same key has settled, in this process. TypeORM's
 * SQLite driver shares one connection between concurrent transactions, so their awaits
 * interleave; on MySQL, row locks do this job across processes and this only adds order.
 */
export async function withKeyLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
