#!/usr/bin/env node
// `npm run api:types`: writes the API's OpenAPI document to api/openapi.json (through the contract
// test, which boots the app on SQLite) and generates the site's types from it
// (site/app/utils/api-types.ts, openapi-typescript). Both files are checked in: the contract test
// fails while api/openapi.json is stale, and the site's type check (part of its build) fails when a
// change breaks what the site reads. See docs/api-contract.md.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const step = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step('npx', ['jest', 'test/openapi.e2e-spec.ts', '--runInBand', '--silent'], {
  cwd: join(root, 'api'),
  env: { ...process.env, UPDATE_OPENAPI: '1' },
});
step('npx', ['openapi-typescript', 'api/openapi.json', '-o', 'site/app/utils/api-types.ts']);
step('npx', ['prettier', '--log-level', 'warn', '--write', 'site/app/utils/api-types.ts']);
console.log('api/openapi.json and site/app/utils/api-types.ts are up to date.');
