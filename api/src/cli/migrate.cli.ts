import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { connectDataSource } from '../database/data-source';

/** `npm run migrate -w api`: runs pending migrations once (connectDataSource runs them) and exits. */
async function main() {
  const config = loadConfig();
  const dataSource = await connectDataSource(config, (message) => console.warn(message));
  const ran = await dataSource.query(`SELECT COUNT(*) AS n FROM ${dataSource.driver.escape('migrations')}`);
  console.log(`Migrations up to date on ${config.databaseType} (${Number(ran[0].n)} applied)`);
  await dataSource.destroy();
}

main().catch((error) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
