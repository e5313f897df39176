import { Controller, Get, HttpStatus, NotFoundException, Param, Post, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiAnswerOf } from '../openapi/api-answer';
import { UploadedImageDto } from './upload-answers.dto';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import { DomainError } from '../common/domain-error';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { UploadsService } from './uploads.service';

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
    if (!file) throw DomainError.field('file', 'required', 'file field is required', HttpStatus.BAD_REQUEST);
    return ok('Upload successful', await this.uploads.storeImage(file.buffer));
  }

  @Public()
  @Get(':filename')
  @ApiOperation({ summary: 'An uploaded image, with its content type and long-lived caching' })
  @ApiParam({ name: 'filename' })
  @ApiResponse({ status: 404, description: 'No such file' })
  async file(@Param('filename') filename: string, @Res({ passthrough: true }) response: Response) {
    const file = await this.uploads.open(filename);
    if (!file) throw new NotFoundException('Not found');
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(file.size));
    // Names are random and never reused, so the bytes behind a name never change.
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.stream);
  }
}
