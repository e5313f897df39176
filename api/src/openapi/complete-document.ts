/**
 * Finishes the OpenAPI document Nest builds: the answer envelope and the error shape on every
 * operation, and the back office's records (admin/admin-record-schemas.ts; docs/api-contract.md).
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { MESSAGES } from '@gigmarket/shared';
import type { DataSource } from 'typeorm';
import type { AdminResourceDefinition } from '../admin/admin-resource';
import { CONTENT_TYPES as PORTFOLIO_CONTENT_TYPES } from '../portfolio/file-kinds';
import { CONTENT_TYPES as UPLOAD_CONTENT_TYPES } from '../uploads/uploads.service';
import { adminRecordSchemas, recordSchemaName, SETTINGS_RESOURCE } from '../admin/admin-record-schemas';

type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  operationId?: string;
  requestBody?: unknown;
  parameters?: unknown[];
  security?: unknown[];
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });

export const COMMON_SCHEMAS: Record<string, Schema> = {
  FieldError: {
    type: 'object',
    description: 'One field that failed: the field, the rule it broke and the message to show beside it.',
    required: ['field', 'rule', 'message'],
    properties: {
      field: { type: 'string', example: 'new_price' },
      rule: { type: 'string', example: 'matches' },
      message: { type: 'string', example: 'new_price must be an amount above 0 with at most 2 decimals' },
    },
  },
  ErrorResponse: {
    type: 'object',
    description: 'Every refusal. `message` (and the field messages) follow Accept-Language (en, fr).',
    required: ['result', 'message'],
    properties: {
      result: { type: 'boolean', enum: [false], example: false },
      message: { type: 'string', example: 'Not found' },
      message_key: {
        type: 'string',
        description: 'The catalogue key of `message` (api/src/i18n), the same in every language; absent only for a message the catalogue does not hold',
        example: 'spec.notFound',
      },
      errors: {
        type: 'object',
        description: 'field -> message (react-admin server-side validation)',
        additionalProperties: { type: 'string' },
        example: { new_price: 'new_price must be an amount above 0 with at most 2 decimals' },
      },
      details: { type: 'array', items: ref('FieldError') },
      retryAfter: { type: 'integer', description: 'Seconds to wait (also the Retry-After header) on 429 and 503', example: 5 },
    },
  },
  ApiAnswer: {
    type: 'object',
    description: 'The site-facing answer: `result`, a message in the caller language, and the call’s data when it has any.',
    required: ['result', 'message'],
    properties: {
      result: { type: 'boolean', example: true },
      message: { type: 'string', example: 'Update Successful' },
      message_key: {
        type: 'string',
        description: 'The catalogue key of `message` (api/src/i18n), the same in every language; absent only for a message the catalogue does not hold',
        example: 'spec.updateSuccessful',
      },
      data: { description: 'What the call answers (see the operation)' },
    },
  },
  ApiMessage: {
    type: 'object',
    description: 'A site-facing answer with no data: `result` and a message in the caller language.',
    required: ['result', 'message'],
    properties: {
      result: { type: 'boolean', example: true },
      message: { type: 'string', example: 'Update Successful' },
      message_key: {
        type: 'string',
        description: 'The catalogue key of `message` (api/src/i18n), the same in every language; absent only for a message the catalogue does not hold',
        example: 'spec.updateSuccessful',
      },
    },
  },
};

type ErrorExample = { summary: string; value: Record<string, unknown> };

/** A message of the spec quoted in a response's description (`"'Invalid login credentials'"`), with its catalogue key. */
function quotedMessage(description: string | undefined): { message: string; message_key?: string } | null {
  const quoted = /'([^']+)'/.exec(description ?? '')?.[1];
  if (!quoted) return null;
  const key = (Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>).find((name) => MESSAGES[name] === quoted);
  return { message: quoted, ...(key ? { message_key: `spec.${key}` } : {}) };
}

/** What class-validator says of a field of this schema that is sent wrong (the pipe's first failing rule). */
function fieldRule(field: string, schema: Schema): { rule: string; message: string } {
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  if (Array.isArray(schema.enum))
    return {
      rule: 'isIn',
      message: `${field} must be one of the following values: ${schema.enum.filter((value) => value !== null).join(', ')}`,
    };
  if (type === 'integer') return { rule: 'isInt', message: `${field} must be an integer number` };
  if (type === 'number') return { rule: 'isNumber', message: `${field} must be a number conforming to the specified constraints` };
  if (type === 'boolean') return { rule: 'isBoolean', message: `${field} must be a boolean value` };
  if (type === 'array') return { rule: 'isArray', message: `${field} must be an array` };
  return { rule: 'isString', message: `${field} must be a string` };
}

