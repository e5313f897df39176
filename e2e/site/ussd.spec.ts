import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN } from '../ports.mjs';
import { expect, signIn, test } from './support/fixtures';
import { apiToken } from './support/api';

// The USSD journeys find the seeded employer's jobs near the seeded freelancer, on demo phones no
// other spec file signs in: in file order, in one worker (docs/testing.md "Journey fixtures").
test.describe.configure({ mode: 'default' });

/**
 * USSD (docs/ussd.md): the freelancer applies by USSD with a quoted price (the test posts the
 * gateway's callbacks with the seed's demo secret, as Africa's Talking would), and the employer's
 * applicants page in the browser shows the application; a bank account added by USSD shows on the
 * site's Money page. Its own demo phones.
 */
const EMPLOYER = '08031000005';
const FREELANCER = '08032000018';
const SECRET = 'demo-ussd-secret-change-me';
const QUOTE = '7777';

let sessions = 0;

/** One Africa's Talking session: each `hop` posts the cumulative text and answers the screen. */
function session(request: APIRequestContext) {
  const sessionId = `ATUid_e2e_${Date.now()}_${++sessions}`;
  const answers: string[] = [];
  return async (answer: string | null): Promise<string> => {
    if (answer !== null) answers.push(answer);
    const res = await request.post(`${API_ORIGIN}/api/ussd/africastalking`, {
      headers: { 'x-ussd-secret': SECRET },
      form: {
        sessionId,
        serviceCode: '*384*123#',
        phoneNumber: `+234${FREELANCER.slice(1)}`,
        networkCode: '62130',
        text: answers.join('*'),
      },
    });
    const text = await res.text();
    expect(res.status(), text).toBe(200);
    expect(text).toMatch(/^(CON|END) /);
    expect(text.length - 4).toBeLessThanOrEqual(160);
    return text;
  };
}

test('a freelancer applies by USSD with a quoted price; the employer sees it on the applicants page', async ({
  page,
  request,
}) => {
  const employer = { Authorization: `Bearer ${await apiToken(request, EMPLOYER)}` };
  const listings = (
    await (
      await request.get(`${API_ORIGIN}/api/employer/listings?status=open&per_page=100`, { headers: employer })
    ).json()
  ).data.items as {
    id: number;
    job_title: string;
    amount: string | null;
    min_amount: string | null;
  }[];
  expect(listings.length).toBeGreaterThan(0);
  const naira = (amount: string | null) => `N${Number(amount).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

  // Page through "Jobs near me" (nearest first) in one session until a job of this employer shows.
  const hop = session(request);
  await hop(null);
  // Jobs near me asks where first (docs/ussd.md "Places"): the caller's own location.
  expect(await hop('1')).toMatch(/^CON Jobs near:\n1 My location: /);
  let screen = await hop('1');
  let listing: (typeof listings)[number] | null = null;
  for (let pageNo = 0; pageNo < 60 && !listing; pageNo += 1) {
    for (const line of screen.split('\n')) {
      const match = /^(\d) (.+?) (N[\d,]+)$/.exec(line);
      if (!match) continue;
      const prefix = match[2].replace(/\.\.\.$/, '');
      const candidate = listings.find(
        (row) => row.job_title.startsWith(prefix) && naira(row.amount ?? row.min_amount) === match[3],
      );
      if (!candidate) continue;
      // The job's screen still offers Apply (not applied yet): take it; else back to the list.
      const job = await hop(match[1]);
      if (/\n1 Apply\n/.test(job)) {
        listing = candidate;
        break;
      }
      screen = await hop('0');
    }
    if (listing) break;
    expect(screen, 'a job of the employer in Jobs near me').toMatch(/\n98 More\n/);
    screen = await hop('98');
  }
  expect(listing, 'a job of the employer in Jobs near me').not.toBeNull();

  expect(await hop('1')).toMatch(/\n1 Apply at N[\d,]+\n2 Quote my own price\n0 Back$/);
  await hop('2');
  expect(await hop(QUOTE)).toMatch(/ at N7,777\?\n1 Confirm\n0 Back$/);
  expect(await hop('1')).toMatch(/^END Applied for /);

  await signIn(page, EMPLOYER);
  await page.goto(`/employer/listings/${listing!.id}/applicants`);
  const card = page.getByRole('listitem').filter({ hasText: /7,777/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
});

test('the freelancer sets a USSD PIN on the account page, and My money by USSD accepts it', async ({
  page,
  request,
}) => {
  await signIn(page, FREELANCER);
  await page.goto('/freelancer/account/security');
  const section = page.getByRole('region', { name: 'USSD PIN' });
  await section.getByLabel('New 4-digit PIN').fill('2468');
  await section.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('Your USSD PIN is set')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'USSD PIN' }).getByText('A PIN is set. Setting a new one replaces it.'),
  ).toBeVisible();

  const hop = session(request);
  await hop(null);
  expect(await hop('3')).toMatch(/^CON Enter your 4-digit PIN:/);
  expect(await hop('2468')).toMatch(/^CON Balance: N[\d,.]+\n(.+\n)?Last payouts:/);
});

test("the freelancer adds a bank account by USSD; the site's Money page shows it", async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await apiToken(request, FREELANCER)}` };
  const pin = await request.put(`${API_ORIGIN}/api/profile/ussd-pin`, { headers: auth, data: { pin: '1357' } });
  expect(pin.status()).toBe(200);

  const hop = session(request);
  await hop(null);
  await hop('3');
  expect(await hop('1357')).toMatch(/\n1 (Add|Change) bank account\n2 Text me my \d{4} total\n0 Back$/);
  expect(await hop('1')).toMatch(/^CON Your bank:\n1 Access Bank\n2 First Bank\n3 GTBank\n/);
  expect(await hop('3')).toBe('CON Your 10-digit account number at GTBank:\n0 Back');
  const confirm = await hop('0123456789');
  const holder = /^CON Pay your money to (.+), GTBank 0123456789\?\n1 Confirm\n0 Back$/.exec(confirm)?.[1];
  expect(holder, confirm).toBeTruthy();
  expect(await hop('1')).toMatch(/^END Bank account saved\./);

  await signIn(page, FREELANCER);
  await page.goto('/freelancer/money');
  await expect(page.getByText(`Paid to Guaranty Trust Bank ····6789 (${holder})`)).toBeVisible();
});
