#!/usr/bin/env node
// `npm run api:types`: writes the API's two OpenAPI documents, api/openapi.json (the site's) and
// api/openapi-admin.json (the back office's), through the contract test, which boots the app on
// SQLite; then generates each app's types from its own document (site/app/generated/api-types.ts,
// admin/src/generated/api-types.ts; scripts/site-api-types.mjs). All four are checked in: the
// contract test fails while a document is stale, each app's test fails while its types are, and
// each app's type check (part of its build) fails when a change breaks what it reads. See
// docs/api-contract.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ADMIN_API_TYPES, generateAdminApiTypes, generateSiteApiTypes, ROOT, SITE_API_TYPES } from './site-api-types.mjs';

const result = spawnSync('npx', ['jest', 'test/openapi.e2e-spec.ts', '--runInBand', '--silent'], {
  cwd: join(ROOT, 'api'),
  stdio: 'inherit',
  env: { ...process.env, UPDATE_OPENAPI: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(SITE_API_TYPES, await generateSiteApiTypes());
mkdirSync(dirname(ADMIN_API_TYPES), { recursive: true });
writeFileSync(ADMIN_API_TYPES, await generateAdminApiTypes());
console.log('api/openapi.json, api/openapi-admin.json and the generated types of the site and the back office are up to date.');
