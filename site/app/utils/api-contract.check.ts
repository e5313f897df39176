/**
 * Compile-time checks (no runtime code): what the API answers, as the generated contract types
 * describe it (site/app/utils/api-types.ts, `npm run api:types`), fits the shapes the site reads.
 * The site's `tsc` (part of `site:build`) fails here when a contract change breaks a page's
 * reading of an answer (docs/api-contract.md).
 */
import type { ApiSchemas } from './api.server';
import type { Bank, BankAccount, Hire, Payment, ResolvedAccount, Wallet } from './hires';
import type { Listing, Page, Person } from './market.server';
import type { Thread, ThreadSummary } from './conversations';
import type { ProfileLocation } from '../components/profile-location';
import type { Identity } from './identity';

/** `true` when every value of `Answer` is a valid `Read`; otherwise a type error below. */
type Fits<Answer, Read> = [Answer] extends [Read] ? true : false;
type Check<T extends true> = T;

export type ApiContractChecks = [
  Check<Fits<ApiSchemas['HireViewDto'], Hire>>,
  Check<Fits<ApiSchemas['HirePageDto'], Page<Hire>>>,
  Check<Fits<ApiSchemas['PaymentViewDto'], Payment>>,
  Check<Fits<ApiSchemas['PaymentPageDto'], Page<Payment>>>,
  Check<Fits<ApiSchemas['WalletDto'], Wallet>>,
  Check<Fits<ApiSchemas['BankAccountViewDto'], BankAccount>>,
  Check<Fits<ApiSchemas['BankDto'], Bank>>,
  Check<Fits<ApiSchemas['ResolvedBankAccountDto'], ResolvedAccount>>,
  Check<Fits<ApiSchemas['ListingViewDto'], Listing>>,
  Check<Fits<ApiSchemas['EmployerListingPageDto'], Page<Listing>>>,
  Check<Fits<ApiSchemas['JobDetailsDto'], Listing>>,
  Check<Fits<ApiSchemas['PublicJobDto'], Listing>>,
  Check<Fits<ApiSchemas['PersonSummaryDto'], Person>>,
  Check<Fits<ApiSchemas['ThreadDto'], Thread>>,
  Check<Fits<ApiSchemas['ProfileLocationAnswerDto'], ProfileLocation>>,
  Check<Fits<ApiSchemas['ThreadSummaryDto'], ThreadSummary>>,
  Check<Fits<ApiSchemas['IdentityStatusDto'], Identity>>,
];
