import { HttpStatus } from '@nestjs/common';
import { Controller, Delete, Get, Param, ParseIntPipe, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { PortfolioViewDto } from './portfolio-answers.dto';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { ok } from '../common/api-response';
import { CurrentUser, Public, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { DomainError } from '../common/domain-error';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { MB, parseMultipart } from './multipart';
import { PortfolioService } from './portfolio.service';
import { PORTFOLIO_MESSAGES } from '../i18n/messages/market';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { message } from '../i18n/message';
import { SPEC_MESSAGES } from '../i18n/messages/spec';

/** Largest portfolio file (images and documents alike). */
export const PORTFOLIO_FILE_MAX_MB = 10;

@ApiTags('portfolio')
@Controller('portfolio')
export class PortfolioController {
  constructor(
    private readonly portfolio: PortfolioService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
  ) {}

  @UserTypes('freelancer')
  @Get()
  @ApiAnswerOf(PortfolioViewDto, { list: true })
  @ApiOperation({ summary: 'The caller’s portfolio items' })
  async list(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.portfolio.list(user.id));
  }

  @UserTypes('freelancer')
  @Post()
  @ApiOperation({ summary: 'Add portfolio items: files (images, doc, docx, pdf; checked by content; at most file_max per upload) and/or a link' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', maxLength: 150 },
        link: { type: 'string', format: 'uri' },
        files: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiAnswerOf(PortfolioViewDto, { list: true, status: 201, description: 'The caller’s portfolio items added (one per file, or one link item)' })
  @ApiResponse({ status: 400, description: "Wrong type, too large, 'You can only upload maximum of {limit} files at a time', title or link invalid" })
  async add(@CurrentUser() user: AuthUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const { fileMax } = await this.marketplace.get(this.dataSource.manager);
    const files = await parseMultipart(request, response, {
      field: 'files',
      maxFiles: fileMax,
      maxFileBytes: PORTFOLIO_FILE_MAX_MB * MB,
      tooLarge: COMMON_MESSAGES.portfolioFileTooLarge(PORTFOLIO_FILE_MAX_MB),
    });
    const body = (request.body ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(body).find((key) => key !== 'title' && key !== 'link');
    if (unknown) throw DomainError.field(unknown, 'unknown', message('validation.unknown', { field: unknown }));
    const title = typeof body.title === 'string' ? body.title.trim() : '';
    if (!title) throw DomainError.field('title', 'required', message('spec.fieldRequired', { field: 'title' }));
    if (title.length > 150) throw DomainError.field('title', 'maxLength', message('validation.maxLength', { field: 'title', max: 150 }));
    const link = typeof body.link === 'string' && body.link.trim() ? body.link.trim() : undefined;
    if (link && (!/^https?:\/\/[^\s]+$/i.test(link) || link.length > 255)) throw DomainError.field('link', 'isUrl', message('validation.webAddress', { field: 'link' }));
    return ok(PORTFOLIO_MESSAGES.added, await this.portfolio.add(user.id, title, link, files));
  }

  @UserTypes('freelancer')
  @Delete(':id')
  @ApiMessageAnswer()
  @ApiOperation({ summary: 'Delete one of the caller’s portfolio items (and its file)' })
  @ApiResponse({ status: 404, description: 'Missing or another freelancer’s' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.portfolio.remove(user.id, id);
    return ok(PORTFOLIO_MESSAGES.deleted);
  }

  @Public()
  @Get('files/:name')
  @ApiOperation({ summary: 'A portfolio file or profile video (random names; long-lived caching)' })
  @ApiResponse({ status: 404, description: 'No such file' })
  async file(@Param('name') name: string, @Res({ passthrough: true }) response: Response) {
    const file = await this.portfolio.storage.get(name);
    if (!file) throw new DomainError(SPEC_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(file.size));
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('Content-Disposition', file.contentType.startsWith('image/') || file.contentType.startsWith('video/') ? 'inline' : 'attachment');
    return new StreamableFile(file.stream);
  }
}
