import { HttpStatus, ValidationError, ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { PartialType } from '@nestjs/swagger';
import { getMetadataStorage, ValidateIf, ValidationTypes } from 'class-validator';
import { plainTextProblem } from '@gigmarket/shared';
import type { FieldError } from './api-response';
import { DomainError } from './domain-error';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) => ({
      field,
      rule: rule === 'whitelistValidation' ? 'unknown' : rule,
      message: rule === 'whitelistValidation' ? `${field} is not allowed` : message,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** How the API document names a property that may be left out but not sent as null (`Optional()`, `PartialUpdate`). */
export const OPTIONAL_RULE = 'optional';

/**
 * May be left out; when it is sent, every rule applies, so `null` is refused naming the field
 * (class-validator's `IsOptional()` lets `null` through to a column that cannot hold it). Keep
 * `IsOptional()` for a field that `null` clears.
 */
export function Optional(): PropertyDecorator {
  return ValidateIf(isSent, { context: { rule: OPTIONAL_RULE } });
}

const isSent = (_object: object, value: unknown) => value !== undefined;

/**
 * The update DTO of a create DTO: every property may be left out, and a required one sent as null
 * is refused naming the field (`PartialType` alone lets null through to the column).
 */
export function PartialUpdate<T>(dto: Type<T>): Type<Partial<T>> {
  const partial = PartialType(dto, { skipNullProperties: false });
  // Named like `Optional()`'s, so the API document says "optional, not nullable" for them too.
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, Array<{ type: string; name?: string; context?: unknown }>> };
  for (const meta of storage.validationMetadatas.get(partial) ?? [])
    if (meta.type === ValidationTypes.CONDITIONAL_VALIDATION && !meta.name && !meta.context) meta.context = { rule: OPTIONAL_RULE };
  return partial;
}

export const plainTextMessage = (field: string) => `${field} must not contain control characters, unpaired surrogates or direction overrides`;

/** Every string in a request's body, query or path that is not plain text (packages/shared `plainTextProblem`), by field path. */
export function notPlainText(value: unknown, path: string): FieldError[] {
  if (typeof value === 'string') {
    if (!plainTextProblem(value)) return [];
    const field = path || 'body';
    return [{ field, rule: 'plainText', message: plainTextMessage(field) }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => notPlainText(item, path ? `${path}.${index}` : String(index)));
  // A parsed query string has no prototype.
  if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value)))
    return Object.entries(value).flatMap(([key, item]) => [
      ...notPlainText(key, path),
      ...notPlainText(item, path ? `${path}.${key}` : key),
    ]);
  return [];
}

/** A number as written in a path or query: decimal digits (no hex, exponent, sign or spaces). */
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The one global pipe: unknown properties are refused, payloads are transformed to their DTOs,
 * each failure names the field and the rule; free text is plain text; a number in the path or
 * the query is written in decimal (`/jobs/0x10` is refused, not read as 16).
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const errors = notPlainText(value, metadata.data ?? '');
      if (errors.length) throw DomainError.invalid(errors);
    }
    return super.transform(value, metadata);
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === Number && metadata.data && typeof value === 'string' && !DECIMAL_NUMBER.test(value))
      throw DomainError.invalid([{ field: metadata.data, rule: 'isInt', message: `${metadata.data} must be an integer number` }]);
    return super.transformPrimitive(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      return DomainError.invalid(flatten(errors), HttpStatus.BAD_REQUEST);
    },
  });
}
