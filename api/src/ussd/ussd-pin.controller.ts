import { Body, Controller, Get, HttpCode, Put } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { USSD_API_MESSAGES } from '@gigmarket/shared';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { UssdPinService } from './ussd-pin.service';
import { USSD_API_MESSAGES as USSD_ANSWERS } from '../i18n/messages/shared';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

export const USSD_PIN_MESSAGES = { saved: USSD_API_MESSAGES.pinSaved, status: 'OK' } as const;

export class SetUssdPinDto {
  @ApiProperty({ example: '4821', description: 'Four digits' })
  @Matches(/^\d{4}$/, { message: 'pin must be 4 digits' })
  pin!: string;
}

export class UssdPinStatusDto {
  @ApiProperty() set!: boolean;
  @ApiProperty() locked!: boolean;
}

/** The site's account page sets the PIN that guards the USSD money screens (docs/ussd.md). */
@ApiTags('ussd')
@Controller('profile/ussd-pin')
@UserTypes('freelancer')
export class UssdPinController {
  constructor(private readonly pins: UssdPinService) {}

  @Get()
  @ApiOperation({ summary: 'Whether the caller has a USSD PIN, and whether it is locked' })
  @ApiAnswerOf(UssdPinStatusDto)
  async status(@CurrentUser() user: AuthUser) {
    const [set, locked] = await Promise.all([this.pins.hasPin(user.id), this.pins.isLocked(user.id)]);
    return ok(COMMON_MESSAGES.ok, { set, locked });
  }

  @Put()
  @HttpCode(200)
  @ApiOperation({ summary: 'Set or change the USSD PIN (stored hashed; clears a lock)' })
  @ApiAnswerOf(UssdPinStatusDto, { description: "'USSD PIN saved'" })
  @ApiResponse({ status: 400, description: 'pin: 4 digits' })
  async set(@CurrentUser() user: AuthUser, @Body() dto: SetUssdPinDto) {
    await this.pins.set(user.id, dto.pin);
    return ok(USSD_ANSWERS.pinSaved, { set: true, locked: false });
  }
}
