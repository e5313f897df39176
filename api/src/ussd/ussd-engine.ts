import { localName, userLanguage } from '../i18n/i18n';
import { createHash, createHmac } from 'node:crypto';
import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import {
  formatMoney,
  fromMinor,
  normalisePhone,
  parseAmount,
  USSD_LIMITS,
  USSD_TEXT,
  type UssdGateway,
  type UssdLanguage,
  type UssdOutcome,
  type UssdText,
} from '@gigmarket/shared';
import { ApplicationsService } from '../applications/applications.service';
import { JobApplication } from '../applications/job-application.entity';
import { CodesService } from '../auth/codes.service';
import { Clock } from '../common/clock';
import { withKeyLock } from '../common/keyed-lock';
import { HiresService } from '../hires/hires.service';
import { ACCOUNTS, balanceOf } from '../ledger/ledger';
import { JobSearchService, type JobSearchResult } from '../jobs/job-search.service';
import type { JobSearchQueryDto } from '../jobs/job-search.dto';
import { EARTH_RADIUS_KM } from '../search-engine/job-search.sql';
import { State } from '../locations/state.entity';
import { PlacesService, type LgaView } from '../locations/places.service';
import { JobType } from '../lookups/lookup.entities';
import { localItems } from '../lookups/lookups.service';
import { BankAccountsService } from '../payments/bank-accounts.service';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { Transaction } from '../transactions/transaction.entity';
import { Profile } from '../users/profile.entity';
import { UserJobType } from '../users/user-link.entities';
import { User } from '../users/user.entity';
import { cut, fitScreen, foldGsm7, gsm7Length } from './gsm7';
import { bankAccountScreens, moneyBankLines } from './screens/bank-account';
import { UssdPinService, PIN_PATTERN } from './ussd-pin.service';
import { UssdSessions, type UssdReply, type UssdState } from './ussd-sessions';
import { transaction } from '../common/transaction';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { IdentityService } from '../identity/identity.service';
import { identityScreens } from './screens/identity';
import type { HopMark } from './ussd.controller';

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

type Data = Record<string, unknown>;
type View = { body: string[]; options?: string[]; root?: boolean } | { end: string; outcome?: UssdOutcome };
type Step =
  | { go: string; data?: Data; replace?: boolean; notice?: string }
  | { end: string; outcome?: UssdOutcome }
  | { invalid: string | true };

export interface Ctx {
  state: UssdState;
  t: UssdText;
  data: Data;
}

export interface Node {
  view(c: Ctx): Promise<View>;
  answer(c: Ctx, input: string): Promise<Step>;
}

const { pageSize, moreKey, backKey, placesPerScreen } = USSD_LIMITS;

/** One line of the place menu: a last place (an LGA, or the profile's own point) or a state. */
type PlaceChoice = { kind: 'lga'; id: number; label: string } | { kind: 'profile'; label: string } | { kind: 'state'; id: number; label: string };

/**
 * A state as a USSD line shows it, from its name in the caller's language: "Federal Capital
 * Territory" is too long for a USSD line and nobody says it.
 */
const stateLabel = (name: string) => (name === 'Federal Capital Territory' ? 'FCT Abuja' : name);
const areaLabel = (lga: Pick<LgaView, 'name' | 'state_name'>) => `${lga.name}, ${stateLabel(lga.state_name)}`;
/** Half the Earth's circumference, rounded up: every point lies within it of every other. */
const WHOLE_EARTH_KM = Math.ceil(Math.PI * EARTH_RADIUS_KM);
/** "Jobs near me" widens its radius through these rings (km); see jobsNear. */
export const NEAR_RINGS_KM = [25, 100, 400, WHOLE_EARTH_KM] as const;

/**
 * "12000.00" -> "N12,000" (en) or "12 000 N" (fr): the one money format of every surface
 * (formatMoney of @gigmarket/shared), in GSM-7, which has neither the naira sign nor no-break spaces.
 */
export function money(amount: string | number | null | undefined, currency = 'NGN', lang: UssdLanguage = 'en'): string {
  const minor = amount === null || amount === undefined || amount === '' ? null : parseAmount(amount);
  return minor === null ? '-' : formatMoney(minor, currency, lang, { gsm: true });
}

const num = (value: unknown) => Number(value);
/** Where the PIN leads: the screen that asked for it, else "My money". */
const nextAfterPin = (c: Ctx) => (c.data.next === 'identity' ? 'identity' : 'money');
const hashPin = (sessionId: string, pin: string) => createHash('sha256').update(`${sessionId}:${pin}`).digest('hex');

/**
 * The gateway-neutral USSD menu engine: `{ sessionId, msisdn, network, input, isNew } -> { text, end }`
 * (docs/ussd.md, decisions/0013). A small state machine of named screens; each screen renders
 * from the database and answers one input. `0` goes back (exits at the top), `98` pages on.
 * Every action calls the service the site calls: ApplicationsService.apply, HiresService.start,
 * .done and .rate; jobs come from JobSearchService.search (the site's job search, with its "open"
 * rule). The same (session, hop) twice answers the stored screen and acts once.
 */
