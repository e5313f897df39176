import { Body, Controller, Get, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

import { ok } from '../common/api-response';
import { CurrentUser, Public } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { AuthService } from './auth.service';
import { AdminLoginDto, ForgotPasswordDto, LoginDto, ProcessPasswordDto, ProcessVerificationDto, ResendVerificationDto } from './dto/code-request.dto';
import { RegisterDto } from './dto/register.dto';
import { AuthThrottlerGuard } from './rate-limit/auth-throttler.guard';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { CodeSentDto, PasswordCodeConfirmedDto, SignedInDto } from './dto/auth-answers.dto';
import { CurrentUserDto } from '../users/current-user';
import { pickLanguage } from '../i18n/i18n';
import { COMMON_MESSAGES, SPEC_MESSAGES } from '../i18n/messages/spec';

const TOO_MANY = { status: 429, description: 'Rate limited: `Retry-After` header and `retryAfter` (seconds) in the body' };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('register')
  @ApiOperation({
    summary: 'register: an unverified account and a code to its phone (action register)',
    description: "The account's language (its SMS and notifications) is the request's `Accept-Language` (en or fr).",
  })
  @ApiAnswerOf(CodeSentDto, { status: 201, description: "'A security code has been sent to your phone number'" })
  @ApiResponse({ status: 400, description: 'Field errors, each with its field, rule and message (docs/onboarding.md "Form fields: rules and messages")' })
  @ApiResponse({ status: 409, description: 'Phone or email already registered' })
  @ApiResponse({ status: 502, description: "'Access Denied' with the SMS provider's message in `error`; no account is kept" })
  @ApiResponse(TOO_MANY)
  async register(@Body() dto: RegisterDto, @Headers('accept-language') acceptLanguage?: string) {
    // The language the visitor chose before signing up becomes the account's (its code SMS included).
    return ok(SPEC_MESSAGES.codeSent, await this.auth.register(dto, pickLanguage(acceptLanguage)));
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: "login: a code to a verified user's phone (action login)" })
  @ApiAnswerOf(CodeSentDto, { description: 'Code sent' })
  @ApiResponse({ status: 401, description: "'Invalid login credentials'" })
  @ApiResponse({ status: 403, description: "'unverified'" })
  @ApiResponse({ status: 502, description: "'Access Denied' with the provider's message in `error`" })
  @ApiResponse(TOO_MANY)
  async login(@Body() dto: LoginDto) {
    return ok(SPEC_MESSAGES.codeSent, await this.auth.login(dto));
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('resend-verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'resendVerification: a fresh code (not within 30 s, at most 5 an hour)' })
  @ApiAnswerOf(CodeSentDto, { description: 'Code sent' })
  @ApiResponse({ status: 404, description: "'Invalid User ID'" })
  @ApiResponse(TOO_MANY)
  async resend(@Body() dto: ResendVerificationDto) {
    return ok(SPEC_MESSAGES.codeSent, await this.auth.resend(dto));
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('process-verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'processVerification: login/register answer { token, user }; password answers { username, code }' })
  @ApiAnswerOf([SignedInDto, PasswordCodeConfirmedDto], { description: 'Code accepted: { token, user } (login, register) or { username, code } (password)' })
  @ApiResponse({ status: 400, description: "'Invalid or expired code', or dead after 5 wrong tries" })
  @ApiResponse(TOO_MANY)
  async processVerification(@Body() dto: ProcessVerificationDto) {
    return ok(COMMON_MESSAGES.verificationSuccessful, await this.auth.processVerification(dto));
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'forgotPassword: a password code to the phone of the account (phone digits or email)' })
  @ApiAnswerOf(CodeSentDto, { description: 'Code sent (action password)' })
  @ApiResponse({ status: 404, description: "'Invalid User ID'" })
  @ApiResponse(TOO_MANY)
  async forgotPassword(@Body() dto: ForgotPasswordDto) {
    return ok(SPEC_MESSAGES.codeSent, await this.auth.forgotPassword(dto));
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('process-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'processPassword: new password with the confirmed code; every token of the user is revoked' })
  @ApiMessageAnswer({ description: "'Your password has been reset'" })
  @ApiResponse({ status: 400, description: "'We could not reset your password' or field errors" })
  @ApiResponse(TOO_MANY)
  async processPassword(@Body() dto: ProcessPasswordDto) {
    await this.auth.processPassword(dto);
    return ok(SPEC_MESSAGES.passwordReset);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('admin/login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Back-office sign-in (superadmin and admins with a role)' })
  @ApiAnswerOf(SignedInDto)
  @ApiResponse({ status: 401, description: "'Invalid login credentials' (also for employers and freelancers)" })
  @ApiResponse(TOO_MANY)
  async adminLogin(@Body() dto: AdminLoginDto) {
    return ok(COMMON_MESSAGES.loginSuccessful, await this.auth.adminLogin(dto));
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Current user with current_route, permissions and profile_complete' })
  @ApiAnswerOf(CurrentUserDto)
  @ApiResponse({ status: 401, description: 'Not signed in' })
  async me(@CurrentUser() caller: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.auth.me(caller));
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revokes the token used for this call' })
  @ApiMessageAnswer()
  @ApiResponse({ status: 401, description: 'Not signed in' })
  async logout(@CurrentUser() caller: AuthUser) {
    await this.auth.logout(caller);
    return ok(COMMON_MESSAGES.loggedOut);
  }
}
