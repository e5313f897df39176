import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';

type AnswerOptions = { list?: boolean; status?: number; description?: string; nullable?: boolean };

/**
 * Documents a `{ result, message, data }` answer whose `data` is `model` (or a list of it):
 * `@ApiAnswerOf(CurrentUserDto)`. An array of models means `data` is one of them (a call whose
 * answer depends on its input). The envelope `ApiAnswer` is added by completeDocument.
 */
export function ApiAnswerOf(model: Type<unknown> | Type<unknown>[], options: AnswerOptions = {}) {
  const models = Array.isArray(model) ? model : [model];
  const one =
    models.length === 1
      ? { $ref: getSchemaPath(models[0]) }
      : { oneOf: models.map((m) => ({ $ref: getSchemaPath(m) })) };
  const data = options.list
    ? { type: 'array', items: one }
    : options.nullable
      ? { anyOf: [one, { type: 'null' }] }
      : one;
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: {
        allOf: [{ $ref: getSchemaPath('ApiAnswer') }, { type: 'object', required: ['data'], properties: { data } }],
      },
    }),
  );
}

/** Documents an answer that carries only `{ result, message }` (no `data`): schema `ApiMessage`. */
export function ApiMessageAnswer(options: { status?: number; description?: string } = {}) {
  return ApiResponse({
    status: options.status ?? 200,
    description: options.description ?? 'Success',
    schema: { $ref: getSchemaPath('ApiMessage') },
  });
}
