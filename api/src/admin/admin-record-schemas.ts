/** The back office's records in the OpenAPI document, described from their entities' columns (docs/api-contract.md). */
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { AdminSettings } from '../settings/admin-settings.entity';
import type { AdminResourceDefinition } from './admin-resource';
import { referenceNameKeys } from './reference-names';

type Schema = Record<string, unknown>;

/** A column's OpenAPI type from TypeORM's metadata. */
function columnSchema(column: { type: unknown; isNullable: boolean; enum?: unknown[]; length?: string; propertyName: string }): Schema {
  const type = typeof column.type === 'function' ? (column.type as { name: string }).name.toLowerCase() : String(column.type).toLowerCase();
  let schema: Schema;
  if (column.enum?.length) schema = { type: 'string', enum: column.enum };
  // BIGINT holds minor units (kobo, `minorUnits` in common/columns.ts), answered as integers.
  else if (/^(int|integer|bigint|smallint|tinyint|mediumint|number)$/.test(type)) schema = { type: 'integer' };
  else if (/^(decimal|numeric)$/.test(type)) schema = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$', example: '1500.00' };
  else if (/^(float|double|real)$/.test(type)) schema = { type: 'number' };
  else if (/^(boolean|bool)$/.test(type)) schema = { type: 'boolean' };
  else if (/^(datetime|timestamp|date-time)$/.test(type)) schema = { type: 'string', format: 'date-time' };
  else if (type === 'date') schema = { type: 'string', format: 'date', example: '2026-01-31' };
  else if (type === 'time') schema = { type: 'string', example: '09:00' };
  else if (/json/.test(type)) schema = { type: 'object', additionalProperties: true };
  else schema = { type: 'string', ...(column.length ? { maxLength: Number(column.length) } : {}) };
  if (column.isNullable) schema.nullable = true;
  return schema;
}

export function recordSchemaName(resource: string): string {
  return `Admin${resource.charAt(0).toUpperCase()}${resource.slice(1)}Record`;
}

/** An entity's columns as a record answers them: secrets left out, a relation's column as its id. */
function columnProperties(dataSource: DataSource, entity: EntityTarget<ObjectLiteral>): Record<string, Schema> {
  const properties: Record<string, Schema> = {};
  for (const column of dataSource.getMetadata(entity).columns) {
    if (column.isSelect === false || column.relationMetadata) {
      if (column.relationMetadata && column.isSelect !== false) properties[column.propertyName] = { type: 'integer', nullable: column.isNullable };
      continue;
    }
    if (/password|secret|token|hash/i.test(column.propertyName)) continue;
    properties[column.propertyName] = columnSchema(column as never);
  }
  return properties;
}

/** The settings resource's name: a controller of its own (one record, write-only secrets), not a definition. */
export const SETTINGS_RESOURCE = 'adminsettings';

/**
 * The records of the back-office resources, from their entities' columns plus the names answered
 * beside ids; and the settings record, whose secrets are answered as a hint and whether one is set
 * (`AdminSettingsService.toRecord`).
 */
export function adminRecordSchemas(dataSource: DataSource, definitions: ReadonlyArray<AdminResourceDefinition<{ id: number }>>): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const definition of definitions) {
    const properties = columnProperties(dataSource, definition.entity);
    for (const key of referenceNameKeys(definition.names)) properties[key] = { type: 'string', nullable: true, readOnly: true };
    out[recordSchemaName(definition.resource)] = {
      type: 'object',
      description: `A ${definition.label} as the back office answers it`,
      required: ['id'],
      properties,
    };
  }
  const secrets = Object.fromEntries(
    ['payment_secret_key', 'ussd_gateway_secret'].flatMap((secret) => [
      [`${secret}_hint`, { type: 'string', nullable: true, readOnly: true, example: '••••1234', description: 'The stored value’s last characters; the value never leaves the API' }],
      [`${secret}_set`, { type: 'boolean', readOnly: true }],
    ]),
  );
  out[recordSchemaName(SETTINGS_RESOURCE)] = {
    type: 'object',
    description: 'The marketplace settings, one record',
    required: ['id'],
    properties: { ...columnProperties(dataSource, AdminSettings), ...secrets },
  };
  return out;
}
