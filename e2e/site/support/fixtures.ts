import type { Page } from '@playwright/test';
import { holdAlone } from '../../support/api-state';
import { test as base, expect } from '../../support/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_ORIGIN } from '../../ports.mjs';
import { peopleFor, type People } from '../../support/people';
import { uniquePhone } from '../../support/phones';
import { nextSmsSince, readSms } from './sms';

export { expect };

/**
 * How long a journey that moves the clock waits for the others to finish their current test: as
 * long as the longest walk beside it may take (the French and accessibility walks, 8-10 minutes
 * under CI's load of two shards on two cores: docs/testing.md).
 */
const WAIT_FOR_OTHERS_MS = 600_000;

export const SCREENSHOTS = join(__dirname, '..', '..', 'artifacts', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** A phone number nobody in this run has (support/people.ts). */
export const newPhone = uniquePhone;

/** A one-pixel PNG, a real image for the logo and identity uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Fixtures = {
  /** Journeys start past the splash (it has its own test); each test is a new browser session. */
  skipSplash: void;
  /** Every journey fails on a Content-Security-Policy violation in its pages. */
  noCspViolations: void;
  readSms: typeof readSms;
  /**
   * The API's movable clock (TEST_CLOCK, docs/testing.md "Time in the browser journeys"): moves
   * every time-based rule forward instead of waiting; back on the wall clock after the test.
   */
  apiClock: { advance(seconds: number): Promise<void> };
  /** People, jobs and hires of this test's own, made through the API (support/people.ts). */
  people: People;
};

async function callApiClock(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const answer = await fetch(`${API_ORIGIN}/api/test/clock${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`the API's test clock answered ${answer.status}: ${await answer.text()}`);
}

export const test = base.extend<Fixtures>({
  skipSplash: [
    async ({ context, baseURL }, use) => {
      // The splash cookie is not secret: it only says the splash was shown in this session.
      await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
      // Init scripts come from the browser's debugging protocol, so the page's CSP does not stop them.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
  readSms: async ({}, use) => {
    await use(readSms);
  },
  people: async ({ request }, use) => {
    await use(peopleFor(request));
  },
  // The clock is every journey's on this API: the first move takes the API alone (support/api-state.ts).
  apiClock: async ({ apiShared }, use, testInfo) => {
    void apiShared;
    const alone: { release?: () => void } = {};
    await use({
      advance: async (seconds) => {
        if (!alone.release) {
          // Waiting for the journeys beside this one may take one of their whole tests.
          testInfo.setTimeout(testInfo.timeout + WAIT_FOR_OTHERS_MS);
          alone.release = await holdAlone(`${testInfo.workerIndex}-${testInfo.testId}`, WAIT_FOR_OTHERS_MS);
        }
        await callApiClock('POST', '/advance', { seconds });
      },
    });
    if (alone.release) {
      try {
        await callApiClock('DELETE', '');
      } finally {
        alone.release();
      }
    }
  },

});

/** Enters the newest code texted to `phone` in the six boxes and confirms. */
export async function enterCode(page: Page, phone: string, since: number) {
  const code = await readSms(phone, { since });
  await page.getByLabel(/^(Digit|Chiffre) 1 /).fill(code);
  return code;
}

/** Signs in a seeded user by phone and text code; ends wherever the site sends them. */
export async function signIn(page: Page, phone: string, path = '/login') {
  await page.goto(path);
  const since = nextSmsSince(phone);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await enterCode(page, phone, since);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/verification/);
}
