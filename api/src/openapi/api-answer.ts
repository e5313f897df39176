import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/**
 * Documents a `{ result, message, data }` answer whose `data` is `model` (or a list of it):
 * `@ApiAnswerOf(CurrentUserDto)`. The envelope `ApiAnswer` is added by completeDocument.
 */
export function ApiAnswerOf(model: Type<unknown>, options: { list?: boolean; status?: number; description?: string } = {}) {
  const data = options.list ? { type: 'array', items: { $ref: getSchemaPath(model) } } : { $ref: getSchemaPath(model) };
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: { allOf: [{ $ref: getSchemaPath('ApiAnswer') }, { type: 'object', required: ['data'], properties: { data } }] },
    }),
  );
}
