import { Controller, Delete, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { ROSTER_MESSAGES } from '../i18n/messages/roster';
import { BlockedFreelancerDto, HiddenEmployerDto, RosterChangeDto, RosterEntryDto } from './roster-answers.dto';
import { RosterService } from './roster.service';

/** Employers: their roster of favourite freelancers and the freelancers they blocked (docs/roster.md). */
@ApiTags('roster')
@UserTypes('employer')
@ApiResponse({ status: 403, description: 'Not an employer' })
@Controller('employer')
export class EmployerRosterController {
  constructor(private readonly roster: RosterService) {}

  @Get('favourites')
  @ApiAnswerOf(RosterEntryDto, { list: true })
  @ApiOperation({ summary: 'The roster: favourite freelancers, newest added first, with rating, reliability, badge and last job' })
  async list(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.roster.roster(user.id));
  }

  @Put('favourites/:freelancerId')
  @ApiAnswerOf(RosterChangeDto)
  @ApiOperation({ summary: 'Add a freelancer the caller hired to their favourites (idempotent)' })
  @ApiResponse({ status: 403, description: 'Never hired by the caller' })
  @ApiResponse({ status: 404, description: 'No such freelancer' })
  @ApiResponse({ status: 409, description: 'Blocked by the caller' })
  async add(@CurrentUser() user: AuthUser, @Param('freelancerId', ParseIntPipe) freelancerId: number) {
    return ok(ROSTER_MESSAGES.favouriteAdded, await this.roster.addFavourite(user.id, freelancerId));
  }

  @Delete('favourites/:freelancerId')
  @ApiMessageAnswer()
  @ApiOperation({ summary: 'Remove a freelancer from the caller’s favourites' })
  @ApiResponse({ status: 404, description: 'Not among the caller’s favourites' })
  async remove(@CurrentUser() user: AuthUser, @Param('freelancerId', ParseIntPipe) freelancerId: number) {
    await this.roster.removeFavourite(user.id, freelancerId);
    return ok(ROSTER_MESSAGES.favouriteRemoved);
  }

  @Get('blocks')
  @ApiAnswerOf(BlockedFreelancerDto, { list: true })
  @ApiOperation({ summary: 'The freelancers the caller blocked, newest first' })
  async blocks(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.roster.listBlocks(user.id));
  }

  @Put('blocks/:freelancerId')
  @ApiAnswerOf(RosterChangeDto)
  @ApiOperation({ summary: 'Block a freelancer the caller hired (idempotent): they no longer see or apply to the caller’s jobs, and leave their favourites and applicants' })
  @ApiResponse({ status: 403, description: 'Never hired by the caller' })
  @ApiResponse({ status: 404, description: 'No such freelancer' })
  async block(@CurrentUser() user: AuthUser, @Param('freelancerId', ParseIntPipe) freelancerId: number) {
    return ok(ROSTER_MESSAGES.blocked, await this.roster.block(user.id, freelancerId));
  }

  @Delete('blocks/:freelancerId')
  @ApiMessageAnswer()
  @ApiOperation({ summary: 'Unblock a freelancer' })
  @ApiResponse({ status: 404, description: 'Not blocked by the caller' })
  async unblock(@CurrentUser() user: AuthUser, @Param('freelancerId', ParseIntPipe) freelancerId: number) {
    await this.roster.unblock(user.id, freelancerId);
    return ok(ROSTER_MESSAGES.unblocked);
  }
}

/** Freelancers: employers whose jobs they hid from their search (docs/roster.md). */
@ApiTags('roster')
@UserTypes('freelancer')
@ApiResponse({ status: 403, description: 'Not a freelancer' })
@Controller('freelancer')
export class HiddenEmployersController {
  constructor(private readonly roster: RosterService) {}

  @Get('hidden-employers')
  @ApiAnswerOf(HiddenEmployerDto, { list: true })
  @ApiOperation({ summary: 'The employers whose jobs the caller hid, newest first' })
  async list(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.roster.listHidden(user.id));
  }

  @Put('hidden-employers/:employerId')
  @ApiAnswerOf(RosterChangeDto)
  @ApiOperation({ summary: 'Hide an employer’s jobs from the caller’s search (idempotent)' })
  @ApiResponse({ status: 404, description: 'No such employer' })
  async hide(@CurrentUser() user: AuthUser, @Param('employerId', ParseIntPipe) employerId: number) {
    return ok(ROSTER_MESSAGES.employerHidden, await this.roster.hide(user.id, employerId));
  }

  @Delete('hidden-employers/:employerId')
  @ApiMessageAnswer()
  @ApiOperation({ summary: 'Show an employer’s jobs again' })
  @ApiResponse({ status: 404, description: 'Not hidden by the caller' })
  async unhide(@CurrentUser() user: AuthUser, @Param('employerId', ParseIntPipe) employerId: number) {
    await this.roster.unhide(user.id, employerId);
    return ok(ROSTER_MESSAGES.employerUnhidden);
  }
}
