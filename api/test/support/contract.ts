/**
 * The contract check of every integration suite (docs/testing.md "The contract on every answer"):
 * each answer an app of `createTestApp` gives (status, content type, body) is validated against
 * the operation of the checked-in OpenAPI document for its path, method and status
 * (api/openapi.json, else api/openapi-admin.json), with Ajv's JSON Schema 2020-12 dialect, which
 * is OpenAPI 3.1's. A drift is recorded and fails the running test (`contract-hooks.ts`).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { recordCompiled, recordDrift, recordValidated } from './contract-drifts';

type Schema = Record<string, unknown>;
type Media = { schema?: Schema };
type Response = { content?: Record<string, Media> };
type Operation = { responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/**
 * Answers from routes no document lists, with the reason. Keep it short: a route the site or the
 * back office calls belongs in a document.
 */
export const UNDOCUMENTED_ALLOWED: ReadonlyArray<{ path: RegExp; reason: string }> = [
  { path: /^\/api\/test\//, reason: 'test-only control routes (the movable clock), absent outside TEST_CLOCK=true' },
  { path: /^\/api\/payments\/paystack\/webhook$/, reason: 'Paystack’s signed webhook: called by the gateway only, described in docs/hire-to-pay.md' },
  { path: /^\/api\/(docs|admin-docs)(-json|\/|$)/, reason: 'the documents themselves and their Swagger UI' },
];

const API = join(__dirname, '..', '..');
const DOCUMENTS: Array<{ name: string; file: string }> = [
  { name: 'site', file: join(API, 'openapi.json') },
  { name: 'admin', file: join(API, 'openapi-admin.json') },
];

type Route = { document: string; template: string; pattern: RegExp; literal: number; operations: Record<string, Operation> };
type Contract = { ajv: Ajv2020; routes: Route[]; validators: Map<string, ValidateFunction>; documents: Record<string, Document> };

/**
 * The documents, their routes and the compiled validators, once per jest worker: jest gives each
 * suite a module registry of its own, so the state is kept on a Node core module, which every
 * suite of a worker shares (compiling a validator costs 20 to 500 ms on a loaded machine; a suite
 * meets 20 to 60 of them). The documents do not change during a run.
 */
const WORKER_STATE = Symbol.for('gigmarket.test.contract');
const shared = os as unknown as { [WORKER_STATE]?: Contract };

function contract(): Contract {
  const existing = shared[WORKER_STATE];
  if (existing) return existing;
  // Refs stay calls rather than inlined copies: a component is compiled once for every answer that holds it.
  const ajv = new Ajv2020({ allErrors: false, strict: false, validateFormats: true, inlineRefs: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const routes: Route[] = [];
  const documents: Record<string, Document> = {};
  for (const { name, file } of DOCUMENTS) {
    const document = JSON.parse(readFileSync(file, 'utf8')) as Document;
    documents[name] = document;
    ajv.addSchema(document as unknown as Schema, name);
    for (const [template, operations] of Object.entries(document.paths)) {
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      routes.push({ document: name, template, pattern: new RegExp(`^${source}$`), literal: template.replace(/\{[^}]+\}/g, '').length, operations });
    }
  }
  // The most literal template first: `/api/jobs/search` before `/api/jobs/{id}`.
  routes.sort((a, b) => b.literal - a.literal);
  return (shared[WORKER_STATE] = { ajv, routes, validators: new Map(), documents });
}

const pointer = (...parts: string[]) => parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** The validator of the schema at `path` in `document`; a schema that is only a reference is compiled once under its target's name. */
function validatorOf(document: string, path: string[]): ValidateFunction {
  const { ajv, validators, documents } = contract();
  const schema = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], documents[document]) as Schema | undefined;
  const ref = typeof schema?.$ref === 'string' && Object.keys(schema).length === 1 ? `${document}${schema.$ref}` : `${document}#/${pointer(...path)}`;
  let validate = validators.get(ref);
  if (!validate) {
    const start = performance.now();
    validate = ajv.compile({ $ref: ref });
    recordCompiled(performance.now() - start);
    validators.set(ref, validate);
  }
  return validate;
}

export interface Answer {
  method: string;
  /** The request's path, query string included or not. */
  url: string;
  status: number;
  contentType?: string;
  /** The body as sent; `undefined` when it was not kept (a stream). */
  body?: string;
}

