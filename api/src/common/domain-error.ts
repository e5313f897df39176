import { HttpException, HttpStatus } from '@nestjs/common';
import { render } from '../i18n/i18n';
import type { Message, Said } from '../i18n/message';
import type { FieldError } from './api-response';

/** A field's failure said by key: the field, the rule it broke and the message to show beside it. */
export interface KeyedFieldError {
  field: string;
  rule: string;
  message: Message;
}

/**
 * A refusal by catalogue key and values (api/src/i18n/messages) and, when it concerns a field, the
 * same shape as validation errors so forms and react-admin show it beside the field. The exception
 * filter draws it in the caller's language (docs/i18n.md); `message` and `fieldErrors` hold the
 * English, for logs and for code that reads them.
 */
export class DomainError extends HttpException {
  readonly fieldErrors: FieldError[];
  /** Per field error, its key (null for a validation library's text). */
  readonly fieldSaid: Array<Message | null>;

  constructor(
    readonly said: Message | null,
    status: HttpStatus = HttpStatus.BAD_REQUEST,
    fieldErrors: Array<KeyedFieldError | FieldError> = [],
    readonly extra: Record<string, unknown> = {},
    text?: string,
    /** Whether a text without a key is answered as it is (else recognised as the validation library's). */
    private readonly asIs = false,
  ) {
    super(said ? render('en', said) : (text ?? ''), status);
    this.fieldErrors = fieldErrors.map((error) =>
      typeof error.message === 'string' ? (error as FieldError) : { ...error, message: render('en', error.message) },
    );
    this.fieldSaid = fieldErrors.map((error) => (typeof error.message === 'string' ? null : error.message));
  }

  static field(field: string, rule: string, message: Message, status = HttpStatus.BAD_REQUEST): DomainError {
    return new DomainError(message, status, [{ field, rule, message }]);
  }

  /**
   * Failures worded by the validation library (class-validator and the DTOs' `message:`s), which
   * has no keys: the filter recognises their texts against the catalogue.
   */
  static invalid(fieldErrors: FieldError[], status = HttpStatus.BAD_REQUEST): DomainError {
    return new DomainError(null, status, fieldErrors, {}, fieldErrors[0]?.message ?? render('en', { key: 'common.invalidRequest' }));
  }

  /** A text another system wrote (an upload library's, the payment provider's), answered as it is. */
  static foreign(text: string, status = HttpStatus.BAD_REQUEST, fieldErrors: FieldError[] = []): DomainError {
    return new DomainError(null, status, fieldErrors, {}, text, true);
  }

  /** What this refusal says by key, for the body the filter writes. */
  get keyed(): Said {
    return { ...(this.said ? { message: this.said } : {}), details: this.fieldSaid, ...(this.asIs ? { asIs: true } : {}) };
  }
}
