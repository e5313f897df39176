import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAnswerOf } from '../openapi/api-answer';
import { ProfileUpdatedDto } from '../account/dto/account-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UsersService } from './users.service';
import { SPEC_MESSAGES } from '../i18n/messages/spec';

@ApiTags('users')
@Controller('users')
@UserTypes('employer', 'freelancer')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post('profile')
  @HttpCode(200)
  @ApiOperation({ summary: 'updateProfile: the employer or freelancer payload of spec section 3' })
  @ApiAnswerOf(ProfileUpdatedDto, { description: "'Update Successful' (employers get a fresh token)" })
  @ApiResponse({ status: 400, description: 'Field errors' })
  async updateProfile(@CurrentUser() caller: AuthUser, @Body() dto: UpdateProfileDto) {
    return ok(SPEC_MESSAGES.updateSuccessful, await this.users.updateProfile(caller, dto));
  }
}