/** What is wrong with one answer against the documents, or [] when it fits (or is allow-listed). */
export function checkAnswer(answer: Answer): string[] {
  const path = answer.url.split('?')[0];
  const method = answer.method.toLowerCase();
  const label = `${answer.method} ${path} ${answer.status}`;
  const { routes } = contract();
  const route = routes.find((candidate) => candidate.pattern.test(path) && candidate.operations[method]);
  if (!route) {
    if (UNDOCUMENTED_ALLOWED.some((allowed) => allowed.path.test(path))) return [];
    // A path no route serves answers the error shape (Nest's 404 through the global filter).
    if (answer.status === 404 || (answer.status === 405 && routes.some((candidate) => candidate.pattern.test(path)))) {
      return bodyProblems(label, answer, 'site', ['components', 'schemas', 'ErrorResponse'], true);
    }
    return [`${label}: no operation of the documents answers ${method.toUpperCase()} ${path}`];
  }
  const operation = route.operations[method];
  const code = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((candidate) => operation.responses[candidate]);
  if (!code) return [`${label}: ${route.template} (${route.document}) documents no ${answer.status} and no default`];
  const response = operation.responses[code];
  const documented = Object.keys(response.content ?? {});
  const where = `${route.template} ${code} (${route.document})`;
  if (!documented.length) {
    return answer.body ? [`${label}: ${where} documents no body, the answer has one (${answer.contentType})`] : [];
  }
  const mediaType = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
  const media = documented.find((candidate) => candidate === mediaType || (candidate.endsWith('/*') && mediaType.startsWith(candidate.slice(0, -1))) || candidate === '*/*');
  if (!media) return [`${label}: content type ${mediaType || '(none)'} is not one of ${where}'s: ${documented.join(', ')}`];
  if (!/json/.test(media) || answer.body === undefined || !response.content?.[media]?.schema) return [];
  return bodyProblems(label, answer, route.document, ['paths', route.template, method, 'responses', code, 'content', media, 'schema']);
}

function bodyProblems(label: string, answer: Answer, document: string, path: string[], errorShape = false): string[] {
  let body: unknown;
  try {
    body = JSON.parse(answer.body ?? '');
  } catch {
    return [`${label}: the body is not JSON: ${(answer.body ?? '').slice(0, 120)}`];
  }
  const validate = validatorOf(document, path);
  if (validate(body)) return [];
  const what = errorShape ? 'the error shape' : path.slice(1, 5).join(' ');
  return (validate.errors ?? []).slice(0, 5).map((error) => {
    const value = JSON.stringify(valueAt(body, error.instancePath));
    return `${label}: body${error.instancePath} ${error.message} ${JSON.stringify(error.params)} (${what}; ${error.schemaPath}); value: ${(value ?? 'undefined').slice(0, 200)}`;
  });
}

function valueAt(body: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), body);
}

/**
 * Express middleware of the test apps: keeps each answer's body (not a stream's) and checks the
 * answer once it is sent. Mounted first by createTestApp, so it sees what the client sees.
 */
export function contractMiddleware(request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: () => void): void {
  const url = request.originalUrl ?? request.url ?? '';
  const chunks: Buffer[] = [];
  let streaming = false;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (streaming || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (chunks.length === 0 && /^text\/event-stream/.test(String(response.getHeader('content-type') ?? ''))) {
      streaming = true;
      return;
    }
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as typeof response.write;
  let checked = false;
  const check = () => {
    if (checked || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    checked = true;
    const start = performance.now();
    const contentType = response.getHeader('content-type');
    const body = streaming ? undefined : Buffer.concat(chunks).toString('utf8');
    const problems = checkAnswer({ method: request.method ?? 'GET', url, status: response.statusCode, contentType: contentType === undefined ? undefined : String(contentType), body });
    recordValidated(performance.now() - start);
    problems.forEach(recordDrift);
  };
  // Checked when the app ends the answer, before the client can see its end, so the drift belongs
  // to the test that asked (a stream the client drops is checked by its head when it closes).
  response.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    check();
    return end(...args);
  }) as typeof response.end;
  response.once('close', () => {
    if (!/^text\/event-stream/.test(String(response.getHeader('content-type') ?? ''))) return;
    streaming = true;
    check();
  });
  next();
}