/** The field a 400 of this operation most likely names: the body's first required property, else its first parameter. */
function invalidField(operation: Operation, schemas: Record<string, Schema>): { field: string; schema: Schema } | null {
  const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
  let body = (content['application/json'] ?? content['multipart/form-data'])?.schema;
  if (typeof body?.$ref === 'string') body = schemas[body.$ref.split('/').pop()!];
  const properties = (body?.properties ?? {}) as Record<string, Schema>;
  const name = ((body?.required ?? []) as string[]).find((key) => properties[key]) ?? Object.keys(properties)[0];
  if (name) return { field: name, schema: properties[name] };
  const parameter = (operation.parameters ?? [])[0] as { name: string; in: string; schema?: Schema } | undefined;
  if (!parameter) return null;
  // A number in the path is refused by the pipe as "must be an integer number" (common/validation.ts).
  const numeric = parameter.in === 'path' && ['number', 'integer'].includes(parameter.schema?.type as string);
  return { field: parameter.name, schema: numeric ? { type: 'integer' } : (parameter.schema ?? {}) };
}

/**
 * A realistic refusal per status, answered by mock servers and shown by the documentation: 401
 * says not signed in, 403 forbidden, 404 not found, 400 names a field of this operation with the
 * rule it broke; a message the operation's description quotes is used as it is.
 */
function errorExample(code: string, description: string | undefined, operation: Operation, schemas: Record<string, Schema>): ErrorExample | { $ref: string } {
  const refusal = (message: string, message_key?: string, extra: Record<string, unknown> = {}) => ({
    result: false,
    message,
    ...(message_key ? { message_key } : {}),
    ...extra,
  });
  const quoted = quotedMessage(description);
  if (code === '400') {
    const field = invalidField(operation, schemas);
    if (quoted && !field) return { summary: 'Refused', value: refusal(quoted.message, quoted.message_key) };
    if (!field) return { summary: 'Invalid request', value: refusal('Invalid request', 'common.invalidRequest') };
    const { rule, message } = fieldRule(field.field, field.schema);
    return {
      summary: `${field.field} is invalid`,
      value: refusal(message, undefined, {
        errors: { [field.field]: message },
        details: [{ field: field.field, rule, message }],
      }),
    };
  }
  if (quoted) return { summary: quoted.message, value: refusal(quoted.message, quoted.message_key) };
  switch (code) {
    case '401':
      return { $ref: '#/components/examples/NotSignedIn' };
    case '403':
      return { $ref: '#/components/examples/Forbidden' };
    case '404':
      return { $ref: '#/components/examples/NotFound' };
    case '409':
    case '422':
      return { summary: description ?? 'Conflict', value: refusal(description ?? 'Conflict') };
    case '503':
      return { $ref: '#/components/examples/BrieflyUnavailable' };
    default:
      return { $ref: '#/components/examples/TooManyRequests' };
  }
}

/** The refusals every operation shares, referenced from each (`#/components/examples/...`). */
export const COMMON_EXAMPLES: Record<string, ErrorExample> = {
  NotSignedIn: {
    summary: 'Not signed in',
    value: { result: false, message: MESSAGES.unauthorized, message_key: 'spec.unauthorized' },
  },
  Forbidden: {
    summary: 'Signed in without the permission',
    value: { result: false, message: MESSAGES.forbidden, message_key: 'spec.forbidden' },
  },
  NotFound: {
    summary: 'Not found',
    value: { result: false, message: MESSAGES.notFound, message_key: 'spec.notFound' },
  },
  BrieflyUnavailable: {
    summary: 'Briefly unavailable',
    value: {
      result: false,
      message: MESSAGES.serviceUnavailable,
      message_key: 'spec.serviceUnavailable',
      retryAfter: 5,
    },
  },
  TooManyRequests: {
    summary: 'Too many requests',
    value: { result: false, message: MESSAGES.tooManyRequests, message_key: 'spec.tooManyRequests', retryAfter: 30 },
  },
};

function errorResponses(operation: Operation, path: string, schemas: Record<string, Schema>): void {
  const add = (code: string, description: string) => {
    operation.responses[code] ??= { description, content: json(ref('ErrorResponse')) };
    operation.responses[code].content ??= json(ref('ErrorResponse'));
  };
  if (operation.requestBody || operation.parameters?.length) add('400', 'Invalid input: each failing field with its rule');
  if (operation.security?.length || path.startsWith('/api/admin')) {
    add('401', 'Not signed in');
    add('403', 'Signed in without the permission');
  }
  if (path.includes('{')) add('404', 'No such record, or not one the caller may see');
  if (path !== '/api/health/live') add('503', 'The database is briefly unavailable: try again after Retry-After seconds');
  add('default', 'Any other refusal (409 conflict, 429 too many requests, 503 briefly unavailable) in the same shape');
  for (const [code, response] of Object.entries(operation.responses)) {
    if (/^2/.test(code)) continue;
    // A refusal an operation declares with a description only (`@ApiResponse({ status: 409, ... })`) has the error shape too.
    response.content ??= json(ref('ErrorResponse'));
    const media = response.content?.['application/json'] as { schema?: Schema; examples?: Record<string, unknown> } | undefined;
    if (!media || media.examples || (media.schema as Schema | undefined)?.$ref !== '#/components/schemas/ErrorResponse') continue;
    const example = errorExample(code, response.description, operation, schemas);
    media.examples = { [code === 'default' ? 'refused' : `status${code}`]: example };
  }
}

