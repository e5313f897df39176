import { ConsentsService } from '../consents/consents.service';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, QueryFailedError, Repository } from 'typeorm';
import { isAdminType, SITE_USER_TYPES } from '@gigmarket/shared';
import type { AuthUser } from '../common/auth/auth-user';
import { TokenService } from './token.service';
import { DomainError } from '../common/domain-error';
import { classifyDriverError } from '../common/http-exception.filter';
import { hashPassword, verifyPassword } from '../common/passwords';
import type { JobType } from '../lookups/lookup.entities';
import { InjectJobTypes } from '../lookups/repositories';
import type { CurrentUserDto } from '../users/current-user';
import type { Profile } from '../users/profile.entity';
import { InjectProfiles, InjectUserJobTypes, InjectUsers } from '../users/repositories';
import type { UserJobType } from '../users/user-link.entities';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthToken } from './auth-token.entity';
import { CodesService } from './codes.service';
import type { Language } from '@gigmarket/shared';
import type { AdminLoginDto, ForgotPasswordDto, LoginDto, ProcessPasswordDto, ProcessVerificationDto, ResendVerificationDto } from './dto/code-request.dto';
import { type FieldName, phoneKey } from '../common/fields';
import type { RegisterDto } from './dto/register.dto';
import { transaction } from '../common/transaction';
import type { CodeSentDto, SignedInDto } from './dto/auth-answers.dto';
import { SPEC_MESSAGES } from '../i18n/messages/spec';
import { message } from '../i18n/message';

/** A hash to verify against when no user matches, so both answers take the same time. */
const DUMMY_HASH = hashPassword('not-a-real-password-for-timing');

const isSiteUser = (user: User) => (SITE_USER_TYPES as readonly string[]).includes(user.user_type);

@Injectable()
export class AuthService {
  constructor(
    @InjectUsers() private readonly users: Repository<User>,
    @InjectProfiles() private readonly profiles: Repository<Profile>,
    @InjectUserJobTypes() private readonly userJobTypes: Repository<UserJobType>,
    @InjectJobTypes() private readonly jobTypes: Repository<JobType>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: CodesService,
    private readonly tokens: TokenService,
    private readonly usersService: UsersService,
    private readonly consents: ConsentsService,
  ) {}

  /** An account by phone digits or by email, as `fieldName` (or the shape of `username`) says. */
  private async findAccount(username: string, fieldName?: FieldName): Promise<User | null> {
    const byEmail = fieldName ? fieldName === 'email' : username.includes('@');
    if (byEmail) {
      const email = username.trim().toLowerCase();
      return email ? this.users.findOne({ where: { email } }) : null;
    }
    const phone = phoneKey(username);
    return phone ? this.users.findOne({ where: { phone } }) : null;
  }

  private normalise(username: string, fieldName: FieldName): string {
    return fieldName === 'email' ? username.trim().toLowerCase() : phoneKey(username);
  }

  /** register: an unverified user and a code to the phone; nothing is left behind if the SMS fails. */
  async register(dto: RegisterDto, language: Language = 'en'): Promise<CodeSentDto> {
    const taken = await Promise.all([
      this.users.exists({ where: { phone: dto.phone } }),
      this.users.exists({ where: { email: dto.email } }),
    ]);
    if (taken[0]) throw DomainError.field('phone', 'unique', SPEC_MESSAGES.phoneTaken, HttpStatus.CONFLICT);
    if (taken[1]) throw DomainError.field('email', 'unique', SPEC_MESSAGES.emailTaken, HttpStatus.CONFLICT);

    const password = await hashPassword(dto.password);
    let user: User;
    try {
      user = await transaction(this.dataSource, async (tx) => {
        const saved = await tx.withRepository(this.users).save(
          this.users.create({
            first_name: dto.first_name,
            last_name: dto.last_name,
            name: `${dto.first_name} ${dto.last_name}`,
            email: dto.email,
            phone: dto.phone,
            password,
            user_type: dto.user_type ?? 'freelancer',
            status: 'active',
            language,
            role_id: null,
            email_verified_at: null,
            profile_completed_at: null,
          }),
        );
        // Signing up accepts the current terms and privacy notice (the form says so and links them).
        await this.consents.record(tx, saved.id, ['terms', 'privacy'], true, 'site');
        return saved;
      });
    } catch (error) {
      if (error instanceof QueryFailedError && classifyDriverError(error.driverError as { code?: string }) === 'unique') {
        throw DomainError.field('phone', 'unique', SPEC_MESSAGES.phoneTaken, HttpStatus.CONFLICT);
      }
      throw error;
    }
    try {
      await this.codes.issue(user, 'register');
    } catch (error) {
      // Compensate: the account and its code go (verification_codes cascade with the user).
      await this.users.delete({ id: user.id });
      throw error;
    }
    return { fieldName: 'phone', username: dto.phone, action: 'register' };
  }

