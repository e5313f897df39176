import { randomBytes } from 'node:crypto';
import { mysqlTemplateSchema, sqliteTemplatePath } from './template-schemas';

/**
 * Jest's global set-up: names this run, so its workers share one template schema per database
 * (support/template-schemas.ts), and migrates the templates here, where no hook's timeout runs,
 * rather than in the first suite that needs one.
 */
export default async function globalSetup(): Promise<void> {
  process.env.GIG_TEST_TEMPLATE_RUN = `${process.pid}_${randomBytes(3).toString('hex')}`;
  await sqliteTemplatePath();
  if (process.env.MYSQL_URL) await mysqlTemplateSchema();
}
