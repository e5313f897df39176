import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { ProfileUpdatedDto } from './dto/account-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { SPEC_MESSAGES } from '../i18n/messages/spec';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { UpdateProfileDto } from '../users/dto/update-profile.dto';
import { UsersService } from '../users/users.service';
import { TokenService } from '../auth/token.service';

/** Completing the profile after the code (`POST /users/profile`); named for its route, as its OpenAPI operation ids are. */
@ApiTags('users')
@Controller('users')
@UserTypes('employer', 'freelancer')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  @Post('profile')
  @HttpCode(200)
  @ApiOperation({ summary: 'updateProfile: completes the employer or freelancer profile after the code (docs/onboarding.md "After the code")' })
  @ApiAnswerOf(ProfileUpdatedDto, { description: "'Update Successful' (employers get a fresh token)" })
  @ApiResponse({ status: 400, description: 'Field errors' })
  async updateProfile(@CurrentUser() caller: AuthUser, @Body() dto: UpdateProfileDto) {
    const user = await this.users.updateProfile(caller, dto);
    if (dto.user_type !== 'employer') return ok(SPEC_MESSAGES.updateSuccessful, { user });
    const { token } = await this.tokens.issue(caller.id);
    return ok(SPEC_MESSAGES.updateSuccessful, { user, token });
  }
}
