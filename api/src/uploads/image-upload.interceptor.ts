import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { DomainError } from '../common/domain-error';
import { UploadsService } from './uploads.service';
import { message } from '../i18n/message';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

const MB = 1024 * 1024;

/**
 * Multipart parsing for one image in field `file`, held in memory, with the size limit read from
 * settings on every request (an admin may change it). Multer's refusals become field errors.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  constructor(private readonly uploads: UploadsService) {}

  async intercept(context: ExecutionContext, next: CallHandler) {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const limitMb = await this.uploads.imageMaxMb();
    const parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: limitMb * MB, files: 1, fields: 5, parts: 6 },
    }).single('file');
    await new Promise<void>((resolve, reject) => {
      parse(request, response, (error: unknown) => {
        if (!error) return resolve();
        const code = (error as { code?: string }).code;
        if (code === 'LIMIT_FILE_SIZE') return reject(UploadsService.tooLarge(limitMb));
        if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_PART_COUNT') {
          return reject(DomainError.field('file', 'maxCount', message('spec.uploadCount', { limit: 1 })));
        }
        // The upload library's own words, as they are.
        reject((error as Error).message ? DomainError.foreign((error as Error).message) : new DomainError(COMMON_MESSAGES.invalidUpload));
      });
    });
    return next.handle();
  }
}
