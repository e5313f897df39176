import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { connectDataSource } from '../database/data-source';
import { seed } from '../seed/seed';

/** `npm run seed [-- --listings N]`: migrates, then loads the demo data (idempotent). */
async function main() {
  const args = process.argv.slice(2);
  const listingsFlag = args.indexOf('--listings');
  const extraListings = listingsFlag >= 0 ? Number(args[listingsFlag + 1]) : 0;
  if (!Number.isInteger(extraListings) || extraListings < 0) {
    throw new Error('--listings takes a whole number');
  }
  const config = loadConfig();
  const dataSource = await connectDataSource(config, (message) => console.warn(message));
  const started = Date.now();
  try {
    const summary = await seed(dataSource, {
      superadminEmail: config.SUPERADMIN_EMAIL,
      superadminPassword: config.SUPERADMIN_PASSWORD,
      extraListings,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${config.databaseType} in ${seconds} s: ${summary.counts.listings} listings, ${summary.counts.users} users`);
    if (!args.includes('--quiet')) for (const line of summary.logins) console.log(`  ${line}`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(`Seed failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