/**
 * A property typed `object` with nothing inside (a union such as `string | number` in TypeScript)
 * but a scalar example takes the example's type, so examples and generated types agree.
 */
function scalarUnions(schemas: Record<string, Schema>): void {
  for (const schema of Object.values(schemas)) {
    for (const property of Object.values((schema.properties ?? {}) as Record<string, Schema>)) {
      if (property.properties || property.additionalProperties || !['string', 'number'].includes(typeof property.example)) continue;
      if (property.type === 'object') property.type = typeof property.example;
      else if (Array.isArray(property.type) && property.type.includes('object')) property.type = property.type.map((type) => (type === 'object' ? typeof property.example : type));
    }
  }
}

/** Keys whose values are data (an example, an enum), not schemas: never rewritten. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum']);
/** Keys whose values map names to schemas (a property may be called `nullable`). */
const NAME_KEYED = new Set(['properties', 'patternProperties', '$defs', 'schemas', 'headers']);

/**
 * OpenAPI 3.1 has no `nullable`: what the completion writes with it (the back office's records,
 * the health answer) becomes a type array (`type: ['string', 'null']`) or, beside a reference or a
 * combinator, `anyOf: [{ ... }, { type: 'null' }]`, as @nestjs/swagger writes the DTOs of a 3.1
 * document. JSON Schema validators read either as "this, or null" (docs/api-contract.md).
 */
function nullableTo31(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableTo31);
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
    if (NAME_KEYED.has(key) && value && typeof value === 'object') Object.values(value).forEach(nullableTo31);
    else nullableTo31(value);
  }
  if (typeof schema.nullable !== 'boolean') return;
  const nullable = schema.nullable;
  delete schema.nullable;
  if (!nullable) return;
  const combinator = (['allOf', 'oneOf', 'anyOf'] as const).find((key) => Array.isArray(schema[key]));
  if (schema.$ref || combinator) {
    const inner: Schema = schema.$ref
      ? { $ref: schema.$ref }
      : combinator === 'allOf' && (schema.allOf as Schema[]).length === 1
        ? (schema.allOf as Schema[])[0]
        : { [combinator!]: schema[combinator!] };
    delete schema.$ref;
    if (combinator) delete schema[combinator];
    if (schema.type === 'object' && !schema.properties) delete schema.type;
    schema.anyOf = [inner, { type: 'null' }];
    return;
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.includes('null')) schema.type = [...types, 'null'];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
}

/** What `/api/health`, `/api/health/ready` and `/api/health/live` answer, 200 or 503 (docs/reliability.md). */
function healthReport(path: string): Schema {
  return {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', example: 'ok' },
      database: { type: 'object', properties: { status: { type: 'string', example: 'up' } } },
      ...(path === '/api/health'
        ? {
            search: {
              type: 'object',
              description: 'The job search engine (docs/search.md "The search engine"); `off` without SEARCH_URL',
              properties: {
                status: { type: 'string', enum: ['off', 'up', 'down', 'behind', 'out_of_step'], example: 'up' },
                lag_ms: { type: 'number', nullable: true, example: 12 },
                waiting: { type: 'integer', nullable: true, example: 0 },
                documents: { type: 'integer', nullable: true, example: 20174 },
                open_listings: { type: 'integer', nullable: true, example: 20174 },
                last_error: { type: 'string', nullable: true, example: null },
                answered: {
                  type: 'object',
                  properties: {
                    engine: { type: 'integer', example: 1520 },
                    sql: { type: 'object', additionalProperties: { type: 'integer' }, example: { down: 3, sort: 12 } },
                  },
                },
              },
            },
          }
        : {}),
    },
  };
}

/** Path parameters the route has but the operation does not declare (a controller without @ApiParam). */
function pathParameters(path: string, operation: Operation): void {
  const declared = new Set((operation.parameters ?? []).map((parameter) => (parameter as { in: string; name: string }).in + ':' + (parameter as { name: string }).name));
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (declared.has(`path:${name}`)) continue;
    (operation.parameters ??= []).push({ name, in: 'path', required: true, schema: name === 'id' ? { type: 'integer' } : { type: 'string' } });
  }
}

