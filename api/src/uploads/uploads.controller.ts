import { Controller, Get, HttpStatus, Param, Post, Query, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { UploadedImageDto } from './upload-answers.dto';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IMAGE_WIDTHS } from '@gigmarket/shared';
import type { Request, Response } from 'express';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import { DomainError } from '../common/domain-error';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { UploadsService } from './uploads.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { message } from '../i18n/message';
import { SPEC_MESSAGES } from '../i18n/messages/spec';

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @ApiBearerAuth()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Upload one image (company logo or identity image); stored at 400x400' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiAnswerOf(UploadedImageDto, { status: 201, description: "'Upload successful'; `filename` is what `avatar` carries" })
  @ApiResponse({ status: 400, description: 'Not an image, too large, or more than one file' })
  async upload(@Req() request: Request) {
    const file = request.file;
    if (!file) throw DomainError.field('file', 'required', message('spec.fieldRequired', { field: 'file' }), HttpStatus.BAD_REQUEST);
    return ok(COMMON_MESSAGES.uploadSuccessful, await this.uploads.storeImage(file.buffer));
  }

  @Public()
  @Get(':filename')
  @ApiOperation({ summary: 'An uploaded image, with its content type and long-lived caching; with `w`, as WebP at that width' })
  @ApiParam({ name: 'filename' })
  @ApiQuery({ name: 'w', required: false, enum: [...IMAGE_WIDTHS], description: 'WebP at this width (pixels), for the size a page shows' })
  @ApiResponse({ status: 400, description: 'w is not one of the widths' })
  @ApiResponse({ status: 404, description: 'No such file' })
  async file(@Param('filename') filename: string, @Query('w') w: string | undefined, @Res({ passthrough: true }) response: Response) {
    const file = w === undefined ? await this.uploads.open(filename) : await this.uploads.openWebp(filename, UploadsService.width(w));
    if (!file) throw new DomainError(SPEC_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(file.size));
    // Names are random and never reused, so the bytes behind a name never change.
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.stream);
  }
}
