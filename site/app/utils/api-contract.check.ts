/**
 * Compile-time checks (no runtime code): the site reads answers through the generated contract
 * types (site/app/generated/api-types.ts, `npm run api:types`; `Hire`, `Payment`, `Thread`, ...
 * are those types). What remains hand-written is composite: the pager `Page<T>` and `Listing`, the
 * listing with what a job page or the employer's list adds; these check that every answer read
 * through them fits (docs/api-contract.md).
 */
import type { ApiSchemas } from './api-schemas';
import type { Hire, Payment } from './hires';
import type { Listing, Page, Person } from './market.server';

/** `true` when every value of `Answer` is a valid `Read`; otherwise a type error below. */
type Fits<Answer, Read> = [Answer] extends [Read] ? true : false;
type Check<T extends true> = T;

export type ApiContractChecks = [
  Check<Fits<ApiSchemas['HirePageDto'], Page<Hire>>>,
  Check<Fits<ApiSchemas['PaymentPageDto'], Page<Payment>>>,
  Check<Fits<ApiSchemas['EmployerListingPageDto'], Page<Listing>>>,
  Check<Fits<ApiSchemas['ListingViewDto'], Listing>>,
  Check<Fits<ApiSchemas['EmployerListingRowDto'], Listing>>,
  Check<Fits<ApiSchemas['JobDetailsDto'], Listing>>,
  Check<Fits<ApiSchemas['PublicJobDto'], Listing>>,
  Check<Fits<ApiSchemas['PersonSummaryDto'], Person>>,
  Check<Fits<ApiSchemas['ApplicantFreelancerDto'], Person>>,
];
