import { dropTemplates } from './template-schemas';

/** Jest's global tear-down: drops the run's template schemas. */
export default async function globalTeardown(): Promise<void> {
  const runId = process.env.GIG_TEST_TEMPLATE_RUN;
  if (runId) await dropTemplates(runId);
}
