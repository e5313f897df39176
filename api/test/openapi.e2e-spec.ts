import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The contract (docs/api-contract.md): the site's document at /api/docs-json is complete, lints
 * clean with Redocly's recommended rules, and equals the checked-in api/openapi.json the site's
 * types are generated from; the back office's document at /api/admin-docs-json likewise, checked
 * in as api/openapi-admin.json (`npm run api:types` refreshes them).
 */
const CHECKED_IN = join(__dirname, '..', 'openapi.json');
const CHECKED_IN_ADMIN = join(__dirname, '..', 'openapi-admin.json');
const ROOT = join(__dirname, '..', '..');

type Schema = { type?: string; properties?: Record<string, unknown>; maxProperties?: number; allOf?: unknown[]; $ref?: string; items?: unknown };
type Operation = { responses: Record<string, { content?: Record<string, { schema?: Schema }> }>; requestBody?: { content?: Record<string, { schema?: Schema }> } };

/**
 * Site-facing (non-admin) success answers still described only by the generic envelope
 * `ApiAnswer` (`data` of any shape), as `<method> <path> <status>`, each with the reason. Keep it
 * short: describe a new call's `data` with `@ApiAnswerOf(Dto)`, or `@ApiMessageAnswer()` when it
 * answers no data (docs/api-contract.md).
 */
const BARE_ENVELOPE_ALLOWED: string[] = [
  // (none: every site-facing answer is described)
];

describe('OpenAPI contract', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  let adminDoc: typeof doc;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    adminDoc = (await request(t.http).get('/api/admin-docs-json').expect(200)).body;
    if (process.env.UPDATE_OPENAPI) {
      writeFileSync(CHECKED_IN, `${JSON.stringify(doc, null, 2)}\n`);
      writeFileSync(CHECKED_IN_ADMIN, `${JSON.stringify(adminDoc, null, 2)}\n`);
    }
  });
  afterAll(() => t.close());

  it('has no empty schema: every object lists its fields', () => {
    const empty = Object.entries(doc.components.schemas)
      .filter(([, schema]) => (schema.type ?? 'object') === 'object' && !schema.allOf && !schema.$ref && schema.maxProperties !== 0)
      .filter(([, schema]) => !schema.properties || Object.keys(schema.properties).length === 0)
      .map(([name]) => name);
    expect(empty).toEqual([]);
  });

  it('describes a success body and the error shape on every operation', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const codes = Object.keys(operation.responses);
        const success = codes.filter((code) => /^2/.test(code));
        if (!success.length || success.some((code) => code !== '204' && !operation.responses[code].content)) missing.push(`${method} ${path}: success body`);
        if (!operation.responses.default?.content?.['application/json']?.schema?.$ref?.endsWith('/ErrorResponse')) missing.push(`${method} ${path}: error shape`);
        const body = operation.requestBody?.content?.['application/json']?.schema;
        if (body?.$ref) {
          const schema = doc.components.schemas[body.$ref.split('/').pop()!];
          if (!schema) missing.push(`${method} ${path}: request schema ${body.$ref}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes the data of every site-facing answer (no bare envelope outside the allow-list)', () => {
    const bare: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/admin')) continue;
      for (const [method, operation] of Object.entries(item)) {
        for (const [code, response] of Object.entries(operation.responses)) {
          if (!/^2/.test(code)) continue;
          const schema = response.content?.['application/json']?.schema;
          if (schema?.$ref === '#/components/schemas/ApiAnswer') bare.push(`${method} ${path} ${code}`);
          // An enveloped answer names its data: a component, a list of one, or one of several.
          const data = (schema?.allOf?.[1] as { properties?: { data?: Schema & { oneOf?: unknown[]; anyOf?: unknown[] } } } | undefined)?.properties?.data;
          if (schema?.allOf && !(data?.$ref || data?.oneOf || data?.anyOf || data?.allOf || (data?.items as Schema | undefined)?.$ref || (data?.items as { oneOf?: unknown[] } | undefined)?.oneOf)) {
            bare.push(`${method} ${path} ${code}: data names no schema`);
          }
        }
      }
    }
    expect(bare.sort()).toEqual([...BARE_ENVELOPE_ALLOWED].sort());
  });

  const lint = (document: unknown) => {
    const out = join(tmpdir(), `gigmarket-openapi-${process.pid}.json`);
    writeFileSync(out, JSON.stringify(document));
    const cli = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const result = spawnSync(process.execPath, [cli, 'lint', out, '--format=stylish', '--config', join(__dirname, '..', 'redocly.yaml')], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    return result;
  };

  it('lints clean with @redocly/cli (recommended rules, api/redocly.yaml)', () => {
    const result = lint(doc);
    expect([result.status, result.stdout + result.stderr]).toEqual([0, expect.stringContaining('Your API description is valid')]);
    expect(result.stdout + result.stderr).not.toMatch(/^\s*\d+:\d+\s+warning/m);
  });

  it('equals the checked-in api/openapi.json (run `npm run api:types` after changing the contract)', () => {
    expect(existsSync(CHECKED_IN)).toBe(true);
    expect(JSON.parse(readFileSync(CHECKED_IN, 'utf8'))).toEqual(doc);
  });

  describe('two documents, one per audience', () => {
    it('the site\'s document holds no back-office call or record', () => {
      expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/admin/') || path.startsWith('/api/auth/admin/'))).toEqual([]);
      expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith('Admin'))).toEqual([]);
      expect(doc.paths).toHaveProperty('/api/hires/{id}');
    });

    it('the back office\'s document holds its resources, its sign-in and the account calls it shares, nothing of the site\'s pages', () => {
      const paths = Object.keys(adminDoc.paths);
      expect(paths).toEqual(expect.arrayContaining(['/api/admin/listings', '/api/admin/dashboard', '/api/auth/admin/login', '/api/auth/me']));
      expect(paths.filter((path) => /^\/api\/(jobs|home|employer|freelancer|hires)\b/.test(path))).toEqual([]);
    });

    it('the back office\'s document has no empty schema and a success body and the error shape on every operation', () => {
      const empty = Object.entries(adminDoc.components.schemas)
        .filter(([, schema]) => (schema.type ?? 'object') === 'object' && !schema.allOf && !schema.$ref && schema.maxProperties !== 0)
        .filter(([, schema]) => !schema.properties || Object.keys(schema.properties).length === 0)
        .map(([name]) => name);
      expect(empty).toEqual([]);
      const missing: string[] = [];
      for (const [path, item] of Object.entries(adminDoc.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (!Object.keys(operation.responses).some((code) => /^2/.test(code))) missing.push(`${method} ${path}: success body`);
          if (!operation.responses.default?.content?.['application/json']?.schema?.$ref?.endsWith('/ErrorResponse')) missing.push(`${method} ${path}: error shape`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('the back office\'s document lints clean with @redocly/cli', () => {
      const result = lint(adminDoc);
      expect([result.status, result.stdout + result.stderr]).toEqual([0, expect.stringContaining('Your API description is valid')]);
      expect(result.stdout + result.stderr).not.toMatch(/^\s*\d+:\d+\s+warning/m);
    });

    it('the back office\'s document equals the checked-in api/openapi-admin.json (`npm run api:types`)', () => {
      expect(existsSync(CHECKED_IN_ADMIN)).toBe(true);
      expect(JSON.parse(readFileSync(CHECKED_IN_ADMIN, 'utf8'))).toEqual(adminDoc);
    });
  });
});
