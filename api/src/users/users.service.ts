import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { type KeyedFieldError } from '../common/domain-error';
import type { AuthUser } from '../common/auth/auth-user';
import { message } from '../i18n/message';
import { DomainError } from '../common/domain-error';
import { InjectStates } from '../locations/repositories';
import type { State } from '../locations/state.entity';
import type { Industry, JobType } from '../lookups/lookup.entities';
import { InjectIndustries, InjectJobTypes } from '../lookups/repositories';
import { UploadsService } from '../uploads/uploads.service';
import { type CurrentUserDto, toCurrentUser } from './current-user';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { Profile } from './profile.entity';
import { UserIndustry, UserJobType } from './user-link.entities';
import { User } from './user.entity';
import { transaction } from '../common/transaction';
import { SPEC_MESSAGES } from '../i18n/messages/spec';
import { PROFILE_MESSAGES } from '../i18n/messages/places';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectStates() private readonly states: Repository<State>,
    @InjectIndustries() private readonly industries: Repository<Industry>,
    @InjectJobTypes() private readonly jobTypes: Repository<JobType>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  /** The current-user payload (with the role's permissions for admins). */
  async currentUser(userId: number): Promise<CurrentUserDto> {
    const user = await this.users.findOne({ where: { id: userId }, relations: { role: { permissions: true } } });
    if (!user) throw new DomainError(SPEC_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    return toCurrentUser(user);
  }

  /**
   * updateProfile: checks every referenced id, then in one transaction fills `profiles`, the
   * user's avatar and gender, replaces `userindustry` (and `userjobtype` for freelancers) and marks
   * the profile complete. (The controller gives employers a fresh token with the answer.)
   */
  async updateProfile(caller: AuthUser, dto: UpdateProfileDto): Promise<CurrentUserDto> {
    if (dto.user_type !== caller.user_type) {
      throw DomainError.field('user_type', 'match', PROFILE_MESSAGES.userTypeMismatch);
    }
    const errors: KeyedFieldError[] = [];
    const state = await this.states.findOne({ where: { id: dto.state_id } });
    if (!state) errors.push({ field: 'state_id', rule: 'exists', message: message('spec.stateRequired') });
    if (!(await this.industries.exists({ where: { id: dto.industry } }))) {
      errors.push({ field: 'industry', rule: 'exists', message: message('spec.industryRequired') });
    }
    const jobTypes = dto.user_type === 'freelancer' ? (dto.job_type ?? []) : [];
    if (jobTypes.length && (await this.jobTypes.count({ where: { id: In(jobTypes) } })) !== jobTypes.length) {
      errors.push({ field: 'job_type', rule: 'exists', message: message('spec.jobTypeRequired') });
    }
    if (dto.avatar !== undefined && !(await this.uploads.exists(dto.avatar))) {
      errors.push({ field: 'avatar', rule: 'exists', message: message('validation.upload', { field: 'avatar' }) });
    }
    if (errors.length) throw new DomainError(errors[0].message, HttpStatus.BAD_REQUEST, errors);

    await transaction(this.dataSource, async (tx) => {
      const profile = (await tx.findOne(Profile, { where: { user_id: caller.id } })) ?? tx.create(Profile, { user_id: caller.id });
      profile.state_id = dto.state_id;
      profile.country_id = state?.country_id ?? null;
      if (dto.user_type === 'employer') {
        profile.company_name = dto.company_name ?? null;
        profile.designation = dto.designation ?? null;
      } else {
        profile.gender = dto.gender ?? null;
        profile.description = dto.description ?? null;
      }
      await tx.save(Profile, profile);

      const changes: Partial<User> = { profile_completed_at: new Date() };
      if (dto.avatar !== undefined) changes.avatar = dto.avatar;
      if (dto.user_type === 'freelancer') changes.gender = dto.gender ?? null;
      await tx.update(User, { id: caller.id }, changes);

      await tx.delete(UserIndustry, { user_id: caller.id });
      await tx.insert(UserIndustry, { user_id: caller.id, industry_id: dto.industry });
      if (dto.user_type === 'freelancer') {
        await tx.delete(UserJobType, { user_id: caller.id });
        await tx.insert(
          UserJobType,
          jobTypes.map((jobtype_id) => ({ user_id: caller.id, jobtype_id })),
        );
      }
    });

    return this.currentUser(caller.id);
  }
}
