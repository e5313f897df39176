import { Body, Controller, Delete, Get, HttpStatus, Param, ParseIntPipe, Post, Put, Req, Res } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { EmployerPublicProfileDto, FreelancerPublicProfileDto, LanguageSavedDto, ProfileVideoDto, SkillItemDto, SocialLinkViewDto } from './profile-answers.dto';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DataSource, Repository } from 'typeorm';

import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { DomainError } from '../common/domain-error';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { MB, parseMultipart } from '../portfolio/multipart';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import { LanguageDto } from '../trust/trust.dto';
import { TRUST_MESSAGES } from '../i18n/messages/trust';
import { SkillsDto, SocialLinksDto } from './profile-extras.dto';
import { ProfileExtrasService } from './profile-extras.service';
import { PublicProfileService } from './public-profile.service';
import { COMMON_MESSAGES, SPEC_MESSAGES } from '../i18n/messages/spec';
import { message } from '../i18n/message';

@ApiTags('profiles')
@Controller()
export class ProfilesController {
  constructor(
    private readonly profiles: PublicProfileService,
    private readonly extras: ProfileExtrasService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly marketplace: MarketplaceSettingsService,
  ) {}

  @UserTypes('employer', 'freelancer')
  @Get('profiles/:userId')
  @ApiAnswerOf([FreelancerPublicProfileDto, EmployerPublicProfileDto])
  @ApiOperation({ summary: 'A public profile: a freelancer’s skills, job types, industries, portfolio and links; an employer’s company' })
  @ApiResponse({ status: 404, description: 'No such employer or freelancer' })
  async show(@Param('userId', ParseIntPipe) userId: number, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.profiles.profile(userId, language));
  }

  @UserTypes('employer', 'freelancer')
  @Put('profile/language')
  @ApiAnswerOf(LanguageSavedDto)
  @ApiOperation({ summary: 'The language of the messages the platform sends the caller (rate requests): en or fr' })
  async setLanguage(@CurrentUser() user: AuthUser, @Body() dto: LanguageDto) {
    await this.users.update({ id: user.id }, { language: dto.language });
    return ok(TRUST_MESSAGES.languageSaved, { language: dto.language });
  }

  @UserTypes('freelancer')
  @Get('profile/skills')
  @ApiAnswerOf(SkillItemDto, { list: true })
  @ApiOperation({ summary: 'The caller’s skills' })
  async skills(@CurrentUser() user: AuthUser, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.extras.skills(user.id, language));
  }

  @UserTypes('freelancer')
  @Put('profile/skills')
  @ApiAnswerOf(SkillItemDto, { list: true })
  @ApiOperation({ summary: 'Replace the caller’s skills' })
  async setSkills(@CurrentUser() user: AuthUser, @Body() dto: SkillsDto, @AnswerLanguage() language: Language) {
    return ok(SPEC_MESSAGES.updateSuccessful, await this.extras.setSkills(user.id, dto.skill_ids, language));
  }

  @UserTypes('employer', 'freelancer')
  @Get('profile/social-links')
  @ApiAnswerOf(SocialLinkViewDto, { list: true })
  @ApiOperation({ summary: 'The caller’s social links' })
  async socialLinks(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.extras.socialLinks(user.id));
  }

  @UserTypes('employer', 'freelancer')
  @Put('profile/social-links')
  @ApiAnswerOf(SocialLinkViewDto, { list: true })
  @ApiOperation({ summary: 'Replace the caller’s social links (one per network name)' })
  async setSocialLinks(@CurrentUser() user: AuthUser, @Body() dto: SocialLinksDto) {
    return ok(SPEC_MESSAGES.updateSuccessful, await this.extras.setSocialLinks(user.id, dto.links));
  }

  @UserTypes('freelancer')
  @Post('profile/video')
  @ApiOperation({ summary: 'Upload the profile video (MP4, MOV or WebM by content; at most adminsettings.video_max MB, 50 by default)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiAnswerOf(ProfileVideoDto, { status: 201 })
  @ApiResponse({ status: 400, description: 'Not a video, too large, or more than one file' })
  async video(@CurrentUser() user: AuthUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const { videoMaxMb } = await this.marketplace.get(this.dataSource.manager);
    const [file] = await parseMultipart(request, response, {
      field: 'file',
      maxFiles: 1,
      maxFileBytes: videoMaxMb * MB,
      tooLarge: COMMON_MESSAGES.videoTooLarge(videoMaxMb),
    });
    if (!file) throw DomainError.field('file', 'required', message('spec.fieldRequired', { field: 'file' }), HttpStatus.BAD_REQUEST);
    return ok(SPEC_MESSAGES.updateSuccessful, await this.extras.setVideo(user.id, file.buffer));
  }

  @UserTypes('freelancer')
  @Delete('profile/video')
  @ApiMessageAnswer()
  @ApiOperation({ summary: 'Remove the profile video' })
  async removeVideo(@CurrentUser() user: AuthUser) {
    await this.extras.removeVideo(user.id);
    return ok(SPEC_MESSAGES.updateSuccessful);
  }
}
