import { join, resolve } from 'node:path';

/**
 * The run's own files: the API's SQLite database, the SMS it writes, uploads and Playwright's
 * reports. E2E_ARTIFACTS moves them, so the shards of `npm test` keep apart (docs/testing.md);
 * support/start-api.mjs reads the same variable.
 */
export const ARTIFACTS = process.env.E2E_ARTIFACTS ? resolve(process.env.E2E_ARTIFACTS) : join(__dirname, '..', 'artifacts');
