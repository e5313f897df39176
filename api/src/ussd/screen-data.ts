/*
 * Every screen's name and the data it keeps in the session, by screen file (screens/*.ts). The
 * session (ussd-sessions.ts), what a screen is (screen.ts) and the screens all build on these
 * types, so this file imports none of them: no USSD file imports another in a circle, type-only
 * imports included (docs/ussd.md, "Code layout"). Plain JSON: it lives in Redis or in
 * `ussd_sessions.state`, so renaming a screen or a field breaks the sessions open during a deploy
 * (for at most 180 s).
 */

import type { ListingReportReason } from '@gigmarket/shared';

/** A screen's session data when it keeps nothing. */
export type NoData = Record<string, never>;

// screens/main.ts

/** The main menu, and the two ends a known phone may meet instead of it. */
export interface MainScreens {
  main: NoData;
  blocked: NoData;
  not_freelancer: NoData;
}

// screens/registration.ts

/** What registration has gathered so far, screen by screen. */
interface Named {
  first: string;
  last: string;
}
interface Placed extends Named {
  stateId: number;
  stateName: string;
  /** Absent when the state has no LGAs in this database. */
  lgaName?: string;
}
/** `jobTypes` picked so far (ids, and names for the confirmation); `ids`/`names`: the page shown. */
interface Working extends Placed {
  jobTypes: number[];
  jobNames: string[];
  page: number;
  ids?: number[];
  names?: string[];
}

/** An unknown number registers as a freelancer: names, place (state, LGA), one to three job types. */
export interface RegistrationScreens {
  register: NoData;
  reg_first: NoData;
  reg_last: { first: string };
  /** `ids`/`names`: the states shown on this page. */
  reg_state: Named & { page: number; ids?: number[]; names?: string[] };
  reg_lga: Named & LgaMenuData;
  reg_jobtype: Working;
  reg_confirm: Working;
}

// screens/places.ts

/** One line of the place menu: a last place (an LGA, or the profile's own point) or a state. */
export type PlaceChoice =
  | { kind: 'lga'; id: number; label: string }
  | { kind: 'profile'; label: string }
  | { kind: 'state'; id: number; label: string };
/** An LGA as a menu line. */
export interface LgaLine {
  id: number;
  name: string;
}

/** "Jobs near me" asks where first: a place in two short steps. */
export interface PlaceScreens {
  /** The caller's last place, their own location, then the states; the lines shown kept in `choices`. */
  places: { page: number; choices?: PlaceChoice[] };
  /** A state's LGAs; the lines shown kept in `lgas`. */
  place_lga: LgaMenuData;
}

/** A state's LGA menu, as "Jobs near me" and registration keep it. */
export interface LgaMenuData {
  stateId: number;
  stateName: string;
  page: number;
  lgas?: LgaLine[];
}

// screens/jobs.ts

/** "Jobs near me": a page of jobs, then one job. */
export interface JobScreens {
  /**
   * Jobs near an LGA's centre (`lgaId`), in a state newest first (`stateId`), or near the
   * caller's own point. `ring` is the radius the page was found in; `ids` the jobs shown.
   */
  jobs: { page: number; ring?: number | null; lgaId?: number; stateId?: number; place?: string; ids?: number[] };
  /** `1 Apply`, `2 Save`, `3 Report` on a job. */
  job: { listingId: number };
  /** "Search by words": the words are typed. */
  search: NoData;
  /** The site's search for the words `q` (its understanding: stems, synonyms, French, typos); `ids` the jobs shown. */
  search_results: { q: string; page: number; ids?: number[] };
  /** Report a job: the reasons of the site's report (LISTING_REPORT_REASONS). */
  job_report: { listingId: number };
  /** The reason picked, to confirm. */
  job_report_confirm: { listingId: number; reason: ListingReportReason };
}

// screens/applications.ts

/** The job's price, read by `apply_price` and carried to the confirmation. */
interface Offer {
  listingId: number;
  price?: string | null;
  currency?: string;
  title?: string;
}

/** Apply to a job (from screens/jobs.ts), and "My jobs": the caller's applications. */
export interface ApplicationScreens {
  apply_price: Offer;
  apply_quote: Offer;
  /** `quote`: the price the caller typed ("12000.00"), null for the job's own. */
  apply_confirm: Offer & { quote: string | null };
  myjobs: { page: number; ids?: number[] };
}

// screens/hires.ts

/** An application as its screen last showed it: what the next steps act on. */
interface HireSeen {
  applicationId: number;
  status?: string;
  title?: string;
  /** The steps its screen offered, in option order. */
  steps?: Array<'checkIn' | 'markDone' | 'rateEmployer' | 'confirmShift'>;
}

/** One of "My jobs" (screens/applications.ts): check in, mark done, rate the employer. */
export interface HireScreens {
  myjob: HireSeen;
  step_confirm: HireSeen & { step: 'start' | 'done' | 'confirm' };
  rate: HireSeen;
  rate_confirm: HireSeen & { stars: number };
}

// screens/pin.ts

/** Where the PIN leads: "Verify my ID" when `next` says so, else "My money". */
export interface PinData {
  next?: 'identity';
}

/** The PIN in front of "My money" and "Verify my ID", and setting one by SMS code. */
export interface PinScreens {
  pin: PinData;
  pin_none: PinData;
  pin_code: PinData;
  pin_new: PinData;
  /** `pin`: a hash of the first entry with the session's row, never the PIN itself. */
  pin_repeat: PinData & { pin: string };
}

// screens/money.ts

/** "My money", behind the PIN (screens/pin.ts). */
export interface MoneyScreens {
  money: NoData;
}

// screens/bank-account.ts

export interface Bank {
  code: string;
  name: string;
}

/** A bank picker's first screen (the common banks) and its "More" pages; `banks`: the lines shown. */
export interface BankPick {
  banks?: Bank[];
}
export interface BankPage extends BankPick {
  page: number;
}

/** "My money" -> add or replace the payout account. */
export interface BankAccountScreens {
  bank: BankPick;
  bank_more: BankPage;
  bank_number: { bank: Bank };
  /** The account as the bank resolved it, to confirm. */
  bank_confirm: { bank: Bank; accountNumber: string; accountName: string };
}

// screens/identity.ts

/** "Verify my ID", behind the PIN: a bank, the account number, then the BVN (never kept). */
export interface IdentityScreens {
  /** The identity check's state first, then the bank picker's first screen. */
  identity: BankPick;
  id_bank_more: BankPage;
  id_number: { bank: Bank };
  id_bvn: { bank: Bank; accountNumber: string };
}

// screens/account.ts

/** The caller's settings: SMS job alerts and the menus' language. */
export interface AccountScreens {
  /** `on`: the setting as the screen showed it, what `1` turns over. */
  alerts: { on?: boolean };
  language: NoData;
}

/** Every screen's name and the data it keeps in the session (plain JSON). */
export interface ScreenData
  extends MainScreens,
    PlaceScreens,
    JobScreens,
    ApplicationScreens,
    HireScreens,
    PinScreens,
    MoneyScreens,
    BankAccountScreens,
    IdentityScreens,
    AccountScreens,
    RegistrationScreens {}

export type ScreenName = keyof ScreenData;

/** Where a session is: a screen and its data, one of the pairs `ScreenData` allows. */
export type At<K extends ScreenName = ScreenName> = { [N in K]: { screen: N; data: ScreenData[N] } }[K];
