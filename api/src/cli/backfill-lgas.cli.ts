import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { transaction } from '../common/transaction';
import { connectDataSource } from '../database/data-source';
import { backfillLgaIds, ensureLgas } from '../locations/lga-rows';

/**
 * `npm run places:backfill`: migrates, inserts the LGAs of the states the database has, then sets
 * `lga_id` on every listing and profile with a point and none yet (docs/places.md). Idempotent;
 * for rows written around the API (raw SQL, imports). Each batch is one transaction.
 */
async function main() {
  const config = loadConfig();
  const dataSource = await connectDataSource(config, (message) => console.warn(message));
  try {
    const inserted = await transaction(dataSource, (manager) => ensureLgas(manager));
    for (const table of ['listings', 'profiles'] as const) {
      const started = Date.now();
      const result = await backfillLgaIds(dataSource.manager, table, { inBatch: (work) => transaction(dataSource, work) });
      console.log(`${table}: ${result.located} of ${result.scanned} rows without an LGA placed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    if (inserted) console.log(`${inserted} LGAs inserted`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(`Backfill failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
