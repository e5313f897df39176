#!/usr/bin/env node
// `npm run api:types`: writes the API's two OpenAPI documents, api/openapi.json (the site's) and
// api/openapi-admin.json (the back office's), through the contract test, which boots the app on
// SQLite; then generates the site's types from the site's document only
// (site/app/generated/api-types.ts, scripts/site-api-types.mjs). All three are checked in: the
// contract test fails while a document is stale, the site's test fails while the types are, and
// the site's type check (part of its build) fails when a change breaks what the site reads. See
// docs/api-contract.md.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSiteApiTypes, ROOT, SITE_API_TYPES } from './site-api-types.mjs';

const result = spawnSync('npx', ['jest', 'test/openapi.e2e-spec.ts', '--runInBand', '--silent'], {
  cwd: join(ROOT, 'api'),
  stdio: 'inherit',
  env: { ...process.env, UPDATE_OPENAPI: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(SITE_API_TYPES, await generateSiteApiTypes());
console.log('api/openapi.json, api/openapi-admin.json and site/app/generated/api-types.ts are up to date.');
