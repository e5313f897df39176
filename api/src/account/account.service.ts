import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, Repository } from 'typeorm';

import type { AuthToken } from '../auth/auth-token.entity';
import { InjectAuthTokens } from '../auth/repositories';
import type { AuthUser } from '../common/auth/auth-user';
import { DomainError } from '../common/domain-error';
import { hashPassword, verifyPassword } from '../common/passwords';
import { UploadsService } from '../uploads/uploads.service';
import type { CurrentUserDto } from '../users/current-user';
import type { Profile } from '../users/profile.entity';
import { InjectProfiles, InjectUserIndustries, InjectUserJobTypes, InjectUsers } from '../users/repositories';
import type { UserIndustry, UserJobType } from '../users/user-link.entities';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { ChangePasswordDto, SetTaxIdDto, UpdateAccountProfileDto } from './dto/account.dto';
import { normaliseTaxId, taxIdKind } from '@gigmarket/shared';
import { transaction } from '../common/transaction';
import { SPEC_MESSAGES, COMMON_MESSAGES } from '../i18n/messages/spec';
import { message } from '../i18n/message';

/** What POST /users/profile takes, as stored now: the account page's edit form starts from it. */
export interface EditableProfile {
  user_type: 'employer' | 'freelancer';
  state_id: number | null;
  industry: number | null;
  avatar: string | null;
  company_name?: string | null;
  designation?: string | null;
  gender?: string | null;
  description?: string | null;
  job_type?: number[];
}

/** The signed-in user's own account: password (admins and site users) and profile (admins). */
@Injectable()
export class AccountService {
  constructor(
    @InjectUsers() private readonly users: Repository<User>,
    @InjectProfiles() private readonly profiles: Repository<Profile>,
    @InjectUserIndustries() private readonly userIndustries: Repository<UserIndustry>,
    @InjectUserJobTypes() private readonly userJobTypes: Repository<UserJobType>,
    @InjectAuthTokens() private readonly authTokens: Repository<AuthToken>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly usersService: UsersService,
    private readonly uploads: UploadsService,
  ) {}

  /** Checks the current password, sets the new one and revokes every other token of the user. */
  async changePassword(caller: AuthUser, dto: ChangePasswordDto): Promise<void> {
    const row = await this.users.createQueryBuilder('user').addSelect('user.password').where('user.id = :id', { id: caller.id }).getOne();
    if (!(await verifyPassword(row?.password, dto.current_password))) {
      throw DomainError.field('current_password', 'match', COMMON_MESSAGES.currentPasswordWrong);
    }
    const password = await hashPassword(dto.password);
    await transaction(this.dataSource, async (tx) => {
      await tx.withRepository(this.users).update({ id: caller.id }, { password });
      await tx.withRepository(this.authTokens).update({ user_id: caller.id, revoked_at: IsNull(), id: Not(caller.tokenId) }, { revoked_at: new Date() });
    });
  }

  /** The caller's editable profile fields (an employer's company, a freelancer's gender, job types and description). */
  async editableProfile(caller: AuthUser): Promise<EditableProfile> {
    const [user, profile, industry, jobTypes] = await Promise.all([
      this.users.findOneByOrFail({ id: caller.id }),
      this.profiles.findOne({ where: { user_id: caller.id } }),
      this.userIndustries.findOne({ where: { user_id: caller.id }, order: { id: 'ASC' } }),
      this.userJobTypes.find({ where: { user_id: caller.id }, order: { id: 'ASC' } }),
    ]);
    const base = { state_id: profile?.state_id ?? null, industry: industry?.industry_id ?? null, avatar: user.avatar ?? null };
    if (caller.user_type === 'employer') {
      return { user_type: 'employer', ...base, company_name: profile?.company_name ?? null, designation: profile?.designation ?? null };
    }
    return {
      user_type: 'freelancer',
      ...base,
      gender: profile?.gender ?? user.gender ?? null,
      description: profile?.description ?? null,
      job_type: jobTypes.map((row) => row.jobtype_id),
    };
  }

  async updateProfile(caller: AuthUser, dto: UpdateAccountProfileDto): Promise<CurrentUserDto> {
    if (await this.users.exists({ where: { email: dto.email, id: Not(caller.id) } })) {
      throw DomainError.field('email', 'unique', SPEC_MESSAGES.emailTaken, HttpStatus.CONFLICT);
    }
    if (typeof dto.avatar === 'string' && !(await this.uploads.exists(dto.avatar))) {
      throw DomainError.field('avatar', 'exists', message('validation.upload', { field: 'avatar' }));
    }
    const changes: Partial<User> = {
      first_name: dto.first_name,
      last_name: dto.last_name,
      name: `${dto.first_name} ${dto.last_name}`,
      email: dto.email,
    };
    if (dto.avatar !== undefined) changes.avatar = dto.avatar;
    await this.users.update({ id: caller.id }, changes);
    return this.usersService.currentUser(caller.id);
  }

  /** The caller's Tax ID, apart from the profile fields: it is set on its own route, with its own rule. */
  async taxId(callerId: number): Promise<string | null> {
    return (await this.users.findOneOrFail({ where: { id: callerId }, select: { id: true, tax_id: true } })).tax_id ?? null;
  }

  /** Sets or removes the caller's Tax ID (docs/tax-and-statements.md): a wrong format is a 400 that changes nothing. */
  async setTaxId(callerId: number, dto: SetTaxIdDto): Promise<string | null> {
    const taxId = normaliseTaxId(dto.tax_id);
    if (taxId !== null && !taxIdKind(taxId)) throw DomainError.field('tax_id', 'format', message('tax.idInvalid'));
    await this.users.update({ id: callerId }, { tax_id: taxId });
    return taxId;
  }
}