  /** login: a code to a verified site user's phone. */
  async login(dto: LoginDto): Promise<CodeSentDto> {
    const user = await this.findAccount(dto.username, 'phone');
    if (!user || user.status !== 'active' || !isSiteUser(user)) {
      throw new DomainError(SPEC_MESSAGES.invalidLoginCredentials, HttpStatus.UNAUTHORIZED);
    }
    if (!user.email_verified_at) throw new DomainError(SPEC_MESSAGES.unverified, HttpStatus.FORBIDDEN);
    await this.codes.issue(user, 'login');
    return { fieldName: 'phone', username: dto.username, action: 'login' };
  }

  /** resendVerification: a fresh code for the stored action, under the same rules as the first. */
  async resend(dto: ResendVerificationDto): Promise<CodeSentDto> {
    const user = await this.findAccount(dto.username, dto.fieldName);
    if (!user || user.status !== 'active') throw new DomainError(SPEC_MESSAGES.invalidUserId, HttpStatus.NOT_FOUND);
    if (dto.action === 'login') {
      if (!isSiteUser(user)) throw new DomainError(SPEC_MESSAGES.invalidLoginCredentials, HttpStatus.UNAUTHORIZED);
      if (!user.email_verified_at) throw new DomainError(SPEC_MESSAGES.unverified, HttpStatus.FORBIDDEN);
    }
    if (dto.action === 'register' && user.email_verified_at) {
      throw new DomainError(SPEC_MESSAGES.invalidUserId, HttpStatus.NOT_FOUND);
    }
    await this.codes.issue(user, dto.action);
    return { fieldName: dto.fieldName, username: this.normalise(dto.username, dto.fieldName), action: dto.action };
  }

  /** processVerification: login and register answer a token and the user; password confirms the code. */
  async processVerification(dto: ProcessVerificationDto): Promise<SignedInDto | { username: string; code: string }> {
    const user = await this.findAccount(dto.username, dto.fieldName);
    if (!user || user.status !== 'active') throw new DomainError(SPEC_MESSAGES.invalidCode);
    if (dto.action === 'password') {
      await this.codes.confirmForReset(user.id, dto.code);
      return { username: this.normalise(dto.username, dto.fieldName), code: dto.code };
    }
    if (dto.action === 'login' && (!isSiteUser(user) || !user.email_verified_at)) throw new DomainError(SPEC_MESSAGES.invalidCode);
    await this.codes.consume(user.id, dto.action, dto.code);
    if (dto.action === 'register' && !user.email_verified_at) {
      await this.users.update({ id: user.id }, { email_verified_at: new Date() });
    }
    return this.signIn(user.id, dto.remember);
  }

  /** forgotPassword: a password code to the account's phone; unknown accounts answer `Invalid User ID`. */
  async forgotPassword(dto: ForgotPasswordDto): Promise<CodeSentDto> {
    const fieldName: FieldName = dto.username.includes('@') ? 'email' : 'phone';
    const user = await this.findAccount(dto.username, fieldName);
    if (!user || user.status !== 'active' || !user.phone) throw new DomainError(SPEC_MESSAGES.invalidUserId, HttpStatus.NOT_FOUND);
    await this.codes.issue(user, 'password');
    return { fieldName, username: this.normalise(dto.username, fieldName), action: 'password' };
  }

