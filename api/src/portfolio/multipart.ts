import type { Request, Response } from 'express';
import multer from 'multer';
import { DomainError } from '../common/domain-error';
import { message } from '../i18n/message';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import type { Message } from '../i18n/message';

export const MB = 1024 * 1024;

/**
 * Parses a multipart body into memory with limits read per request (settings may change):
 * too many files answers the spec's 'You can only upload maximum of {limit} files at a time'.
 */
export function parseMultipart(
  request: Request,
  response: Response,
  options: { field: string; maxFiles: number; maxFileBytes: number; tooLarge: Message },
): Promise<Express.Multer.File[]> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: options.maxFileBytes, files: options.maxFiles, fields: 10, fieldSize: 4096 },
  }).array(options.field, options.maxFiles);
  return new Promise((resolve, reject) => {
    parse(request, response, (error: unknown) => {
      if (!error) return resolve((request.files as Express.Multer.File[] | undefined) ?? []);
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return reject(DomainError.field(options.field, 'maxSize', options.tooLarge));
      if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') {
        return reject(DomainError.field(options.field, 'maxCount', message('spec.uploadCount', { limit: options.maxFiles })));
      }
      // The upload library's own words, as they are.
      reject((error as Error).message ? DomainError.foreign((error as Error).message) : new DomainError(COMMON_MESSAGES.invalidUpload));
    });
  });
}
