import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldError } from './api-response';

/**
 * A refusal with the spec's message and, when it concerns a field, the same shape as validation
 * errors so forms and react-admin show it beside the field.
 */
export class DomainError extends HttpException {
  constructor(
    message: string,
    status: HttpStatus = HttpStatus.BAD_REQUEST,
    readonly fieldErrors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message, status);
  }

  static field(field: string, rule: string, message: string, status = HttpStatus.BAD_REQUEST): DomainError {
    return new DomainError(message, status, [{ field, rule, message }]);
  }
}