  /** processPassword: sets the password, spends the confirmed code and revokes every token, at once. */
  async processPassword(dto: ProcessPasswordDto): Promise<void> {
    const identifier = dto.username || dto.email;
    if (!identifier) throw DomainError.field('username', 'required', message('spec.fieldRequired', { field: 'username' }));
    const user = await this.findAccount(identifier);
    if (!user || user.status !== 'active') throw new DomainError(SPEC_MESSAGES.couldNotResetPassword);
    let codeId: number;
    try {
      codeId = await this.codes.checkForReset(user.id, dto.code);
    } catch (error) {
      if (error instanceof DomainError) throw new DomainError(SPEC_MESSAGES.couldNotResetPassword, HttpStatus.BAD_REQUEST, [], { reason: error.message });
      throw error;
    }
    const password = await hashPassword(dto.password);
    await transaction(this.dataSource, async (tx) => {
      await this.codes.spend(codeId, tx);
      await tx.withRepository(this.users).update({ id: user.id }, { password });
      await tx.update(AuthToken, { user_id: user.id, revoked_at: IsNull() }, { revoked_at: new Date() });
    });
  }

  /** Back-office sign-in: email and password, superadmin and role-holding admins only. */
  async adminLogin(dto: AdminLoginDto): Promise<SignedInDto> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .where('user.email = :email', { email: dto.email.trim().toLowerCase() })
      .getOne();
    const valid = await verifyPassword(user?.password ?? (await DUMMY_HASH), dto.password);
    if (!user || !valid || user.status !== 'active' || !isAdminType(user.user_type)) {
      throw new DomainError(SPEC_MESSAGES.invalidLoginCredentials, HttpStatus.UNAUTHORIZED);
    }
    return this.signIn(user.id, dto.remember);
  }

  private async signIn(userId: number, remember = false): Promise<SignedInDto> {
    const { token } = await this.tokens.issue(userId, remember);
    return { token, user: await this.usersService.currentUser(userId) };
  }

  me(caller: AuthUser): Promise<CurrentUserDto> {
    return this.usersService.currentUser(caller.id);
  }

  logout(caller: AuthUser): Promise<void> {
    return this.tokens.revoke(caller.tokenId);
  }

  /**
   * A freelancer registered by USSD (docs/ussd.md, "Who is calling"): the mobile network vouched
   * for the phone, so it counts as verified (`verifiedAt`) and no code is sent; no email nor
   * password. The profile gets the state, and the known job types are linked. Null when the phone
   * already has an account.
   */
  async registerByPhone(input: {
    first_name: string;
    last_name: string;
    phone: string;
    language: Language;
    state_id: number;
    jobtype_ids: number[];
    verifiedAt: Date;
  }): Promise<number | null> {
    return transaction(this.dataSource, async (tx) => {
      const users = tx.withRepository(this.users);
      if (await users.exists({ where: { phone: input.phone } })) return null;
      const inserted = await users.insert({
        first_name: input.first_name,
        last_name: input.last_name,
        name: `${input.first_name} ${input.last_name}`.slice(0, 101),
        phone: input.phone,
        user_type: 'freelancer',
        status: 'active',
        role_id: null,
        language: input.language,
        email_verified_at: input.verifiedAt,
      });
      const userId = Number(inserted.identifiers[0].id);
      await this.consents.record(tx, userId, ['terms', 'privacy'], true, 'ussd');
      await tx.withRepository(this.profiles).insert({ user_id: userId, state_id: input.state_id });
      if (input.jobtype_ids.length) {
        const known = await tx.withRepository(this.jobTypes).find({ where: { id: In(input.jobtype_ids) }, select: { id: true } });
        if (known.length) await tx.withRepository(this.userJobTypes).insert(known.map((type) => ({ user_id: userId, jobtype_id: type.id })));
      }
      return userId;
    });
  }
}
