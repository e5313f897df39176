/**
 * Finishes the OpenAPI document Nest builds: the answer envelope and the error shape on every
 * operation, and the back office's records (admin/admin-record-schemas.ts; docs/api-contract.md).
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import type { AdminResourceDefinition } from '../admin/admin-resource';
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
      message: { type: 'string', example: 'new_price doit être un montant supérieur à 0 avec au plus 2 décimales' },
      message_key: {
        type: 'string',
        description: 'The catalogue key of `message` (api/src/i18n), the same in every language; absent only for a message the catalogue does not hold',
        example: 'validation.amountAbove0',
      },
      errors: {
        type: 'object',
        description: 'field -> message (react-admin server-side validation)',
        additionalProperties: { type: 'string' },
        example: { new_price: 'new_price doit être un montant supérieur à 0 avec au plus 2 décimales' },
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

function errorResponses(operation: Operation, path: string): void {
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
}

/**
 * A property typed `object` with nothing inside (a union such as `string | number` in TypeScript)
 * but a scalar example takes the example's type, so examples and generated types agree.
 */
function scalarUnions(schemas: Record<string, Schema>): void {
  for (const schema of Object.values(schemas)) {
    for (const property of Object.values((schema.properties ?? {}) as Record<string, Schema>)) {
      if (property.type === 'object' && !property.properties && !property.additionalProperties && ['string', 'number'].includes(typeof property.example)) {
        property.type = typeof property.example;
      }
    }
  }
}

/**
 * A nullable reference (`nullable: true` beside `allOf: [{ $ref }]`, as Nest writes a nullable
 * DTO-typed property) also says `type: object`, as OpenAPI 3.0 wants beside `nullable`.
 */
function nullableReferences(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableReferences);
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  if (schema.nullable === true && !schema.type && (schema.allOf || schema.oneOf || schema.$ref)) schema.type = 'object';
  Object.values(schema).forEach(nullableReferences);
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
  if (dataSource) Object.assign(schemas, adminRecordSchemas(dataSource, definitions));
  document.info.license ??= { name: 'Proprietary', url: 'https://gigmarket.test/terms' };
  if (!document.servers?.length) document.servers = [{ url: '/', description: 'This server' }];
  scalarUnions(schemas);
  nullableReferences(schemas);
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
          response.content = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
        } else if (/\/attachment$/.test(path) && method === 'get') {
          const file = { schema: { type: 'string', format: 'binary' } };
          response.content = { 'image/jpeg': file, 'image/png': file, 'image/gif': file, 'image/webp': file, 'application/pdf': file };
        } else if (/\/stream$/.test(path) && method === 'get') {
          response.content = { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent events (docs/conversations.md)', example: 'event: unread\ndata: {"unread":2}\n\n' } } };
        } else if (/^\/api\/health/.test(path)) {
          response.content = json({
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
          });
        } else if (record) {
          response.content = json(method === 'get' && !admin?.[2] ? { type: 'array', items: record } : record);
        } else if (actedOn) {
          response.content = json({ allOf: [ref('ApiAnswer'), { type: 'object', required: ['data'], properties: { data: actedOn } }] });
        } else {
          response.content = json(ref('ApiAnswer'));
        }
      }
      errorResponses(operation, path);
    }
  }
  nullableReferences(document.paths);
  return document;
}
