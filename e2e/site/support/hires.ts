import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { API_ORIGIN, PAYSTACK_ORIGIN } from '../../ports.mjs';
import { uniquePhone } from '../../support/phones';
import { readSms } from './sms';

type Auth = Record<string, string>;

export const bearer = (token: string): Auth => ({ Authorization: `Bearer ${token}` });

/** A wall-clock day and time in Lagos ("2026-11-26", "21:05"), the time every job is written in. */
function lagos(at: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

type Rows = { id: number }[];

async function firstId(request: APIRequestContext, path: string, pick: (data: unknown) => Rows): Promise<number> {
  const res = await request.get(`${API_ORIGIN}/api${path}`);
  expect(res.status()).toBe(200);
  return pick((await res.json()).data)[0]!.id;
}

/**
 * An open job of the employer that started five minutes ago (Lagos time) and ends tomorrow night:
 * its check-in is open and work can be marked done, and an unpaid hire of it lapses only in 55
 * minutes (docs/hire-to-pay.md "Steps on the job's clock"), whatever the hour the journeys run
 * at. Answers its id.
 */
export async function postJobStartingNow(
  request: APIRequestContext,
  employer: Auth,
  {
    title,
    amount = '8000',
    positions = 1,
    startsAt,
    place,
  }: { title: string; amount?: string; positions?: number; startsAt?: Date; place?: { stateId: number; lgaId: number } },
): Promise<number> {
  // `startsAt`: a job ahead instead (its shift asked to be confirmed, docs/shift-confirmation.md).
  const start = startsAt ?? new Date(Date.now() - 5 * 60_000);
  const now = lagos(start);
  const tomorrow = lagos(new Date(start.getTime() + 86_400_000));
  const [category_id, job_type, state] = await Promise.all([
    firstId(request, '/home', (data) => (data as { categories: Rows }).categories),
    firstId(request, '/lookups/jobtypes', (data) => data as Rows),
    firstId(request, '/lookups/states', (data) => data as Rows),
  ]);
  const res = await request.post(`${API_ORIGIN}/api/employer/listings`, {
    headers: employer,
    data: {
      job_title: title,
      category_id,
      job_type,
      // `place`: in that LGA (its centre), as the journeys that search near a place need.
      ...(place ? { state: place.stateId, lga_id: place.lgaId } : { state }),
      pricing: 'fixed',
      amount,
      job_date: now.day,
      job_sart_time: now.time,
      job_end_date: tomorrow.day,
      job_end_time: '23:59',
      work_description: `${title}: a short job for the journeys.`,
      positions,
      status: 'open',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}

/** The freelancer applies (optionally quoting a price): the application's id. */
export async function applyTo(request: APIRequestContext, freelancer: Auth, listingId: number, newPrice?: string): Promise<number> {
  const res = await request.post(`${API_ORIGIN}/api/jobs/${listingId}/apply`, { headers: freelancer, data: newPrice ? { new_price: newPrice } : {} });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}

export async function approve(request: APIRequestContext, employer: Auth, applicationId: number): Promise<void> {
  const res = await request.post(`${API_ORIGIN}/api/employer/applications/${applicationId}/approve`, { headers: employer, data: {} });
  expect(res.status(), await res.text()).toBe(200);
}

/** The employer funds the hire: checkout, then Pay on the local Paystack (its webhook funds the hire). */
export async function fund(request: APIRequestContext, employer: Auth, hireId: number): Promise<void> {
  const res = await request.post(`${API_ORIGIN}/api/employer/hires/${hireId}/fund`, { headers: employer });
  expect(res.status(), await res.text()).toBe(200);
  const { reference } = (await res.json()).data as { reference: string };
  const paid = await request.post(`${PAYSTACK_ORIGIN}/__control/transactions/${reference}/pay`);
  expect(paid.ok()).toBe(true);
  await expect
    .poll(async () => (await (await request.get(`${API_ORIGIN}/api/hires/${hireId}`, { headers: employer })).json()).data.status)
    .toBe('funded');
}

/**
 * A new person with a completed profile, through the API's real sign-up (register, the texted
 * code, the profile), on a phone no other journey of the run has (support/people.ts): journeys
 * that signed in the same people would meet the limit of five codes per phone per hour, and could
 * not run side by side. Answers the phone and an API token.
 */
export async function newPerson(
  request: APIRequestContext,
  userType: 'employer' | 'freelancer',
  firstName: string,
  phone: string = uniquePhone(),
): Promise<{ phone: string; auth: Auth }> {
  const since = Date.now() - 1000;
  const registered = await request.post(`${API_ORIGIN}/api/auth/register`, {
    data: { user_type: userType, first_name: firstName, last_name: 'Journey', phone, email: `${phone}@journeys.test`, password: 'Journey123!' }, // support/people.ts PASSWORD
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const code = await readSms(phone, { since });
  const verified = await request.post(`${API_ORIGIN}/api/auth/process-verification`, {
    data: { fieldName: 'phone', username: phone, action: 'register', code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const auth = bearer((await verified.json()).data.token as string);
  const [industry, state_id, job_type] = await Promise.all([
    firstId(request, '/lookups/industries', (data) => data as Rows),
    firstId(request, '/lookups/states', (data) => data as Rows),
    firstId(request, '/lookups/jobtypes', (data) => data as Rows),
  ]);
  const profile =
    userType === 'employer'
      ? { update: 'welcome', user_type: userType, company_name: `${firstName} & Co`, designation: 'Manager', industry, state_id }
      : { update: 'welcome', user_type: userType, industry, state_id, gender: 'Female', job_type: [job_type], description: 'Reliable and on time.' };
  const completed = await request.post(`${API_ORIGIN}/api/users/profile`, { headers: auth, data: profile });
  expect(completed.status(), await completed.text()).toBe(200);
  const token = (await completed.json()).data?.token as string | undefined;
  return { phone, auth: token ? bearer(token) : auth };
}
