import { DataExportService } from '../privacy/data-export.service';
import { BookmarksService } from '../bookmarks/bookmarks.service';
import { SafetyService } from '../safety/safety.service';
import { WhatsAppNotices, type NoticeToSend } from '../whatsapp/whatsapp-notices';
import { MoneyDocumentsService } from '../statements/money-documents.service';
import { ConsentsService } from '../consents/consents.service';
import { userLanguage } from '../i18n/i18n';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { fromMinor, USSD_LIMITS } from '@gigmarket/shared';
import { ApplicationsService } from '../applications/applications.service';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { AuthService } from '../auth/auth.service';
import { CodesService } from '../auth/codes.service';
import { Clock } from '../common/clock';
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
import type { UssdState } from './ussd-sessions';
import { CHAT_SCREEN_TEXT, USSD_TEXT } from './ussd-text';

const { backKey } = USSD_LIMITS;

/**
 * What the engine shows, before a channel renders it (docs/ussd.md, "One engine, two channels"):
 * a screen (its optional notice, its body lines, its numbered options; `0 Back`/`0 Exit` is the
 * channel's to add) or the session's last words. USSD fits it to 160 GSM-7 characters
 * (ussd-engine.ts); WhatsApp makes it a list, reply buttons or a text (whatsapp-chat.ts).
 */
export type Shown = { kind: 'screen'; notice?: string; body: string[]; options: string[]; root: boolean } | { kind: 'end'; text: string };

/** Where a session is, as the back stack keeps it: only the screen and its data. */
const atOf = (state: UssdState): At => ({ screen: state.screen, data: state.data }) as At;

/**
 * The one screen engine of USSD and WhatsApp: the table of named screens (screens/*.ts), each
 * rendered from the database and answering one input, and the conventions every screen shares:
 * `0` goes back (ends at the top), a step to `main` clears the back stack, an invalid answer shows
 * the screen again under its reason. The session (who, where, the back stack) is the caller's:
 * the USSD engine keeps it per gateway session, the WhatsApp chat per phone. Every action calls
 * the service the site calls (screens/*.ts say which).
 */
@Injectable()
export class ScreenEngine {
  private readonly logger = new Logger('ScreenEngine');
  private readonly screens: Screens;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    @InjectProfiles() profiles: Repository<Profile>,
    @InjectJobApplications() jobApplications: Repository<JobApplication>,
    @InjectTransactions() transactions: Repository<Transaction>,
    lookups: LookupsService,
    marketplace: MarketplaceSettingsService,
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
    bookmarks: BookmarksService,
    safety: SafetyService,
    private readonly notices: WhatsAppNotices,
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
      bookmarks,
      safety,
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
      notice: (notice) => this.notice(notice),
      siteUrl: () => this.siteUrl(),
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

  /** The running site's address (settings/site-address.ts), for the links a message gives. */
  async siteUrl(): Promise<string> {
    const rows = (await this.dataSource.query('SELECT site_url FROM adminsettings WHERE id = 1')) as Array<{ site_url: string | null }>;
    return siteAddress(this.config.SITE_URL, rows[0]?.site_url);
  }

  /** A new session for a phone: registration for an unknown number, else the main menu (or why not). */
  async start(phone: string, network: string | null): Promise<UssdState> {
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
      network,
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
    return { state, t: (state.channel === 'whatsapp' ? CHAT_SCREEN_TEXT : USSD_TEXT)[state.lang], data: state.data };
  }

  /** The screen `name`, handed its own data (the session's screen and data always go together). */
  private screen<K extends ScreenName>(name: K): Screen<K> {
    return this.screens[name];
  }

  /** The session's screen as it stands, with a notice above it. */
  async render(state: UssdState, notice?: string): Promise<Shown> {
    const c = this.ctx(state);
    const view = await this.screen(state.screen).view(c);
    if ('end' in view) {
      if (view.outcome) state.outcome = view.outcome;
      return { kind: 'end', text: view.end };
    }
    return { kind: 'screen', notice, body: view.body, options: view.options ?? [], root: Boolean(view.root) };
  }

  /** One answer to the session's screen: back, another screen, the end, or the same screen under its reason. */
  async answer(state: UssdState, input: string): Promise<Shown> {
    const c = this.ctx(state);
    if (input === backKey) {
      const previous = state.stack.pop();
      if (!previous) return { kind: 'end', text: c.t.bye };
      Object.assign(state, previous);
      return this.render(state);
    }
    let step: Step;
    try {
      step = await this.screen(state.screen).answer(c, input);
    } catch (error) {
      this.logger.warn(`Screen ${state.screen}: ${error instanceof Error ? error.message : String(error)}`);
      step = { invalid: true };
    }
    if ('invalid' in step) return this.render(state, step.invalid === true ? c.t.invalid : step.invalid);
    if ('end' in step) {
      if (step.outcome) state.outcome = step.outcome;
      return { kind: 'end', text: step.end };
    }
    if (step.go === 'main') state.stack = [];
    else if (!step.replace) state.stack.push(atOf(state));
    // A screen that keeps nothing may be gone to without data (Go): it starts from {}.
    Object.assign(state, { screen: step.go, data: step.data ?? {} });
    return this.render(state, step.notice);
  }

  /** A best-effort notice, by SMS or on WhatsApp for those who opted in: a failed one never undoes what the user did. */
  private async notice(notice: NoticeToSend): Promise<void> {
    try {
      await this.notices.send(notice, () => this.sms.send({ to: notice.phone, message: notice.text }));
    } catch (error) {
      this.logger.warn(`Notice ${notice.eventKey} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** A best-effort SMS: a failed text never undoes what the user did. */
  private async text(to: string, message: string): Promise<void> {
    try {
      await this.sms.send({ to, message });
    } catch (error) {
      this.logger.warn(`SMS to ${to} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
