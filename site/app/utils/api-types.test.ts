// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script of the repository, without type declarations
import { generateSiteApiTypes, SITE_API_TYPES } from '../../../scripts/site-api-types.mjs';

describe('the generated API types (docs/api-contract.md)', () => {
  it('equal what `npm run api:types` generates from api/openapi.json', async () => {
    const generated: string = await generateSiteApiTypes();
    expect(readFileSync(SITE_API_TYPES, 'utf8') === generated, 'site/app/generated/api-types.ts is stale or edited: run `npm run api:types`').toBe(true);
  }, 30_000);
});
