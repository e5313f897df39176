import { DataExportService } from '../privacy/data-export.service';
import { MoneyDocumentsService } from '../statements/money-documents.service';
import { ConsentsService } from '../consents/consents.service';
import { userLanguage } from '../i18n/i18n';
import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { fromMinor, normalisePhone, USSD_LIMITS, type UssdGateway } from '@gigmarket/shared';
import { ApplicationsService } from '../applications/applications.service';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { AuthService } from '../auth/auth.service';
import { CodesService } from '../auth/codes.service';
import { Clock } from '../common/clock';
import { withKeyLock } from '../common/keyed-lock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { siteAddress } from '../settings/site-address';
import { HiresService } from '../hires/hires.service';
import { ShiftConfirmations } from '../hires/shift-confirmation';
import { IdentityService } from '../identity/identity.service';
import { ACCOUNTS, balanceOf } from '../ledger/ledger';
import { JobSearchService } from '../jobs/job-search.service';
import { PlacesService } from '../locations/places.service';
import { LookupsService } from '../lookups/lookups.service';
import { BankAccountsService } from '../payments/bank-accounts.service';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import type { Profile } from '../users/profile.entity';
import { InjectProfiles, InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import { fitScreen } from './gsm7';
import { money, type Ctx, type Screen, type Screens, type Step, type UssdServices } from './screen';
import type { At, ScreenName } from './screen-data';
import { accountScreens } from './screens/account';
import { applicationScreens } from './screens/applications';
import { bankAccountScreens } from './screens/bank-account';
import { hireScreens } from './screens/hires';
import { identityScreens } from './screens/identity';
import { jobScreens } from './screens/jobs';
import { mainScreens } from './screens/main';
import { moneyScreens } from './screens/money';
import { pinScreens } from './screens/pin';
import { placeScreens } from './screens/places';
import { registrationScreens } from './screens/registration';
import { UssdPinService } from './ussd-pin.service';
import { UssdSessions, type UssdReply, type UssdState } from './ussd-sessions';
import { USSD_TEXT } from './ussd-text';

export { money } from './screen';
export { NEAR_RINGS_KM } from './screens/jobs';

/** The last hop answered, as the session keeps it: its length, and whether a text is it (a keyed hash). */
export interface HopMark {
  length: number;
  is(text: string): boolean;
}

/** What every gateway adapter hands the engine. `hop` is the gateway's retry key for this hop. */
export interface UssdRequest {
  gateway: UssdGateway;
  sessionId: string;
  msisdn: string;
  network: string | null;
  /** The newest answer; on a new session, the dial-through path (`1` for `*384*123*1#`), parts joined by `*`. */
  input: string;
  isNew: boolean;
  hop: string;
  /**
   * For a gateway that sends every answer so far (Africa's Talking): finds the newest answer from
   * the mark of the last hop answered (its length, and whether a text is it), read with the
   * session inside its lock. Overrides `input` and `isNew`.
   */
  latest?: (lastHop: HopMark | null) => { input: string; isNew: boolean };
}

const { backKey } = USSD_LIMITS;

/** Where a session is, as the back stack keeps it: only the screen and its data. */
const atOf = (state: UssdState): At => ({ screen: state.screen, data: state.data }) as At;

/**
 * The gateway-neutral USSD menu engine: `{ sessionId, msisdn, network, input, isNew } -> { text, end }`
 * (docs/ussd.md, decisions/0013). A small state machine of named screens; each screen (in
 * screens/*.ts) renders from the database and answers one input. The engine keeps the session
 * (who calls, where they are, the back stack, retries) and the conventions every screen shares:
 * `0` goes back (exits at the top), a step to `main` clears the back stack, an invalid answer
 * shows the screen again under its reason, and every screen is fitted to 160 GSM-7 characters.
 * Every action calls the service the site calls (screens/*.ts say which). The same (session, hop)
 * twice answers the stored screen and acts once.
 */
@Injectable()
export class UssdEngine {
  private readonly logger = new Logger('UssdEngine');
  private readonly screens: Screens;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    @InjectProfiles() profiles: Repository<Profile>,
    @InjectJobApplications() jobApplications: Repository<JobApplication>,
    @InjectTransactions() transactions: Repository<Transaction>,
    lookups: LookupsService,
    marketplace: MarketplaceSettingsService,
    private readonly sessions: UssdSessions,
    applications: ApplicationsService,
    hires: HiresService,
    shifts: ShiftConfirmations,
    search: JobSearchService,
    pins: UssdPinService,
    codes: CodesService,
    bankAccounts: BankAccountsService,
    private readonly clock: Clock,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
    places: PlacesService,
    identity: IdentityService,
    auth: AuthService,
    dataExports: DataExportService,
    documents: MoneyDocumentsService,
    consents: ConsentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const deps: UssdServices = {
      dataSource,
      users,
      profiles,
      jobApplications,
      transactions,
      lookups,
      clock,
      marketplace,
      applications,
      hires,
      shifts,
      search,
      places,
      pins,
      codes,
      bankAccounts,
      identity,
      auth,
      dataExports,
      documents,
      consents,
      sms: (to, message) => this.text(to, message),
      siteUrl: async () => {
        const rows = (await dataSource.query('SELECT site_url FROM adminsettings WHERE id = 1')) as Array<{ site_url: string | null }>;
        return siteAddress(this.config.SITE_URL, rows[0]?.site_url);
      },
    };
    // Every screen name of ScreenData has its screen here, or this does not compile.
    this.screens = {
      ...mainScreens(deps),
      ...placeScreens(deps),
      ...jobScreens(deps),
      ...applicationScreens(deps),
      ...hireScreens(deps),
      ...pinScreens(deps),
      ...moneyScreens(deps),
      ...bankAccountScreens({
        accounts: bankAccounts,
        balance: (userId) => balanceOf(dataSource.manager, ACCOUNTS.freelancer(userId)),
        money: async (minor, lang) => money(fromMinor(minor), (await marketplace.get(dataSource.manager)).currency, lang),
      }),
      ...identityScreens({ accounts: bankAccounts, identity, users }),
      ...accountScreens(deps),
      ...registrationScreens(deps),
    };
  }

  /**
   * What the session keeps of a hop's retry key: a keyed hash, never the text. Africa's Talking's
   * `text` holds every answer of the session, the PIN and a BVN included (docs/trust.md: a BVN is
   * never stored); the hash still tells a gateway's retry and the previous hop's text apart.
   */
  private hopDigest(hop: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`ussd-hop:${hop}`).digest('base64url');
  }

  handle(request: UssdRequest): Promise<UssdReply> {
    return withKeyLock(`ussd:${request.gateway}:${request.sessionId}`, () => this.hop(request));
  }

  private async hop(request: UssdRequest): Promise<UssdReply> {
    // One form per phone (+234..., 234..., 0...); a number that is not a phone is served nothing.
    const phone = normalisePhone(request.msisdn);
    if (!phone) return { text: fitScreen([USSD_TEXT.en.notAPhone]), end: true };
    let state = await this.sessions.load(request.gateway, request.sessionId);
    // A session belongs to the phone that opened it: another phone is refused and changes nothing.
    if (state && state.phone !== phone) {
      this.logger.warn(`USSD ${request.gateway} session ${request.sessionId} continued from another phone: refused`);
      return { text: fitScreen([USSD_TEXT.en.otherPhone]), end: true };
    }
    // A gateway retry: the same screen again, and nothing done twice.
    const hopKey = this.hopDigest(request.hop);
    if (state && state.lastHop === hopKey && state.lastReply) return state.lastReply;
    if (request.latest) {
      const last = state?.lastHop ?? null;
      const mark: HopMark | null = last === null ? null : { length: state?.lastHopLength ?? 0, is: (text) => this.hopDigest(text) === last };
      request = { ...request, ...request.latest(mark) };
    }
    let reply: UssdReply;
    if (!state) {
      state = await this.start(request, phone);
      reply = await this.render(state);
      // Dial-through: `*384*123*1#` arrives as input "1" on the first hop.
      const path = request.input ? request.input.split('*').filter((part) => part !== '') : [];
      for (const part of path) {
        if (reply.end) break;
        reply = await this.answer(state, part);
      }
    } else {
      reply = await this.answer(state, request.input.trim());
    }
    state.hops += 1;
    state.lastHop = hopKey;
    state.lastHopLength = request.hop.length;
    state.lastReply = reply;
    await this.sessions.save(request.gateway, request.sessionId, state);
    return reply;
  }

  private async start(request: UssdRequest, phone: string): Promise<UssdState> {
    const user = await this.users.findOne({
      where: { phone },
      select: { id: true, status: true, user_type: true, language: true },
    });
    const screen: 'main' | 'register' | 'blocked' | 'not_freelancer' = !user
      ? 'register'
      : user.status !== 'active'
        ? 'blocked'
        : user.user_type !== 'freelancer'
          ? 'not_freelancer'
          : 'main';
    return {
      phone,
      network: request.network,
      userId: user?.id ?? null,
      lang: userLanguage(user),
      screen,
      data: {},
      stack: [],
      lastHop: null,
      lastReply: null,
      hops: 0,
      outcome: screen === 'blocked' ? 'blocked' : null,
      rowId: null,
      startedAt: this.clock.now().toISOString(),
    };
  }

  private ctx(state: UssdState): Ctx {
    return { state, t: USSD_TEXT[state.lang], data: state.data };
  }

  /** The screen `name`, handed its own data (the session's screen and data always go together). */
  private screen<K extends ScreenName>(name: K): Screen<K> {
    return this.screens[name];
  }

  private async render(state: UssdState, notice?: string): Promise<UssdReply> {
    const c = this.ctx(state);
    const view = await this.screen(state.screen).view(c);
    if ('end' in view) {
      if (view.outcome) state.outcome = view.outcome;
      return { text: fitScreen([view.end]), end: true };
    }
    const footer = [...(view.options ?? []), `${backKey} ${view.root ? c.t.exit : c.t.back}`];
    return { text: fitScreen(notice ? [notice, ...view.body] : view.body, footer), end: false };
  }

  private async answer(state: UssdState, input: string): Promise<UssdReply> {
    const c = this.ctx(state);
    if (input === backKey) {
      const previous = state.stack.pop();
      if (!previous) return { text: fitScreen([c.t.bye]), end: true };
      Object.assign(state, previous);
      return this.render(state);
    }
    let step: Step;
    try {
      step = await this.screen(state.screen).answer(c, input);
    } catch (error) {
      this.logger.warn(`USSD ${state.screen}: ${error instanceof Error ? error.message : String(error)}`);
      step = { invalid: true };
    }
    if ('invalid' in step) return this.render(state, step.invalid === true ? c.t.invalid : step.invalid);
    if ('end' in step) {
      if (step.outcome) state.outcome = step.outcome;
      return { text: fitScreen([step.end]), end: true };
    }
    if (step.go === 'main') state.stack = [];
    else if (!step.replace) state.stack.push(atOf(state));
    // A screen that keeps nothing may be gone to without data (Go): it starts from {}.
    Object.assign(state, { screen: step.go, data: step.data ?? {} });
    return this.render(state, step.notice);
  }

  /** A best-effort SMS: a failed text never undoes what the user did. */
  private async text(to: string, message: string): Promise<void> {
    try {
      await this.sms.send({ to, message });
    } catch (error) {
      this.logger.warn(`USSD SMS to ${to} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
