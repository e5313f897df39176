/**
 * Journeys that own their people (docs/testing.md "Journey fixtures"): each journey creates, through
 * the API, the people, jobs and hires it needs, so no two journeys share a person and the journeys
 * of one product run side by side in several workers. Only the quick-start journey (which checks
 * the demo itself) signs in as a seeded demo phone.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { API_ORIGIN } from '../ports.mjs';
import { applyTo, approve, bearer, fund, newPerson, postJobStartingNow } from '../site/support/hires';
import { uniquePhone } from './phones';

type Auth = Record<string, string>;

/** The password of every person the fixture makes (they sign in by phone and code as well). */
export const PASSWORD = 'Journey123!';

export interface Person {
  phone: string;
  firstName: string;
  userType: 'employer' | 'freelancer';
  /** `Authorization: Bearer …` for the API. */
  auth: Auth;
}

export interface Hire {
  listingId: number;
  /** The application, which is the hire (docs/hire-to-pay.md). */
  id: number;
}

/** What the `people` fixture offers a journey. */
export interface People {
  /**
   * A new freelancer with a completed profile (registered and verified through the API); with
   * `at`, their location (the centre of "near me" and of the distance a job's page shows): a
   * point, or an LGA (its centre).
   */
  freelancer(firstName?: string, at?: { latitude: number; longitude: number } | { lga_id: number }): Promise<Person>;
  /** A new employer with a completed profile. */
  employer(firstName?: string): Promise<Person>;
  /** An open job of `employer` that started this hour and ends tomorrow night (in `place`'s LGA when given): its id. */
  job(employer: Person, options?: { title?: string; amount?: string; positions?: number; startsAt?: Date; place?: { stateId: number; lgaId: number } }): Promise<number>;
  /** `freelancer` applies to `jobId` (optionally quoting a price): the application's id. */
  apply(freelancer: Person, jobId: number, newPrice?: string): Promise<number>;
  /**
   * A hire: a new job of `employer`, `freelancer` applied (with `price` when given) and approved,
   * and funded through the local Paystack when `funded`.
   */
  hire(employer: Person, freelancer: Person, options?: { title?: string; amount?: string; price?: string; funded?: boolean; startsAt?: Date }): Promise<Hire>;
}

/** The `people` fixture's value for one test, on Playwright's `request` context. */
export function peopleFor(request: APIRequestContext): People {
  const person = async (userType: Person['userType'], firstName: string): Promise<Person> => {
    const { phone, auth } = await newPerson(request, userType, firstName, uniquePhone());
    return { phone, firstName, userType, auth };
  };
  const job: People['job'] = (employer, { title = `Journey job ${uniquePhone().slice(-5)}`, amount, positions, startsAt, place } = {}) =>
    postJobStartingNow(request, employer.auth, { title, amount, positions, startsAt, place });
  const apply: People['apply'] = (freelancer, jobId, newPrice) => applyTo(request, freelancer.auth, jobId, newPrice);
  return {
    freelancer: async (firstName = 'Ada', at) => {
      const made = await person('freelancer', firstName);
      if (at) {
        const located = await request.put(`${API_ORIGIN}/api/profile/location`, { headers: made.auth, data: at });
        expect(located.status(), await located.text()).toBe(200);
      }
      return made;
    },
    employer: (firstName = 'Bola') => person('employer', firstName),
    job,
    apply,
    hire: async (employer, freelancer, { title, amount, price, funded = false, startsAt } = {}) => {
      const listingId = await job(employer, { title, amount, startsAt });
      const id = await apply(freelancer, listingId, price);
      await approve(request, employer.auth, id);
      if (funded) await fund(request, employer.auth, id);
      return { listingId, id };
    },
  };
}

export { bearer, uniquePhone };
