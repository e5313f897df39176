import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { whatsappApprovedTemplates } from '@gigmarket/shared';
import { journeyBrowser } from './browser.mjs';
import { ARTIFACTS } from './support/artifacts';
import { ADMIN_ORIGIN, API_ORIGIN, E2E, E2E_SITE_API_SECRET, E2E_WHATSAPP, PAYSTACK_ORIGIN, PAYSTACK_SECRET_KEY, SITE_ORIGIN, TILE_ORIGIN, WHATSAPP_ORIGIN } from './ports.mjs';

const root = join(__dirname, '..');
const chromium = journeyBrowser() ?? undefined;

/** A workspace joins the journeys once it has the script that serves it. */
function hasScript(workspace: string, script: string): boolean {
  const manifest = join(root, workspace, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.[script]);
}

const site = hasScript('site', 'start') && existsSync(join(__dirname, 'site'));
const admin = hasScript('admin', 'preview') && existsSync(join(__dirname, 'admin'));

export default defineConfig({
  testDir: '.',
  outputDir: join(ARTIFACTS, 'test-results'),
  // Each journey owns its people (support/people.ts), so journeys run side by side on one product:
  // E2E_WORKERS per shard (default 2), and the tests of a file spread over them. The one thing they
  // share, the API's movable clock, a journey takes alone (support/api-state.ts).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // No journey can hang: a test has 60 s, 120 s in CI, where two shards of two workers share two
  // cores and journeys of 20-50 s ran past the minute (a longer one says so with test.setTimeout:
  // the walks, 480-600 s), each wait 10 s for a visible state (15 s in CI), and the whole shard
  // 50 minutes (the shards took 33-35 minutes in a clean-clone run: docs/testing.md).
  timeout: process.env.CI ? 120_000 : 60_000,
  globalTimeout: 50 * 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  // results.json: each file's time, from which scripts/journey-durations.mjs keeps the weights that
  // split the files between npm test's shards (docs/testing.md "Shards").
  reporter: [['list'], ['html', { outputFolder: join(ARTIFACTS, 'report'), open: 'never' }], ['json', { outputFile: join(ARTIFACTS, 'results.json') }]],
  use: {
    // A trace records every action's page and a screencast: about a tenth of a journey's CPU. In CI
    // the retry of a failed journey records one; locally every failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    ...(site ? [{ name: 'site', testDir: './site', use: { ...devices['Desktop Chrome'], baseURL: SITE_ORIGIN } }] : []),
    ...(admin ? [{ name: 'admin', testDir: './admin', use: { ...devices['Desktop Chrome'], baseURL: ADMIN_ORIGIN } }] : []),
    { name: 'paystack', testDir: './paystack', use: { ...devices['Desktop Chrome'], baseURL: PAYSTACK_ORIGIN } },
    { name: 'whatsapp', testDir: './whatsapp', use: { ...devices['Desktop Chrome'], baseURL: WHATSAPP_ORIGIN } },
  ],
  webServer: [
    {
      // The local Paystack: transfers and refunds settle by themselves ~300 ms after they are sent.
      command: 'node packages/paystack-local/dist/cli.js',
      cwd: root,
      url: `${PAYSTACK_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PAYSTACK_LOCAL_PORT: String(E2E.paystackPort),
        PAYSTACK_SECRET_KEY,
        PAYSTACK_PUBLIC_URL: PAYSTACK_ORIGIN,
        PAYSTACK_WEBHOOK_URL: `${API_ORIGIN}/api/payments/paystack/webhook`,
        PAYSTACK_AUTO_SETTLE: 'true',
      },
    },
    {
      // The local WhatsApp: Graph for the API (its notices and chat replies), the phone page
      // (e2e/whatsapp) posting signed webhooks to the API.
      command: 'node packages/whatsapp-local/dist/cli.js',
      cwd: root,
      url: `${WHATSAPP_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...E2E_WHATSAPP,
        WHATSAPP_LOCAL_PORT: String(E2E.whatsappPort),
        WHATSAPP_LOCAL_WEBHOOK_URL: `${API_ORIGIN}/api/whatsapp/webhook`,
        // The product's notice templates, approved in each language, as `npm start` gives them.
        WHATSAPP_LOCAL_TEMPLATES: JSON.stringify(whatsappApprovedTemplates()),
      },
    },
    {
      // Map tiles: a blank tile for every request, so no journey reaches the internet's tile
      // servers and none has to route requests (docs/testing.md "Map tiles").
      command: 'node e2e/support/tile-server.mjs',
      cwd: root,
      url: `${TILE_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node e2e/support/start-api.mjs',
      cwd: root,
      url: `${API_ORIGIN}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(site
      ? [
          {
            command: 'npm run start -w site',
            cwd: root,
            url: `${SITE_ORIGIN}/login`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: {
              PORT: String(E2E.sitePort),
              API_URL: `${API_ORIGIN}/api`,
              SESSION_SECRET: 'e2e-session-secret-e2e-session-secret',
              SITE_API_SECRET: E2E_SITE_API_SECRET,
              // The form that starts a payment is redirected to the local checkout page.
              PAYMENT_CHECKOUT_ORIGIN: PAYSTACK_ORIGIN,
              // Map tiles from the local tile server above, a blank tile each (support/tile-server.mjs).
              MAP_TILE_URL: `${TILE_ORIGIN}/__tiles/{z}/{x}/{y}.png`,
              NODE_ENV: 'production',
            },
          },
        ]
      : []),
    ...(admin
      ? [
          {
            command: `npm run preview -w admin -- --port ${E2E.adminPort} --strictPort --host 127.0.0.1`,
            cwd: root,
            url: ADMIN_ORIGIN,
            reuseExistingServer: false,
            timeout: 120_000,
            env: { API_PROXY_TARGET: API_ORIGIN },
          },
        ]
      : []),
  ],
});
