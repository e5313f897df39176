// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script of the repository, without type declarations
import { ADMIN_API_TYPES, generateAdminApiTypes } from '../../../scripts/site-api-types.mjs';

describe('the generated API types (docs/api-contract.md)', () => {
  it('equal what `npm run api:types` generates from api/openapi-admin.json', async () => {
    const generated: string = await generateAdminApiTypes();
    expect(readFileSync(ADMIN_API_TYPES, 'utf8') === generated, 'admin/src/generated/api-types.ts is stale or edited: run `npm run api:types`').toBe(true);
  }, 30_000);
});
