import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
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

/**
 * The one global pipe: unknown properties are refused, payloads are transformed to their DTOs,
 * and each failure names the field and the rule.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      return DomainError.invalid(flatten(errors), HttpStatus.BAD_REQUEST);
    },
  });
}
