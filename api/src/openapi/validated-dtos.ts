/**
 * Describes every request DTO to OpenAPI from its class-validator rules, for the properties that
 * carry no `@ApiProperty` of their own: type, format, enum, lengths, bounds, pattern, whether it is
 * required, and an example. New DTOs are described without extra decorators (docs/api-contract.md).
 */
import { ApiProperty } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { OPTIONAL_RULE } from '../common/validation';

/** @nestjs/swagger's metadata key of one property's description (its `DECORATORS`, not exported). */
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

type Meta = {
  type: string;
  name?: string;
  target: unknown;
  propertyName: string;
  constraints?: unknown[];
  constraintCls?: unknown;
  each?: boolean;
  context?: { rule?: string };
};

type PropertyDoc = Record<string, unknown> & { required: boolean };

const STRING_RULES = new Set(['isString', 'matches', 'isEmail', 'maxLength', 'minLength', 'isLength', 'isDateString', 'isUrl', 'isNotEmpty']);

function ruleName(storage: ReturnType<typeof getMetadataStorage>, meta: Meta): string | undefined {
  if (meta.name) return meta.name;
  if (!meta.constraintCls) return undefined;
  const constraints = (storage as unknown as { getTargetValidatorConstraints(target: unknown): Array<{ name: string }> }).getTargetValidatorConstraints(
    meta.constraintCls,
  );
  return constraints[0]?.name;
}

function describeProperty(rules: Array<{ rule: string; meta: Meta }>, designType: unknown): PropertyDoc | null {
  const doc: PropertyDoc = { required: true };
  let items: Record<string, unknown> | undefined;
  const set = (key: string, value: unknown) => {
    if (rules.some((r) => r.meta.each) && key !== 'type') (items ??= {})[key] = value;
    else doc[key] = value;
  };
  const arg = (meta: Meta, index = 0) => meta.constraints?.[index];
  for (const { rule, meta } of rules) {
    switch (rule) {
      case 'isOptional':
        doc.required = false;
        doc.nullable = true;
        break;
      case OPTIONAL_RULE:
        doc.required = false;
        break;
      case 'isIn': {
        const values = arg(meta) as unknown[];
        set('enum', values);
        set('example', values[0]);
        break;
      }
      case 'isEnum': {
        const values = Object.values(arg(meta) as object);
        set('enum', values);
        set('example', values[0]);
        break;
      }
      case 'isInt':
        set('type', 'integer');
        break;
      case 'isNumber':
      case 'isLatitude':
      case 'isLongitude':
        set('type', 'number');
        break;
      case 'isBoolean':
        set('type', 'boolean');
        break;
      case 'isEmail':
        set('format', 'email');
        set('example', 'ada@example.com');
        break;
      case 'isDateString':
        set('format', 'date-time');
        break;
      case 'min':
        set('minimum', arg(meta));
        break;
      case 'max':
        set('maximum', arg(meta));
        break;
      case 'maxLength':
        set('maxLength', arg(meta));
        break;
      case 'minLength':
        set('minLength', arg(meta));
        break;
      case 'isLength':
        set('minLength', arg(meta));
        if (arg(meta, 1) !== undefined) set('maxLength', arg(meta, 1));
        break;
      case 'matches': {
        const pattern = arg(meta) as RegExp | string;
        set('pattern', pattern instanceof RegExp ? pattern.source : String(pattern));
        break;
      }
      case 'isArray':
        doc.type = 'array';
        break;
      case 'arrayMaxSize':
        doc.maxItems = arg(meta);
        break;
      case 'arrayMinSize':
        doc.minItems = arg(meta);
        break;
      case 'arrayUnique':
        doc.uniqueItems = true;
        break;
      default:
        break;
    }
  }
  const has = (rule: string) => rules.some((r) => r.rule === rule);
  const typed = (target: Record<string, unknown>) => {
    if (target.type) return;
    if (target.enum) target.type = typeof (target.enum as unknown[])[0] === 'number' ? 'number' : 'string';
    else if ([...STRING_RULES].some(has) || 'pattern' in target || 'maxLength' in target) target.type = 'string';
    else if ('minimum' in target || 'maximum' in target) target.type = 'number';
  };
  if (doc.type === 'array' || designType === Array) {
    doc.type = 'array';
    items ??= {};
    typed(items);
    if (!items.type) items.type = has('nestedValidation') ? 'object' : 'string';
    doc.items = items;
  } else {
    if (items) Object.assign(doc, items);
    typed(doc);
    if (!doc.type) {
      if (designType === Number) doc.type = 'number';
      else if (designType === Boolean) doc.type = 'boolean';
      else if (designType === String) doc.type = 'string';
      else if (typeof designType === 'function' && designType !== Object && designType !== Date) doc.type = designType;
      else if (has('nestedValidation')) doc.type = 'object';
      else if (designType === Date) {
        doc.type = 'string';
        doc.format = 'date-time';
      } else doc.type = 'string';
    }
  }
  return doc;
}

let done = false;

/** Adds OpenAPI metadata to every validated DTO property that has none. Runs once per process. */
export function describeValidatedDtos(): void {
  if (done) return;
  done = true;
  const storage = getMetadataStorage();
  const all = (storage as unknown as { validationMetadatas: Map<abstract new (...args: never[]) => unknown, Meta[]> }).validationMetadatas;
  for (const [target, metas] of all) {
    if (typeof target !== 'function' || !target.prototype) continue;
    const byProperty = new Map<string, Array<{ rule: string; meta: Meta }>>();
    for (const meta of metas) {
      if (!meta.propertyName || meta.type === 'whitelistValidation') continue;
      const rule =
        meta.type === 'conditionalValidation'
          ? meta.context?.rule === OPTIONAL_RULE
            ? OPTIONAL_RULE
            : 'isOptional'
          : meta.type === 'nestedValidation'
            ? 'nestedValidation'
            : meta.type === 'isDefined'
              ? 'isDefined'
              : ruleName(storage, meta);
      if (!rule) continue;
      const list = byProperty.get(meta.propertyName) ?? [];
      list.push({ rule, meta });
      byProperty.set(meta.propertyName, list);
    }
    for (const [property, rules] of byProperty) {
      if (Reflect.getMetadata(API_MODEL_PROPERTIES, target.prototype, property)) continue;
      const designType = Reflect.getMetadata('design:type', target.prototype, property);
      const doc = describeProperty(rules, designType);
      if (doc) ApiProperty(doc as never)(target.prototype, property);
    }
  }
}
