import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { DataSource, Repository } from 'typeorm';
import { ApiAnswerOf } from '../common/api-answer';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { USSD_API_MESSAGES } from '../i18n/messages/shared';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import { checkSignedLink, SIGNED_LINK_PATHS, usedDigest } from './signed-link';
import { SignedLinkUse } from './signed-link-use.entity';

export class CheckSignedLinkDto {
  @ApiProperty({ enum: SIGNED_LINK_PATHS, description: 'The page the link opened' })
  @IsIn(SIGNED_LINK_PATHS, { message: `path must be one of ${SIGNED_LINK_PATHS.join(', ')}` })
  path!: string;

  @ApiProperty({ example: '42.1764480000.abc…', description: 'The link\'s `wa` parameter' })
  @IsString()
  @MaxLength(80, { message: 'token must be at most 80 characters' })
  token!: string;
}

export class SignedLinkAnswerDto {
  @ApiProperty() path!: string;
  @ApiProperty({ description: 'Who the link is for, as the page greets them' }) first_name!: string;
  @ApiProperty({ example: '…123', description: "The last three digits of the account's phone" }) phone_hint!: string;
}

/**
 * The site's check of a signed link from the WhatsApp chat (docs/whatsapp.md "Links instead of
 * secrets"), called by the site's server, so the key stays in the API: the signature, the expiry
 * (on the injected clock) and one use. It signs nobody in: it says who the page is for.
 */
@ApiTags('whatsapp')
@Controller('whatsapp-links')
export class SignedLinkController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a signed link once: who it is for, or why it no longer works' })
  @ApiAnswerOf(SignedLinkAnswerDto, { description: "'Link checked'" })
  @ApiResponse({ status: 400, description: 'token: signature (not signed by GigMarket, or for another page)' })
  @ApiResponse({ status: 409, description: 'token: used (the link was already opened)' })
  @ApiResponse({ status: 410, description: 'token: expired' })
  async check(@Body() dto: CheckSignedLinkDto) {
    const now = this.clock.now();
    const checked = checkSignedLink(dto.path, dto.token, now, this.config.JWT_SECRET);
    const user = 'userId' in checked ? await this.users.findOne({ where: { id: checked.userId }, select: { id: true, first_name: true, phone: true, status: true } }) : null;
    if ('error' in checked && checked.error === 'expired')
      throw new DomainError(USSD_API_MESSAGES.linkExpired, HttpStatus.GONE, [{ field: 'token', rule: 'expired', message: USSD_API_MESSAGES.linkExpired }]);
    if (!('userId' in checked) || !user || user.status !== 'active')
      throw new DomainError(USSD_API_MESSAGES.linkInvalid, HttpStatus.BAD_REQUEST, [{ field: 'token', rule: 'signature', message: USSD_API_MESSAGES.linkInvalid }]);
    try {
      await this.dataSource.getRepository(SignedLinkUse).insert({ digest: usedDigest(dto.token), expires_at: checked.expiresAt, used_at: now });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DomainError(USSD_API_MESSAGES.linkUsed, HttpStatus.CONFLICT, [{ field: 'token', rule: 'used', message: USSD_API_MESSAGES.linkUsed }]);
      throw error;
    }
    const phone = user.phone ?? '';
    return ok(USSD_API_MESSAGES.linkChecked, { path: dto.path, first_name: user.first_name ?? '', phone_hint: phone ? `…${phone.slice(-3)}` : '' });
  }
}
