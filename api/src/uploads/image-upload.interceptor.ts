import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { uploadCountMessage } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import { UploadsService } from './uploads.service';

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
          return reject(DomainError.field('file', 'maxCount', uploadCountMessage(1)));
        }
        reject(new DomainError((error as Error).message || 'Invalid upload', HttpStatus.BAD_REQUEST));
      });
    });
    return next.handle();
  }
}