/** Completes `document` in place and returns it. */
export function completeDocument(
  document: OpenAPIObject,
  dataSource: DataSource | null,
  definitions: ReadonlyArray<AdminResourceDefinition<{ id: number }>>,
): OpenAPIObject {
  document.components ??= {};
  const schemas = (document.components.schemas ??= {}) as Record<string, Schema>;
  Object.assign(schemas, COMMON_SCHEMAS);
  document.components.examples = { ...document.components.examples, ...COMMON_EXAMPLES };
  if (dataSource) Object.assign(schemas, adminRecordSchemas(dataSource, definitions));
  document.info.license ??= { name: 'Proprietary', url: 'https://gigmarket.test/terms' };
  if (!document.servers?.length) document.servers = [{ url: '/', description: 'This server' }];
  scalarUnions(schemas);
  // A DTO that takes nothing (a resource only the product's flows write): say so rather than leave it empty.
  if (schemas.NoWritesDto) schemas.NoWritesDto = { type: 'object', description: 'No field: writes to this resource answer 405', maxProperties: 0 };

  const resources = new Set<string>([...definitions.map((definition) => definition.resource), SETTINGS_RESOURCE]);
  for (const [path, item] of Object.entries(document.paths)) {
    const admin = /^\/api\/admin\/([a-z]+)(\/\{id\})?$/.exec(path);
    const record = admin && resources.has(admin[1]) && dataSource ? ref(recordSchemaName(admin[1])) : null;
    // A record's action (`/api/admin/listings/{id}/publish`) that names no answer of its own answers the record.
    const action = /^\/api\/admin\/([a-z]+)\/\{id\}\/[a-z-]+$/.exec(path);
    const actedOn = action && resources.has(action[1]) && dataSource ? ref(recordSchemaName(action[1])) : null;
    for (const [method, value] of Object.entries(item as Record<string, Operation>)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = value;
      operation.summary ??= `${method.toUpperCase()} ${path}`;
      // Public calls say so; the others carry the bearer scheme from @ApiBearerAuth.
      operation.security ??= [];
      pathParameters(path, operation);
      const success = Object.keys(operation.responses ?? {}).filter((code) => /^2/.test(code));
      operation.responses ??= {};
      if (!success.length) {
        const code = method === 'post' ? '201' : '200';
        operation.responses[code] = { description: 'Success' };
        success.push(code);
      }
      for (const code of success) {
        const response = operation.responses[code];
        response.description ||= 'Success';
        if (code === '204' || response.content) continue;
        if (/\/export$/.test(path)) {
          response.content = { 'text/csv': { schema: { type: 'string', example: 'id,name\n1,Ada' } } };
        } else if (/\/(uploads|portfolio-files|files)\//.test(path) && method === 'get') {
          // Each file under the content type it is stored with (uploads: the images; portfolio: its file kinds).
          const file = { schema: { type: 'string', format: 'binary' } };
          const types = path.startsWith('/api/uploads/') ? Object.values(UPLOAD_CONTENT_TYPES) : Object.values(PORTFOLIO_CONTENT_TYPES);
          response.content = Object.fromEntries([...new Set([...types, 'application/octet-stream'])].map((type) => [type, file]));
        } else if (/\/attachment$/.test(path) && method === 'get') {
          const file = { schema: { type: 'string', format: 'binary' } };
          response.content = { 'image/jpeg': file, 'image/png': file, 'image/gif': file, 'image/webp': file, 'application/pdf': file };
        } else if (/\/stream$/.test(path) && method === 'get') {
          response.content = { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent events (docs/conversations.md)', example: 'event: unread\ndata: {"unread":2}\n\n' } } };
        } else if (/^\/api\/health/.test(path)) {
          response.content = json(healthReport(path));
        } else if (record) {
          response.content = json(method === 'get' && !admin?.[2] ? { type: 'array', items: record } : record);
        } else if (actedOn) {
          response.content = json({
            allOf: [ref('ApiAnswer'), { type: 'object', required: ['data'], properties: { data: actedOn } }],
          });
        } else {
          response.content = json(ref('ApiAnswer'));
        }
      }
      errorResponses(operation, path, schemas);
      // Health and readiness answer their report with a 503 too (`database: { status: 'down' }`, `status: 'draining'`).
      if (/^\/api\/health/.test(path) && operation.responses['503']) {
        operation.responses['503'] = {
          description: 'The database is down, or the process is draining: the same report, with Retry-After',
          content: json(healthReport(path)),
        };
      }
    }
  }
  nullableTo31(document);
  return document;
}
