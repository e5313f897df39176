import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Language } from '@gigmarket/shared';
import { ApiAnswerOf } from '../common/api-answer';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { AnswerLanguage } from '../i18n/answer-language';
import { OFFER_MESSAGES } from '../i18n/messages/offers';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { CreateOfferDto } from './offer.dto';
import { OfferPrefillDto, OfferViewDto } from './offer-answers.dto';
import { OffersService } from './offers.service';

/** Employers: "Book again" a freelancer they hired (docs/roster.md "Book again"). */
@ApiTags('offers')
@UserTypes('employer')
@ApiResponse({ status: 403, description: 'Not an employer' })
@Controller('employer')
export class EmployerOffersController {
  constructor(private readonly offers: OffersService) {}

  @Get('book-again/:freelancerId')
  @ApiAnswerOf(OfferPrefillDto)
  @ApiOperation({ summary: 'What "Book again" starts from: the caller’s last job with this freelancer (title, description, place, hours, pay)' })
  @ApiResponse({ status: 404, description: 'No such freelancer, or never hired by the caller' })
  @ApiResponse({ status: 409, description: 'Blocked by the caller' })
  async prefill(@CurrentUser() user: AuthUser, @Param('freelancerId', ParseIntPipe) freelancerId: number) {
    return ok(COMMON_MESSAGES.ok, await this.offers.prefill(user.id, freelancerId));
  }

  @Post('offers')
  @ApiAnswerOf(OfferViewDto, { status: 201 })
  @ApiOperation({ summary: 'Book again: a new unpublished job from the last one, offered to the freelancer until it expires; they are told by bell and SMS' })
  @ApiResponse({ status: 400, description: 'A field breaks its rule (a day that has passed, a bad amount)' })
  @ApiResponse({ status: 404, description: 'No such freelancer, or never hired by the caller' })
  @ApiResponse({ status: 409, description: 'Blocked by the caller' })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateOfferDto, @AnswerLanguage() language: Language) {
    return ok(OFFER_MESSAGES.sent, await this.offers.create(user.id, dto, language));
  }

  @Get('offers/:id')
  @ApiAnswerOf(OfferViewDto)
  @ApiOperation({ summary: 'One of the caller’s offers and its status' })
  @ApiResponse({ status: 404, description: 'Not the caller’s offer' })
  async show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, await this.offers.show('employer', user.id, id));
  }
}

/** Freelancers: an offer made to them, accepted or declined. */
@ApiTags('offers')
@UserTypes('freelancer')
@ApiResponse({ status: 403, description: 'Not a freelancer' })
@Controller('freelancer')
export class FreelancerOffersController {
  constructor(private readonly offers: OffersService) {}

  @Get('offers/:id')
  @ApiAnswerOf(OfferViewDto)
  @ApiOperation({ summary: 'An offer made to the caller' })
  @ApiResponse({ status: 404, description: 'Not an offer to the caller' })
  async show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, await this.offers.show('freelancer', user.id, id));
  }

  @Post('offers/:id/accept')
  @HttpCode(200)
  @ApiAnswerOf(OfferViewDto)
  @ApiOperation({ summary: 'pending -> accepted: the hire at the offered amount, ready to fund (one transaction); the employer is told' })
  @ApiResponse({ status: 404, description: 'Not an offer to the caller' })
  @ApiResponse({ status: 409, description: 'Already answered or expired' })
  async accept(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(OFFER_MESSAGES.accepted, await this.offers.accept(user.id, id));
  }

  @Post('offers/:id/decline')
  @HttpCode(200)
  @ApiAnswerOf(OfferViewDto)
  @ApiOperation({ summary: 'pending -> declined: the employer is told; the job opens to everyone if they chose so' })
  @ApiResponse({ status: 404, description: 'Not an offer to the caller' })
  @ApiResponse({ status: 409, description: 'Already answered or expired' })
  async decline(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(OFFER_MESSAGES.declined, await this.offers.decline(user.id, id));
  }
}
