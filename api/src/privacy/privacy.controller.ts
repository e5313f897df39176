import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAnswerOf } from '../common/api-answer';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { PRIVACY_MESSAGES } from '../i18n/messages/privacy';
import { ConsentsService } from '../consents/consents.service';
import { DataExportService } from './data-export.service';
import { ConsentStateDto, DataExportDto, SetConsentDto } from './privacy.dto';

/** The account page's Privacy section (docs/privacy.md): consents and "Download my data". */
@ApiTags('privacy')
@UserTypes('employer', 'freelancer')
@Controller('privacy')
export class PrivacyController {
  constructor(
    private readonly consents: ConsentsService,
    private readonly exports: DataExportService,
  ) {}

  @Get('consents')
  @ApiAnswerOf(ConsentStateDto, { list: true, description: 'Each consent with its state, the version agreed to, when and where' })
  @ApiOperation({ summary: 'The caller’s consents' })
  async listConsents(@CurrentUser() caller: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.consents.states(caller.id));
  }

  @Put('consents')
  @HttpCode(200)
  @ApiAnswerOf(ConsentStateDto, { list: true, description: 'Every consent, after the change' })
  @ApiOperation({ summary: 'Give or withdraw a consent (recorded with the wording’s version, the time and the channel)' })
  async setConsent(@CurrentUser() caller: AuthUser, @Body() dto: SetConsentDto) {
    return ok(PRIVACY_MESSAGES.consentSaved, await this.consents.set(caller.id, dto.kind, dto.granted, 'site'));
  }

  @Get('exports')
  @ApiAnswerOf(DataExportDto, { list: true, description: 'The caller’s latest data downloads, newest first' })
  @ApiOperation({ summary: 'The caller’s data downloads' })
  async listExports(@CurrentUser() caller: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.exports.list(caller.id));
  }

  @Post('exports')
  @HttpCode(202)
  @ApiAnswerOf(DataExportDto, { status: 202, description: 'Asked for: `pending`, built in the background; the caller is told by SMS and on the bell' })
  @ApiOperation({ summary: 'Download my data: ask for a ZIP of everything held about the caller' })
  @ApiResponse({ status: 429, description: 'Three requests in the last 24 hours' })
  async requestExport(@CurrentUser() caller: AuthUser) {
    return ok(PRIVACY_MESSAGES.exportRequested, await this.exports.request(caller.id, 'site'));
  }

  @Get('exports/:id/download')
  @ApiOperation({ summary: 'The ZIP, for its owner only, for 24 hours after it is ready' })
  @ApiResponse({ status: 200, description: 'The ZIP', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 404, description: 'No such download of the caller’s' })
  @ApiResponse({ status: 409, description: 'Not ready yet' })
  @ApiResponse({ status: 410, description: 'Expired' })
  async download(@CurrentUser() caller: AuthUser, @Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) res: Response) {
    const file = await this.exports.open(caller.id, id);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
    return new StreamableFile(file.stream);
  }
}

/** The back office asks for a person's archive; it goes to the person, never to the admin. */
@ApiTags('admin: privacy')
@UserTypes('superadmin')
@Controller('admin/users')
export class AdminPrivacyController {
  constructor(private readonly exports: DataExportService) {}

  @Post(':id/data-export')
  @HttpCode(202)
  @ApiAnswerOf(DataExportDto, { status: 202, description: '`pending`; the person is told by SMS and on the bell and downloads it from their account' })
  @ApiOperation({ summary: 'Ask for a person’s "Download my data" archive on their behalf (superadmin); only the person can download it' })
  @ApiResponse({ status: 404, description: 'No such user' })
  @ApiResponse({ status: 422, description: 'Not an employer or freelancer' })
  @ApiResponse({ status: 429, description: 'Three requests for this person in the last 24 hours' })
  async request(@CurrentUser() admin: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(PRIVACY_MESSAGES.exportRequested, await this.exports.request(id, 'admin', admin.id));
  }
}
