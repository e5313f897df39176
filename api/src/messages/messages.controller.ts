import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { MB, parseMultipart } from '../portfolio/multipart';
import { sniffFileKind, type FileKind } from '../portfolio/file-kinds';
import { PORTFOLIO_FILE_MAX_MB } from '../portfolio/portfolio.controller';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';
import type { Request, Response } from 'express';
import { type Language } from '@gigmarket/shared';
import { AskedLanguage } from '../i18n/answer-language';
import { ok } from '../common/api-response';
import { CurrentUser } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { MessageStreams } from './message-streams';
import { MessageReportedDto, ReportMessageDto, SendMessageDto, SmsPreferencesDto, ThreadDto, ThreadMessageDto, ThreadSummaryDto, UnreadDto } from './messages.dto';
import { MessagesService } from './messages.service';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { SenderLimited } from '../auth/rate-limit/auth-throttler.guard';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { MESSAGING_MESSAGES } from '../i18n/messages/shared';
import { message } from '../i18n/message';

/** Job-scoped conversations: the two sides of an application (docs/conversations.md). */
@ApiTags('messages')
@ApiExtraModels(ThreadDto, ThreadMessageDto, ThreadSummaryDto, UnreadDto, SmsPreferencesDto)
@ApiResponse({ status: 401, description: 'Not signed in' })
@Controller()
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly streams: MessageStreams,
    @InjectAdminSettings() private readonly settings: Repository<AdminSettings>,
  ) {}

  @Get('applications/:id/messages')
  @ApiOperation({ summary: 'The thread of an application (participants only); marks the other side’s messages seen' })
  @ApiAnswerOf(ThreadDto, { status: 200, description: '`data: Thread`' })
  @ApiResponse({ status: 404, description: 'Missing application, or the caller is not one of its two sides' })
  async list(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AskedLanguage() language?: Language) {
    return ok(COMMON_MESSAGES.ok, await this.messages.thread(id, user.id, true, language));
  }

  @Post('applications/:id/messages')
  @Idempotent('message')
  @SenderLimited()
  @ApiOperation({ summary: 'Send a message in the thread; the other side receives it live and may get an SMS nudge' })
  @ApiAnswerOf(ThreadMessageDto, { status: 201, description: '`data: ThreadMessage`' })
  @ApiResponse({ status: 400, description: 'Empty or longer than 2,000 characters (field errors)' })
  @ApiResponse({ status: 403, description: 'One side blocked the other' })
  @ApiResponse({ status: 404, description: 'Missing application, or the caller is not one of its two sides' })
  @ApiResponse({ status: 429, description: 'More than MESSAGES_PER_USER_PER_MINUTE messages this minute (Retry-After)' })
  async send(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: SendMessageDto) {
    return ok(MESSAGING_MESSAGES.sent, await this.messages.send(id, user.id, dto.body));
  }

  @Post('applications/:id/messages/attachment')
  @SenderLimited()
  @ApiOperation({ summary: 'Send a message with an image (JPEG, PNG, WebP, GIF; at most image_max MB) or a PDF (at most 10 MB), checked by content' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, body: { type: 'string', maxLength: 2000 } } } })
  @ApiAnswerOf(ThreadMessageDto, { status: 201, description: '`data: ThreadMessage` (`attachment`: the file kind)' })
  @ApiResponse({ status: 400, description: 'No file, wrong type or too large (field `file`), body too long' })
  @ApiResponse({ status: 403, description: 'One side blocked the other' })
  @ApiResponse({ status: 404, description: 'Not a participant' })
  @ApiResponse({ status: 429, description: 'More than MESSAGES_PER_USER_PER_MINUTE messages this minute (Retry-After)' })
  async sendAttachment(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.messages.facts(id, user.id);
    const files = await parseMultipart(req, res, { field: 'file', maxFiles: 1, maxFileBytes: PORTFOLIO_FILE_MAX_MB * MB, tooLarge: COMMON_MESSAGES.fileTooLarge(PORTFOLIO_FILE_MAX_MB) });
    const file = files[0];
    if (!file) throw DomainError.field('file', 'required', message('validation.required', { field: 'file' }));
    const kind = sniffFileKind(file.buffer);
    const allowed: FileKind[] = ['jpg', 'png', 'gif', 'webp', 'pdf'];
    if (!kind || !allowed.includes(kind)) throw DomainError.field('file', 'type', message('messaging.attachmentType'));
    if (kind !== 'pdf') {
      const [settings] = await this.settings.find({ take: 1, order: { id: 'ASC' } });
      const imageMax = settings?.image_max && settings.image_max > 0 ? settings.image_max : 5;
      if (file.size > imageMax * MB) throw DomainError.field('file', 'maxSize', COMMON_MESSAGES.imageTooLarge(imageMax));
    }
    const body = typeof (req.body as Record<string, unknown>)?.body === 'string' ? String((req.body as Record<string, unknown>).body) : '';
    return ok(MESSAGING_MESSAGES.sent, await this.messages.send(id, user.id, body, { kind, data: file.buffer }));
  }

  @Get('messages/:id/attachment')
  @ApiOperation({ summary: 'A message’s attachment, for the thread’s two participants only' })
  @ApiProduces('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf')
  @ApiResponse({ status: 200, description: 'The file' })
  @ApiResponse({ status: 404, description: 'No attachment, or not a participant' })
  async attachment(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) res: Response) {
    const file = await this.messages.attachment(id, user.id);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', file.contentType.startsWith('image/') ? 'inline' : 'attachment');
    return new StreamableFile(file.stream);
  }

  @Post('applications/:id/messages/block')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block the other side: no more messages either way; the hire itself continues' })
  @ApiMessageAnswer({ description: 'Blocked (idempotent)' })
  @ApiResponse({ status: 404, description: 'Not a participant' })
  async block(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.messages.block(id, user.id);
    return ok(MESSAGING_MESSAGES.blockedSaved);
  }

  @Delete('applications/:id/messages/block')
  @ApiOperation({ summary: 'Lift the caller’s block' })
  @ApiMessageAnswer({ description: 'Unblocked (idempotent)' })
  @ApiResponse({ status: 404, description: 'Not a participant' })
  async unblock(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.messages.unblock(id, user.id);
    return ok(MESSAGING_MESSAGES.unblocked);
  }

  @Post('messages/:id/report')
  @Idempotent('report-message')
  @ApiOperation({ summary: 'Report the other side’s message to the administrators' })
  @ApiAnswerOf(MessageReportedDto, { status: 201 })
  @ApiResponse({ status: 400, description: 'Own message' })
  @ApiResponse({ status: 404, description: 'Missing message, or not a participant' })
  @ApiResponse({ status: 409, description: 'Already reported by the caller' })
  async report(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ReportMessageDto) {
    return ok(MESSAGING_MESSAGES.reported, await this.messages.report(id, user.id, dto.reason));
  }

  @Get('messages/unread')
  @ApiOperation({ summary: 'The caller’s unread messages over all threads (the badge)' })
  @ApiAnswerOf(UnreadDto, { status: 200, description: '`data: { unread }`' })
  async unread(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, { unread: await this.messages.unread(user.id) });
  }

  @Get('messages/threads')
  @ApiOperation({ summary: 'The caller’s conversations, newest activity first, with unread counts (the inbox)' })
  @ApiAnswerOf(ThreadSummaryDto, { list: true })
  async threads(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.messages.threads(user.id));
  }

  @Get('account/sms-preferences')
  @ApiOperation({ summary: 'The caller’s SMS switches: message nudges and job alerts' })
  @ApiAnswerOf(SmsPreferencesDto, { status: 200, description: '`data: SmsPreferences`' })
  async preferences(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.messages.smsPreferences(user.id));
  }

  @Put('account/sms-preferences')
  @ApiOperation({ summary: 'Turn SMS message nudges and/or job alerts on or off' })
  @ApiAnswerOf(SmsPreferencesDto, { status: 200, description: '`data: SmsPreferences`' })
  @ApiResponse({ status: 400, description: 'Not booleans' })
  async setPreferences(@CurrentUser() user: AuthUser, @Body() dto: SmsPreferencesDto) {
    return ok(MESSAGING_MESSAGES.preferencesSaved, await this.messages.setSmsPreferences(user.id, dto));
  }

  @Get('messages/stream')
  @ApiOperation({
    summary: 'Server-Sent Events for the caller: `message`, `seen` and `unread` events (MessageStreamEvent in packages/shared)',
  })
  @ApiProduces('text/event-stream')
  @ApiResponse({ status: 200, description: 'An open text/event-stream; first event `unread`' })
  async stream(@CurrentUser() user: AuthUser, @Req() req: Request, @Res() res: Response) {
    this.streams.attach(user, req, res, await this.messages.unread(user.id));
  }
}
