import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSearchd, type Searchd } from '../../src/search-engine/engine-process';

export interface TestEngine extends Searchd {
  /** Stops it and removes its data directory. */
  stop(): Promise<void>;
  /** Kills it as a crash would, keeping its data (for a test that starts it again: it replays its binlog). */
  halt(): Promise<void>;
}

/**
 * A searchd for one suite (docs/testing.md): the project's configuration on a free port with a
 * fresh data directory, so suites never share an index and one can stop its engine mid-test.
 */
export async function startTestEngine(): Promise<TestEngine> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gig-searchd-'));
  const searchd = await startSearchd({ dataDir, memLimit: '32M' });
  return {
    ...searchd,
    halt: () => searchd.kill(),
    stop: async () => {
      await searchd.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
