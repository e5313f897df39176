import type { DataExportService } from '../privacy/data-export.service';
import type { BookmarksService } from '../bookmarks/bookmarks.service';
import type { SafetyService } from '../safety/safety.service';
import { formatMoney, parseAmount, USSD_LIMITS, type UssdLanguage, type UssdOutcome } from '@gigmarket/shared';
import type { DataSource, Repository } from 'typeorm';
import type { ApplicationsService } from '../applications/applications.service';
import type { JobApplication } from '../applications/job-application.entity';
import type { AuthService } from '../auth/auth.service';
import type { CodesService } from '../auth/codes.service';
import type { Clock } from '../common/clock';
import type { HiresService } from '../hires/hires.service';
import type { ShiftConfirmations } from '../hires/shift-confirmation';
import type { IdentityService } from '../identity/identity.service';
import type { JobSearchService } from '../jobs/job-search.service';
import type { PlacesService } from '../locations/places.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { BankAccountsService } from '../payments/bank-accounts.service';
import type { ConsentsService } from '../consents/consents.service';
import type { MoneyDocumentsService } from '../statements/money-documents.service';
import type { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import type { Transaction } from '../transactions/transaction.entity';
import type { Profile } from '../users/profile.entity';
import type { User } from '../users/user.entity';
import { cut, foldGsm7, gsm7Length } from './gsm7';
import type { NoData, ScreenData, ScreenName } from './screen-data';
import type { UssdPinService } from './ussd-pin.service';
import type { NoticeToSend } from '../whatsapp/whatsapp-notices';
import type { UssdState } from './ussd-sessions';
import type { UssdText } from './ussd-text';

/*
 * What a screen is, for the engine (ussd-engine.ts) and the screen files (screens/*.ts); see
 * docs/ussd.md, "Code layout". Each screen group's names and the data each screen keeps in the
 * session are declared in screen-data.ts (an interface of `name: data`); `ScreenData` joins them,
 * so a step to a screen must carry that screen's data and a screen reads its own data typed.
 */

/** What a screen gets: the session, the words in the caller's language and its own data. */
export interface Ctx<K extends ScreenName = ScreenName> {
  state: UssdState;
  t: UssdText;
  data: ScreenData[K];
}

/** A screen shown (a body, numbered options; `0 Back` is added) or the session's last words. */
export type View = { body: string[]; options?: string[]; root?: boolean } | { end: string; outcome?: UssdOutcome };

/** To another screen with its data (optional when it keeps nothing). `replace`: not on the back stack. */
export type Go = {
  [K in ScreenName]: { go: K; replace?: boolean; notice?: string } & (NoData extends ScreenData[K]
    ? { data?: ScreenData[K] }
    : { data: ScreenData[K] });
}[ScreenName];

/** What an answer does: go to a screen, end the session, or ask again (with a reason, else "Invalid choice"). */
export type Step = Go | { end: string; outcome?: UssdOutcome } | { invalid: string | true };

export interface Screen<K extends ScreenName> {
  view(c: Ctx<K>): Promise<View>;
  answer(c: Ctx<K>, input: string): Promise<Step>;
}

/** A group of screens, as a screen file exports them: `ScreenGroup<keyof JobScreens>`. */
export type ScreenGroup<K extends ScreenName> = { [N in K]: Screen<N> };

/** Every screen; the engine's table, complete by type. */
export type Screens = ScreenGroup<ScreenName>;

/** The services screens call: the site's own (docs/ussd.md), handed over by the engine. Each screen file picks what it needs. */
export interface UssdServices {
  dataSource: DataSource;
  users: Repository<User>;
  profiles: Repository<Profile>;
  jobApplications: Repository<JobApplication>;
  transactions: Repository<Transaction>;
  lookups: LookupsService;
  clock: Clock;
  marketplace: MarketplaceSettingsService;
  applications: ApplicationsService;
  hires: HiresService;
  /** The shift's confirmation (docs/shift-confirmation.md). */
  shifts: ShiftConfirmations;
  search: JobSearchService;
  /** The site's saved jobs. */
  bookmarks: Pick<BookmarksService, 'save'>;
  /** The site's report of a job (docs/trust.md "Reports"). */
  safety: Pick<SafetyService, 'report'>;
  places: PlacesService;
  pins: UssdPinService;
  codes: CodesService;
  bankAccounts: BankAccountsService;
  identity: IdentityService;
  auth: AuthService;
  /** "Download my data" (docs/privacy.md): asked for here, downloaded on the site. */
  dataExports: Pick<DataExportService, 'request'>;
  /** The SMS settings, recorded as the SMS alerts consent when they turn it on or off (docs/privacy.md). */
  consents: Pick<ConsentsService, 'setSmsSettings'>;
  /** Earnings statements from the ledger (docs/tax-and-statements.md). */
  documents: MoneyDocumentsService;
  /** A best-effort SMS: a failed text never undoes what the caller did. */
  sms(to: string, message: string): Promise<void>;
  /**
   * A best-effort notice that goes by SMS, or on WhatsApp instead to a person who opted in
   * (WhatsAppNotices, docs/whatsapp.md "Being told"): never both.
   */
  notice(notice: NoticeToSend): Promise<void>;
  /** The running site's address, for the links an SMS gives (settings/site-address.ts). */
  siteUrl(): Promise<string>;
}

const { moreKey, backKey } = USSD_LIMITS;

/** In the chat, between a list line's label and its tail (a price, a status): the row's title and description. */
export const WIDE_TAIL = ' · ';

/** The signed-in caller: every screen past registration has one. */
export const userOf = (c: Ctx<ScreenName>) => c.state.userId!;

/** A numbered line picked: `input` as 1..max, else null. */
export const choice = (input: string, max: number) =>
  /^\d{1,2}$/.test(input) && Number(input) >= 1 && Number(input) <= max ? Number(input) : null;

/**
 * "12000.00" -> "N12,000" (en) or "12 000 N" (fr): the one money format of every surface
 * (formatMoney of @gigmarket/shared), in GSM-7, which has neither the naira sign nor no-break spaces.
 */
export function money(amount: string | number | null | undefined, currency = 'NGN', lang: UssdLanguage = 'en'): string {
  const minor = amount === null || amount === undefined || amount === '' ? null : parseAmount(amount);
  return minor === null ? '-' : formatMoney(minor, currency, lang, { gsm: true });
}

/**
 * A date as Nigerians write it, day first (`29/11`, or `29/11/2026` with the year), on the Lagos
 * calendar: a moment (a payout's) or a job's calendar date (`2026-11-29`, already Lagos').
 */
export function shortDate(value: Date | string, withYear = false): string {
  if (typeof value === 'string') {
    const [year, month, day] = value.slice(0, 10).split('-');
    return withYear ? `${day}/${month}/${year}` : `${day}/${month}`;
  }
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: '2-digit', month: '2-digit', ...(withYear ? { year: 'numeric' } : {}) }).format(value);
}

/**
 * A numbered list that fits the screen whole: each line gets an even share of what the header
 * and footer leave, its label cut (at a word, with "...") so the tail (a price, a status) stays.
 * `hasMore` adds `98 More`. In the WhatsApp chat (`t.wide`) nothing is cut.
 */
export function paged<T>(
  items: T[],
  hasMore: boolean,
  label: (item: T) => string,
  t: UssdText,
  header = '',
  tail: (item: T) => string = () => '',
): { lines: string[]; options: string[] } {
  const options = hasMore ? [`${moreKey} ${t.more}`] : [];
  // The WhatsApp chat: each line is a row of its own, its label whole (whatsapp-chat.ts fits it).
  if (t.wide) return { lines: items.map((item, index) => `${index + 1} ${[label(item), tail(item)].filter(Boolean).join(WIDE_TAIL)}`), options };
  const footer = [...options, `${backKey} ${t.back}`].join('\n');
  const room = USSD_LIMITS.screenChars - gsm7Length(foldGsm7(footer)) - 1 - (header ? gsm7Length(foldGsm7(header)) + 1 : 0);
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
  return { lines, options };
}