@Injectable()
export class UssdEngine {
  private readonly logger = new Logger('UssdEngine');
  private readonly nodes: Record<string, Node>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly sessions: UssdSessions,
    private readonly applications: ApplicationsService,
    private readonly hires: HiresService,
    private readonly search: JobSearchService,
    private readonly pins: UssdPinService,
    private readonly codes: CodesService,
    private readonly bankAccounts: BankAccountsService,
    private readonly clock: Clock,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
    private readonly places: PlacesService,
    private readonly identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.nodes = this.buildNodes();
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
    const user = await this.dataSource.getRepository(User).findOne({
      where: { phone },
      select: { id: true, status: true, user_type: true, language: true },
    });
    const state: UssdState = {
      phone,
      network: request.network,
      userId: user?.id ?? null,
      lang: userLanguage(user),
      screen: 'main',
      data: {},
      stack: [],
      lastHop: null,
      lastReply: null,
      hops: 0,
      outcome: null,
      rowId: null,
      startedAt: this.clock.now().toISOString(),
    };
    if (!user) state.screen = 'register';
    else if (user.status !== 'active') {
      state.screen = 'blocked';
      state.outcome = 'blocked';
    } else if (user.user_type !== 'freelancer') state.screen = 'not_freelancer';
    return state;
  }

  private ctx(state: UssdState): Ctx {
    return { state, t: USSD_TEXT[state.lang], data: state.data };
  }

  private async render(state: UssdState, notice?: string): Promise<UssdReply> {
    const c = this.ctx(state);
    const view = await this.nodes[state.screen].view(c);
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
      state.screen = previous.screen;
      state.data = previous.data;
      return this.render(state);
    }
    let step: Step;
    try {
      step = await this.nodes[state.screen].answer(c, input);
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
    else if (!step.replace) state.stack.push({ screen: state.screen, data: state.data });
    state.screen = step.go;
    state.data = step.data ?? {};
    return this.render(state, step.notice);
  }

  // ---- the screens -----------------------------------------------------------------------------

  private buildNodes(): Record<string, Node> {
    const choice = (input: string, max: number) =>
      /^\d{1,2}$/.test(input) && num(input) >= 1 && num(input) <= max ? num(input) : null;
    /**
     * A numbered list that fits the screen whole: each line gets an even share of what the header
     * and footer leave, its label cut (at a word, with "...") so the tail (a price, a status) stays.
     */
    const paged = <T>(
      items: T[],
      page: number,
      hasMore: boolean,
      label: (item: T) => string,
      t: UssdText,
      header = '',
      tail: (item: T) => string = () => '',
    ) => {
      const options = hasMore ? [`${moreKey} ${t.more}`] : [];
      const footer = [...options, `${backKey} ${t.back}`].join('\n');
      const room =
        USSD_LIMITS.screenChars - gsm7Length(foldGsm7(footer)) - 1 - (header ? gsm7Length(foldGsm7(header)) + 1 : 0);
      const parts = items.map((item, index) => ({
        prefix: `${index + 1} `,
        text: foldGsm7(label(item)),
        end: tail(item) ? ` ${foldGsm7(tail(item))}` : '',
      }));
      // Even shares, a short line's unused share going to the longer ones (a place menu's short
      // names leave room for "My location: Lagos Mainland").
      const shares = new Map<number, number>();
      let left = room - (items.length - 1);
      const byLength = parts.map((part, index) => ({ index, need: gsm7Length(part.prefix + part.text + part.end) })).sort((a, b) => a.need - b.need);
      byLength.forEach(({ index, need }, position) => {
        const share = Math.min(need, Math.floor(left / (byLength.length - position)));
        shares.set(index, share);
        left -= share;
      });
      const lines = parts.map(({ prefix, text, end }, index) => `${prefix}${cut(text, Math.max(6, shares.get(index)! - prefix.length - end.length))}${end}`);
      return { lines, options, page };
    };
    const user = (c: Ctx) => c.state.userId!;

    return {
      blocked: {
        view: async (c) => ({ end: c.t.blocked, outcome: 'blocked' }),
        answer: async () => ({ invalid: true }),
      },
      not_freelancer: { view: async (c) => ({ end: c.t.notFreelancer }), answer: async () => ({ invalid: true }) },

      main: {
        view: async (c) => ({
          root: true,
          body: [
            c.t.mainTitle,
            `1 ${c.t.menuJobs}`,
            `2 ${c.t.menuMyJobs}`,
            `3 ${c.t.menuMoney}`,
            `4 ${c.t.menuAlerts}`,
            `5 ${c.t.menuLanguage}`,
            `6 ${c.t.menuVerify}`,
          ],
        }),
        answer: async (c, input) => {
          switch (input) {
            case '1':
              return { go: 'places', data: { page: 1 } };
            case '2':
              return { go: 'myjobs', data: { page: 1 } };
            case '3':
              if (await this.pins.isLocked(user(c))) return { end: c.t.pinLocked, outcome: 'locked' };
              return { go: (await this.pins.hasPin(user(c))) ? 'pin' : 'pin_none' };
            case '4':
              return { go: 'alerts' };
            case '5':
              return { go: 'language' };
            case '6':
              // Verify my ID, behind the PIN (docs/trust.md "Identity").
              if (await this.pins.isLocked(user(c))) return { end: c.t.pinLocked, outcome: 'locked' };
              return { go: (await this.pins.hasPin(user(c))) ? 'pin' : 'pin_none', data: { next: 'identity' } };
            default:
              return { invalid: true };
          }
        },
      },

      // ---- jobs near me: a place in two short steps (docs/ussd.md, "Places") ----
      places: {
        view: async (c) => {
          const page = num(c.data.page ?? 1);
          const all = await this.placeChoices(c.state, c.t);
          const choices = all.slice((page - 1) * placesPerScreen, page * placesPerScreen);
          c.data.choices = choices;
          const header = `${c.t.placesTitle}:`;
          const list = paged(choices, page, page * placesPerScreen < all.length, (choice) => choice.label, c.t, header);
          return { body: [header, ...list.lines], options: list.options };
        },
        answer: async (c, input) => {
          if (input === moreKey) return { go: 'places', data: { page: num(c.data.page ?? 1) + 1 } };
          const choices = (c.data.choices as PlaceChoice[] | undefined) ?? [];
          const picked = choice(input, choices.length);
          if (!picked) return { invalid: true };
          const place = choices[picked - 1];
          if (place.kind === 'state')
            // A state this database has no LGAs for: its jobs, newest first.
            return (await this.places.popularLgaIds(place.id)).length
              ? { go: 'place_lga', data: { stateId: place.id, stateName: place.label, page: 1 } }
              : { go: 'jobs', data: { page: 1, stateId: place.id } };
          if (place.kind === 'profile') return { go: 'jobs', data: { page: 1 } };
          c.state.lgaId = place.id;
          return { go: 'jobs', data: { page: 1, lgaId: place.id, place: place.label } };
        },
      },
      place_lga: {
        view: async (c) => {
          const header = `${String(c.data.stateName)} - ${c.t.pickArea}:`;
          const menu = await this.lgaMenu(c);
          const list = paged(menu.shown, menu.page, menu.more, (lga) => lga.name, c.t, header);
          return { body: [header, ...list.lines], options: list.options };
        },
        answer: async (c, input) => {
          if (input === moreKey) return { go: 'place_lga', data: { ...c.data, page: num(c.data.page ?? 1) + 1 } };
          const lgas = (c.data.lgas as Array<{ id: number; name: string }> | undefined) ?? [];
          const picked = choice(input, lgas.length);
          if (!picked) return { invalid: true };
          const lga = lgas[picked - 1];
          c.state.lgaId = lga.id;
          return { go: 'jobs', data: { page: 1, lgaId: lga.id, place: `${lga.name}, ${String(c.data.stateName)}` } };
        },
      },
      jobs: {
        view: async (c) => {
          const lga = c.data.lgaId ? await this.places.get(num(c.data.lgaId)) : null;
          const centre = lga ? { latitude: lga.latitude, longitude: lga.longitude } : undefined;
          const stateId = c.data.stateId ? num(c.data.stateId) : undefined;
          const result = await this.jobsNear(user(c), c.state.lang, num(c.data.page ?? 1), num(c.data.ring ?? 0), centre, stateId);
          const header = lga ? `${c.t.jobsNearPlace} ${lga.name}:` : `${c.t.jobsNear}:`;
          if (!result.items.length) return { body: [lga ? `${c.t.noJobsIn} ${lga.name}.` : c.t.noJobs] };
          c.data.ids = result.items.map((item) => item.id);
          c.data.ring = result.ring;
          const list = paged(
            result.items,
            result.page,
            result.more,
            (item) => item.job_title,
            c.t,
            header,
            (item) => money(item.amount ?? item.min_amount, item.currency, c.state.lang),
          );
          return { body: [header, ...list.lines], options: list.options };
        },
        answer: async (c, input) => {
          if (input === moreKey)
            // The next page starts at this page's ring: a smaller one holds fewer jobs still.
            return { go: 'jobs', data: { page: num(c.data.page ?? 1) + 1, ring: c.data.ring, lgaId: c.data.lgaId, stateId: c.data.stateId } };
          const ids = (c.data.ids as number[] | undefined) ?? [];
          const picked = choice(input, ids.length);
          return picked ? { go: 'job', data: { listingId: ids[picked - 1] } } : { invalid: true };
        },
      },
      job: {
        view: async (c) => {
          const job = await this.search.details(user(c), num(c.data.listingId), c.state.lang);
          const trust = job.employer_rating.average !== null ? ` ${job.employer_rating.average.toFixed(1)}*` : '';
          const reliability =
            job.employer_reliability.score !== null ? ` ${Math.round(job.employer_reliability.score)}%` : '';
          const when = [job.job_date, job.job_sart_time?.slice(0, 5)].filter(Boolean).join(' ');
          return {
            body: [
              cut(job.job_title, 40),
              `${c.t.pay}: ${money(job.amount ?? job.min_amount, job.currency, c.state.lang)}`,
              `${c.t.date}: ${when || '-'}`,
              `${c.t.area}: ${cut(job.lga ? areaLabel(job.lga) : (job.location ?? job.stateName ?? '-'), 30)}`,
              `${c.t.employer}: ${cut(job.company.company_name ?? '-', 18)}${trust}${reliability}`,
            ],
            options: job.applied ? [] : [`1 ${c.t.apply}`],
          };
        },
        answer: async (c, input) =>
          input === '1' ? { go: 'apply_price', data: { listingId: c.data.listingId } } : { invalid: true },
      },
      apply_price: {
        view: async (c) => {
          const job = await this.search.details(user(c), num(c.data.listingId), c.state.lang);
          c.data.price = job.amount ?? job.min_amount;
          c.data.currency = job.currency;
          c.data.title = job.job_title;
          return {
            body: [
              cut(job.job_title, 40),
              `1 ${c.t.applyAt} ${money(job.amount ?? job.min_amount, job.currency, c.state.lang)}`,
              `2 ${c.t.quote}`,
            ],
          };
        },
        answer: async (c, input) => {
          if (input === '1') return { go: 'apply_confirm', data: { ...c.data, quote: null } };
          if (input === '2') return { go: 'apply_quote', data: { ...c.data } };
          return { invalid: true };
        },
      },
      apply_quote: {
        view: async (c) => ({
          body: [`${c.t.enterPrice} ${c.data.currency === 'NGN' ? 'Naira' : String(c.data.currency)}:`],
        }),
        answer: async (c, input) => {
          if (!/^\d{1,9}$/.test(input) || num(input) < 1) return { invalid: c.t.badPrice };
          return { go: 'apply_confirm', data: { ...c.data, quote: `${num(input)}.00` } };
        },
      },
      apply_confirm: {
        view: async (c) => ({
          body: [
            `${c.t.confirmApply} ${cut(String(c.data.title), 40)} ${c.t.at} ${money((c.data.quote ?? c.data.price) as string, String(c.data.currency), c.state.lang)}?`,
          ],
          options: [`1 ${c.t.confirm}`],
        }),
        answer: async (c, input) => {
          if (input !== '1') return { invalid: true };
          const listingId = num(c.data.listingId);
          try {
            // The site's own call: one application per freelancer and job, the quoted price kept.
            await this.applications.apply(user(c), listingId, (c.data.quote as string | null) ?? undefined);
          } catch (error) {
            if (error instanceof HttpException && error.getStatus() === 409 && /already/i.test(error.message))
              return { end: c.t.alreadyApplied };
            if (error instanceof HttpException) return { end: c.t.cannotApply };
            throw error;
          }
          const amount = money((c.data.quote ?? c.data.price) as string, String(c.data.currency), c.state.lang);
          await this.text(c.state.phone, `${c.t.appliedSms} ${cut(String(c.data.title), 60)} (${amount}).`);
          return { end: `${c.t.applied} ${cut(String(c.data.title), 40)}. ${c.t.appliedTail}`, outcome: 'applied' };
        },
      },

      // ---- my jobs ----
      myjobs: {
        view: async (c) => {
          const page = num(c.data.page ?? 1);
          const own = await this.applications.listOwn(user(c), undefined, page, pageSize);
          if (!own.items.length) return { body: [c.t.noApplications] };
          c.data.ids = own.items.map((item) => item.id);
          const list = paged(
            own.items,
            page,
            page * pageSize < own.total,
            (item) => item.listing.job_title,
            c.t,
            `${c.t.myJobs}:`,
            (item) => `(${c.t.statuses[item.status] ?? item.status})`,
          );
          return { body: [`${c.t.myJobs}:`, ...list.lines], options: list.options };
        },
        answer: async (c, input) => {
          if (input === moreKey) return { go: 'myjobs', data: { page: num(c.data.page ?? 1) + 1 } };
          const ids = (c.data.ids as number[] | undefined) ?? [];
          const picked = choice(input, ids.length);
          return picked ? { go: 'myjob', data: { applicationId: ids[picked - 1] } } : { invalid: true };
        },
      },
      myjob: {
        view: async (c) => {
          const own = await this.applications.showOwn(user(c), num(c.data.applicationId));
          c.data.status = own.status;
          c.data.title = own.listing.job_title;
          // A hire pays the agreed amount; an application not yet approved offers its quoted price.
          const pay = own.agreed_amount_minor !== null ? own.agreed_amount_minor / 100 : (own.new_price ?? own.price);
          const options: string[] = [];
          if (own.status === 'funded') options.push(`1 ${c.t.checkIn}`);
          if (own.status === 'in_progress') options.push(`2 ${c.t.markDone}`);
          if (own.status === 'completed' || own.status === 'paid') options.push(`3 ${c.t.rateEmployer}`);
          return {
            body: [
              cut(own.listing.job_title, 40),
              `${c.t.status}: ${c.t.statuses[own.status] ?? own.status}`,
              `${c.t.pay}: ${money(pay, own.listing.currency, c.state.lang)}`,
            ],
            options,
          };
        },
        answer: async (c, input) => {
          const status = String(c.data.status);
          if (input === '1' && status === 'funded') return { go: 'step_confirm', data: { ...c.data, step: 'start' } };
          if (input === '2' && status === 'in_progress')
            return { go: 'step_confirm', data: { ...c.data, step: 'done' } };
          if (input === '3' && (status === 'completed' || status === 'paid'))
            return { go: 'rate', data: { ...c.data } };
          return { invalid: true };
        },
      },
      step_confirm: {
        view: async (c) => ({
          body: [`${c.data.step === 'start' ? c.t.confirmCheckIn : c.t.confirmDone} ${cut(String(c.data.title), 50)}?`],
          options: [`1 ${c.t.confirm}`],
        }),
        answer: async (c, input) => {
          if (input !== '1') return { invalid: true };
          const id = num(c.data.applicationId);
          const start = c.data.step === 'start';
          try {
            // The site's own calls (POST /api/freelancer/hires/:id/start and /done).
            if (start) await this.hires.start(user(c), id);
            else await this.hires.done(user(c), id);
          } catch (error) {
            if (!(error instanceof HttpException)) throw error;
            const now = await this.dataSource
              .getRepository(JobApplication)
              .findOne({ where: { id, user_id: user(c) } });
            // Already moved by this very step (a retry through another route): say it is done.
            const reached = start ? ['in_progress', 'submitted'] : ['submitted'];
            if (now && reached.includes(now.status)) return { end: start ? c.t.checkedIn : c.t.markedDone };
            return { end: `${c.t.stepRefused} ${c.t.statuses[now?.status ?? ''] ?? now?.status ?? '-'}` };
          }
          return start
            ? { end: c.t.checkedIn, outcome: 'checked_in' }
            : { end: c.t.markedDone, outcome: 'marked_done' };
        },
      },
      rate: {
        view: async (c) => ({ body: [`${c.t.rateAsk}:`] }),
        answer: async (c, input) => {
          const stars = choice(input, 5);
          return stars ? { go: 'rate_confirm', data: { ...c.data, stars } } : { invalid: true };
        },
      },
      rate_confirm: {
        view: async (c) => ({
          body: [`${c.t.rateConfirm} ${String(c.data.stars)} ${c.t.stars}?`],
          options: [`1 ${c.t.confirm}`],
        }),
        answer: async (c, input) => {
          if (input !== '1') return { invalid: true };
          try {
            // The site's own call (POST /api/hires/:id/rating).
            await this.hires.rate(user(c), num(c.data.applicationId), num(c.data.stars), undefined);
          } catch (error) {
            if (error instanceof HttpException) return { end: c.t.rateRefused };
            throw error;
          }
          return { end: c.t.rated, outcome: 'rated' };
        },
      },

      // ---- my money (PIN) ----
      pin: {
        // Asked for "Verify my ID", the PIN screen says so first.
        view: async (c) => ({ body: [...(c.data.next === 'identity' ? [c.t.menuVerify] : []), `${c.t.enterPin}:`] }),
        answer: async (c, input) => {
          const checked = await this.pins.check(user(c), input);
          // The PIN opens "My money", or the screen that asked for it ("Verify my ID").
          if (checked.ok) return { go: nextAfterPin(c), replace: true };
          if (checked.locked) return { end: c.t.pinLocked, outcome: 'locked' };
          return { invalid: `${c.t.wrongPin} ${checked.left}` };
        },
      },
      pin_none: {
        view: async (c) => ({ body: [...(c.data.next === 'identity' ? [c.t.menuVerify] : []), c.t.noPin], options: [`1 ${c.t.getCode}`] }),
        answer: async (c, input) => {
          if (input !== '1') return { invalid: true };
          try {
            await this.codes.issue({ id: user(c), phone: c.state.phone }, 'ussd_pin');
          } catch {
            return { end: c.t.codeFailed };
          }
          return { go: 'pin_code', replace: true, data: { next: c.data.next } };
        },
      },
      pin_code: {
        view: async (c) => ({ body: [`${c.t.enterCode}:`] }),
        answer: async (c, input) => {
          try {
            await this.codes.consume(user(c), 'ussd_pin', input);
          } catch {
            return { invalid: c.t.wrongCode };
          }
          return { go: 'pin_new', replace: true, data: { next: c.data.next } };
        },
      },
      pin_new: {
        view: async (c) => ({ body: [`${c.t.choosePin}:`] }),
        answer: async (c, input) =>
          PIN_PATTERN.test(input)
            ? { go: 'pin_repeat', replace: true, data: { pin: hashPin(String(c.state.rowId), input), next: c.data.next } }
            : { invalid: c.t.badPin },
      },
      pin_repeat: {
        view: async (c) => ({ body: [`${c.t.repeatPin}:`] }),
        answer: async (c, input) => {
          if (hashPin(String(c.state.rowId), input) !== c.data.pin)
            return { go: 'pin_new', replace: true, notice: c.t.pinMismatch, data: { next: c.data.next } };
          await this.pins.set(user(c), input);
          c.state.outcome = 'pin_set';
          return { go: nextAfterPin(c), replace: true, notice: c.t.pinSet };
        },
      },
      money: {
        view: async (c) => {
          const manager = this.dataSource.manager;
          const [{ currency }, balance, payouts] = await Promise.all([
            this.marketplace.get(manager),
            balanceOf(manager, ACCOUNTS.freelancer(user(c))),
            manager.find(Transaction, {
              where: { paid_to: user(c), transaction_type: 'payout' },
              order: { created_at: 'DESC', id: 'DESC' },
              take: 3,
            }),
          ]);
          if (!c.state.outcome) c.state.outcome = 'viewed_money';
          const bank = moneyBankLines(c.t, await this.bankAccounts.find(user(c)), balance);
          const lines = payouts.map(
            (payout) =>
              `${money(fromMinor(payout.amount_minor ?? 0), currency, c.state.lang)} ${c.t.statuses[payout.status] ?? payout.status} ${payout.created_at.toISOString().slice(5, 10)}`,
          );
          return {
            body: [
              `${c.t.balance}: ${money(fromMinor(balance), currency, c.state.lang)}`,
              ...bank.lines,
              `${c.t.payouts}:`,
              ...(lines.length ? lines : [c.t.noPayouts]),
            ],
            options: [bank.option],
          };
        },
        answer: async (_c, input) => (input === '1' ? { go: 'bank' } : { invalid: true }),
      },
      ...identityScreens({ accounts: this.bankAccounts, identity: this.identity, dataSource: this.dataSource }),
      ...bankAccountScreens({
        accounts: this.bankAccounts,
        balance: (userId) => balanceOf(this.dataSource.manager, ACCOUNTS.freelancer(userId)),
        money: async (minor, lang) => money(fromMinor(minor), (await this.marketplace.get(this.dataSource.manager)).currency, lang),
      }),

      // ---- job alerts, language ----
      alerts: {
        view: async (c) => {
          const on = (
            await this.dataSource
              .getRepository(User)
              .findOne({ where: { id: user(c) }, select: { id: true, sms_job_alerts: true } })
          )?.sms_job_alerts;
          c.data.on = Boolean(on);
          return { body: [on ? c.t.alertsOn : c.t.alertsOff], options: [`1 ${on ? c.t.turnOff : c.t.turnOn}`] };
        },
        answer: async (c, input) => {
          if (input !== '1') return { invalid: true };
          const next = !c.data.on;
          await this.dataSource.getRepository(User).update({ id: user(c) }, { sms_job_alerts: next });
          return { end: next ? c.t.alertsNowOn : c.t.alertsNowOff, outcome: 'alerts_changed' };
        },
      },
      language: {
        view: async () => ({ body: ['1 English', '2 Francais'] }),
        answer: async (c, input) => {
          const lang: UssdLanguage | null = input === '1' ? 'en' : input === '2' ? 'fr' : null;
          if (!lang) return { invalid: true };
          await this.dataSource.getRepository(User).update({ id: user(c) }, { language: lang });
          c.state.lang = lang;
          c.state.outcome = c.state.outcome ?? 'language_changed';
          return { go: 'main', notice: USSD_TEXT[lang].languageSet };
        },
      },

      // ---- registration of an unknown number ----
      register: {
        view: async (c) => ({ root: true, body: [c.t.welcome], options: [`1 ${c.t.yes}`, '2 Francais'] }),
        answer: async (c, input) => {
          if (input === '2') {
            c.state.lang = 'fr';
            return { go: 'register', replace: true };
          }
          return input === '1' ? { go: 'reg_first', data: {} } : { invalid: true };
        },
      },
      reg_first: {
        view: async (c) => ({ body: [`${c.t.firstName}:`] }),
        answer: async (c, input) =>
          validName(input) ? { go: 'reg_last', data: { first: input.trim() } } : { invalid: c.t.badName },
      },
      reg_last: {
        view: async (c) => ({ body: [`${c.t.lastName}:`] }),
        answer: async (c, input) =>
          validName(input)
            ? { go: 'reg_state', data: { ...c.data, last: input.trim(), page: 1 } }
            : { invalid: c.t.badName },
      },
      // The place, as "Jobs near me" asks it: the states most used first, then the LGA.
      reg_state: {
        view: async (c) => {
          const page = num(c.data.page ?? 1);
          const all = await this.stateChoices(c.state.lang);
          const states = all.slice((page - 1) * placesPerScreen, page * placesPerScreen);
          c.data.ids = states.map((state) => state.id);
          c.data.names = states.map((state) => state.label);
          const list = paged(states, page, page * placesPerScreen < all.length, (state) => state.label, c.t, `${c.t.pickState}:`);
          return { body: [`${c.t.pickState}:`, ...list.lines], options: list.options };
        },
        answer: async (c, input) => {
          if (input === moreKey) return { go: 'reg_state', data: { ...c.data, page: num(c.data.page ?? 1) + 1 } };
          const picked = choice(input, ((c.data.ids as number[]) ?? []).length);
          if (!picked) return { invalid: true };
          const stateId = (c.data.ids as number[])[picked - 1];
          const hasLgas = (await this.places.popularLgaIds(stateId)).length > 0;
          return {
            go: hasLgas ? 'reg_lga' : 'reg_jobtype',
            data: {
              first: c.data.first,
              last: c.data.last,
              stateId,
              stateName: (c.data.names as string[])[picked - 1],
              ...(hasLgas ? {} : { jobTypes: [], jobNames: [] }),
              page: 1,
            },
          };
        },
      },
      reg_lga: {
        view: async (c) => {
          const header = `${c.t.pickLga}:`;
          const menu = await this.lgaMenu(c);
          const list = paged(menu.shown, menu.page, menu.more, (lga) => lga.name, c.t, header);
          return { body: [header, ...list.lines], options: list.options };
        },
        answer: async (c, input) => {
          if (input === moreKey) return { go: 'reg_lga', data: { ...c.data, page: num(c.data.page ?? 1) + 1 } };
          const lgas = (c.data.lgas as Array<{ id: number; name: string }> | undefined) ?? [];
          const picked = choice(input, lgas.length);
          if (!picked) return { invalid: true };
          // The registration's place becomes the caller's last place (offered first by "Jobs near me").
          c.state.lgaId = lgas[picked - 1].id;
          const { lgas: _lgas, ...rest } = c.data;
          void _lgas;
          return { go: 'reg_jobtype', data: { ...rest, lgaName: lgas[picked - 1].name, jobTypes: [], jobNames: [], page: 1 } };
        },
      },
      reg_jobtype: {
        view: async (c) => {
          const page = num(c.data.page ?? 1);
          // A few rows: named and sorted in the caller's language, then paged.
          const all = localItems(c.state.lang, await this.dataSource.getRepository(JobType).find({ select: { id: true, name: true, name_fr: true } }));
          const types = all.slice((page - 1) * pageSize, page * pageSize);
          const total = all.length;
          c.data.ids = types.map((type) => type.id);
          c.data.names = types.map((type) => type.name);
          const list = paged(types, page, page * pageSize < total, (type) => type.name, c.t, `${c.t.pickJobType}:`);
          return { body: [`${c.t.pickJobType}:`, ...list.lines], options: list.options };
        },
        answer: async (c, input) => {
          if (input === moreKey) return { go: 'reg_jobtype', data: { ...c.data, page: num(c.data.page ?? 1) + 1 } };
          const picked = choice(input, ((c.data.ids as number[]) ?? []).length);
          if (!picked) return { invalid: true };
          const id = (c.data.ids as number[])[picked - 1];
          const jobTypes = [...new Set([...((c.data.jobTypes as number[]) ?? []), id])];
          const jobNames = [...((c.data.jobNames as string[]) ?? []), (c.data.names as string[])[picked - 1]];
          return { go: 'reg_confirm', data: { ...c.data, jobTypes, jobNames: [...new Set(jobNames)], page: 1 } };
        },
      },
      reg_confirm: {
        view: async (c) => ({
          body: [
            `${c.t.confirmRegister}: ${String(c.data.first)} ${String(c.data.last)}, ${cut(c.data.lgaName ? `${String(c.data.lgaName)}, ${String(c.data.stateName)}` : String(c.data.stateName), 30)}, ${(c.data.jobNames as string[]).map((name) => cut(name, 16)).join(', ')}?`,
          ],
          options: [
            `1 ${c.t.confirm}`,
            ...((c.data.jobTypes as number[]).length < USSD_LIMITS.maxJobTypes ? [`2 ${c.t.addAnother}`] : []),
          ],
        }),
        answer: async (c, input) => {
          if (input === '2' && (c.data.jobTypes as number[]).length < USSD_LIMITS.maxJobTypes)
            return { go: 'reg_jobtype', data: { ...c.data, page: 1 } };
          if (input !== '1') return { invalid: true };
          const userId = await this.register(c.state, c.data);
          if (userId === null) return { end: c.t.alreadyApplied };
          c.state.userId = userId;
          c.state.outcome = 'registered';
          const site = (await this.dataSource.query('SELECT site_url FROM adminsettings WHERE id = 1')) as Array<{
            site_url: string | null;
          }>;
          await this.text(c.state.phone, `${c.t.welcomeSms} ${site[0]?.site_url ?? 'gigmarket.ng'}`);
          return { go: 'main', notice: c.t.registered };
        },
      },
    };
  }

  /**
   * Open jobs from the site's job search (its "open" rule and listing expiry): nearest first from
   * the profile's point, else the profile's state newest first, else every open job newest first.
   *
   * Nearest first is fetched by widening rings (docs/ussd.md, "Jobs near me"): the same search,
   * `sort=distance` within `radius_km` = 25, 100, 400 km, then the whole Earth, stopping at the
   * first ring that holds at least offset + page size + 1 jobs (enough to know whether "98 More"
   * has something behind it). A small ring is answered from the latitude/longitude index over the
   * open set (decision 0012) instead of computing and sorting the distance of every open listing.
   *
   * Why the page is exactly the unbounded search's page: the search orders by (distance, id) and a
   * ring keeps the jobs whose distance (the same SQL expression) is <= r. Every job outside the
   * ring is farther than every job inside it, so the ring's jobs are a prefix of the nearest-first
   * order; when the ring holds offset + page size + 1 of them, the page and the knowledge that one
   * more exists come from that prefix alone. A far job is only reached by a wider ring, never
   * skipped (api/test/ussd-near.e2e-spec.ts proves both).
   *
   * The last ring is the whole Earth (no two points are farther apart than half its
   * circumference) rather than no radius at all: with a radius the search leaves out listings
   * without a point, which the unbounded search would put first (NULL distances sort first), so
   * "near me" lists the located jobs only, every one of them, in one consistent order across pages.
   * `fromRing` is the ring of the previous page: a later page needs at least as many jobs.
   */
  private async jobsNear(
    userId: number,
    lang: UssdLanguage,
    page: number,
    fromRing = 0,
    centre?: { latitude: number; longitude: number },
    stateId?: number,
  ): Promise<{ items: JobSearchResult['items']; page: number; more: boolean; ring: number | null }> {
    const profile = await this.dataSource
      .getRepository(Profile)
      .findOne({ where: { user_id: userId }, select: { id: true, latitude: true, longitude: true, state_id: true } });
    const point = stateId ? null : (centre ?? (profile?.latitude != null && profile.longitude != null ? { latitude: Number(profile.latitude), longitude: Number(profile.longitude) } : null));
    if (point) {
      const needed = (page - 1) * pageSize + pageSize + 1;
      const rings = NEAR_RINGS_KM.filter((radius) => radius >= fromRing);
      for (const radius of rings.length ? rings : [WHOLE_EARTH_KM]) {
        const query: Partial<JobSearchQueryDto> = {
          ...point,
          sort: 'distance',
          radius_km: radius,
          page,
          per_page: pageSize,
        };
        const result = await this.search.search(userId, query as JobSearchQueryDto, lang);
        if (result.total >= needed || radius === WHOLE_EARTH_KM)
          return { items: result.items, page: result.page, more: result.page < result.pages, ring: radius };
      }
    }
    const query: Partial<JobSearchQueryDto> = { page, per_page: pageSize };
    if (stateId ?? profile?.state_id) {
      query.state = stateId ?? profile!.state_id!;
      query.sort = 'newest';
    }
    const result = await this.search.search(userId, query as JobSearchQueryDto, lang);
    return { items: result.items, page: result.page, more: result.page < result.pages, ring: null };
  }

  /**
   * The place menu's lines (docs/ussd.md, "Places"): the caller's last place first (the LGA their
   * last USSD search or registration chose), then their own location when the site set one, then
   * the states, the caller's own first and the rest most used on the platform first.
   */
  private async placeChoices(state: UssdState, t: UssdText): Promise<PlaceChoice[]> {
    const choices: PlaceChoice[] = [];
    const last = await this.lastLgaId(state);
    const lastLga = last ? await this.places.get(last, undefined, state.lang) : null;
    if (lastLga) choices.push({ kind: 'lga', id: lastLga.id, label: areaLabel(lastLga) });
    const profile = state.userId
      ? await this.dataSource.getRepository(Profile).findOne({
          where: { user_id: state.userId },
          select: { id: true, latitude: true, longitude: true, lga_id: true, state_id: true },
        })
      : null;
    if (profile?.latitude != null && profile.longitude != null && (!lastLga || profile.lga_id !== lastLga.id)) {
      const own = profile.lga_id ? await this.places.get(profile.lga_id, undefined, state.lang) : null;
      choices.push({ kind: 'profile', label: own ? `${t.myLocation}: ${own.name}` : t.myLocation });
    }
    const states = await this.stateChoices(state.lang, profile?.state_id ?? null);
    return [...choices, ...states];
  }

  /** The states in `lang`, `first` leading, then the most used on the platform (open jobs and people there). */
  private async stateChoices(lang: UssdLanguage, first: number | null = null): Promise<Array<{ kind: 'state'; id: number; label: string }>> {
    const [order, states] = await Promise.all([
      this.places.popularStateIds(),
      this.dataSource.getRepository(State).find({ select: { id: true, name: true, name_fr: true } }),
    ]);
    const names = new Map(states.map((state) => [state.id, localName(lang, state.name, state.name_fr)]));
    const ids = first && names.has(first) ? [first, ...order.filter((id) => id !== first)] : order;
    return ids.filter((id) => names.has(id)).map((id) => ({ kind: 'state' as const, id, label: stateLabel(names.get(id)!) }));
  }

  /** A state's LGAs, most used first: one screen of them (`c.data.stateId`, `c.data.page`), kept in `c.data.lgas`. */
  private async lgaMenu(c: Ctx): Promise<{ shown: Array<{ id: number; name: string }>; page: number; more: boolean }> {
    const page = num(c.data.page ?? 1);
    const [order, lgas] = await Promise.all([this.places.popularLgaIds(num(c.data.stateId)), this.places.list({ stateId: num(c.data.stateId) })]);
    const byId = new Map(lgas.map((lga) => [lga.id, lga]));
    const all = order.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)!.name }));
    const shown = all.slice((page - 1) * placesPerScreen, page * placesPerScreen);
    c.data.lgas = shown;
    return { shown, page, more: page * placesPerScreen < all.length };
  }

  /** The LGA chosen earlier in this session, else in the caller's latest session that chose one. */
  private async lastLgaId(state: UssdState): Promise<number | null> {
    if (state.lgaId) return state.lgaId;
    if (!state.userId) return null;
    const [row] = (await this.dataSource.query(
      'SELECT lga_id FROM ussd_sessions WHERE user_id = ? AND lga_id IS NOT NULL ORDER BY started_at DESC, id DESC LIMIT 1',
      [state.userId],
    )) as Array<{ lga_id: number }>;
    return row ? Number(row.lga_id) : null;
  }

  /** A freelancer whose phone the network vouched for (so it counts as verified), with state and job types. */
  private async register(state: UssdState, data: Data): Promise<number | null> {
    return transaction(this.dataSource, async (manager) => {
      if (await manager.exists(User, { where: { phone: state.phone } })) return null;
      const first = String(data.first);
      const last = String(data.last);
      const now = this.clock.now();
      const inserted = await manager.insert(User, {
        first_name: first,
        last_name: last,
        name: `${first} ${last}`.slice(0, 101),
        phone: state.phone,
        user_type: 'freelancer',
        status: 'active',
        role_id: null,
        language: state.lang,
        email_verified_at: now,
      });
      const userId = Number(inserted.identifiers[0].id);
      await manager.insert(Profile, { user_id: userId, state_id: num(data.stateId) });
      const types = (data.jobTypes as number[]) ?? [];
      if (types.length) {
        const known = await manager.find(JobType, { where: { id: In(types) }, select: { id: true } });
        if (known.length)
          await manager.insert(
            UserJobType,
            known.map((type) => ({ user_id: userId, jobtype_id: type.id })),
          );
      }
      return userId;
    });
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

function validName(input: string): boolean {
  return /^[\p{L}' -]{2,50}$/u.test(input.trim());
}
