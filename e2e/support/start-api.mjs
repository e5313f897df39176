// Starts the built API for the browser journeys on a fresh SQLite file with the demo data, SMS
// written to e2e/artifacts/sms.jsonl (the journeys read codes there, as a person reads a phone).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E, E2E_SITE_API_SECRET, E2E_WHATSAPP, PAYSTACK_ORIGIN, PAYSTACK_SECRET_KEY, SITE_ORIGIN, WHATSAPP_ORIGIN } from '../ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The run's folder, as support/artifacts.ts names it for the journeys.
const artifacts = process.env.E2E_ARTIFACTS ? resolve(process.env.E2E_ARTIFACTS) : join(root, 'e2e', 'artifacts');
mkdirSync(artifacts, { recursive: true });
const database = join(artifacts, 'e2e.sqlite');
for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
rmSync(join(artifacts, 'sms.jsonl'), { force: true });
rmSync(join(artifacts, 'uploads'), { recursive: true, force: true });
// The journeys' lock on what they share (support/api-state.ts), as a previous run may have left it.
rmSync(join(artifacts, 'api-state'), { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(E2E.apiPort),
  SQLITE_PATH: database,
  SMS_TRANSPORT: 'file',
  SMS_FILE: join(artifacts, 'sms.jsonl'),
  UPLOAD_DIR: join(artifacts, 'uploads'),
  RATE_LIMIT_PER_MINUTE: '1000',
  RATE_LIMIT_PER_IP_PER_MINUTE: '1000',
  // The USSD journey pages through Jobs near me from one phone (docs/ussd.md).
  USSD_HOPS_PER_PHONE_PER_MINUTE: '1000',
  SITE_API_SECRET: E2E_SITE_API_SECRET,
  // The journeys move the API's clock instead of waiting (docs/testing.md "Time in the browser journeys").
  TEST_CLOCK: 'true',
  LOG_LEVEL: 'warn',
  CORS_ORIGINS: `http://127.0.0.1:${E2E.sitePort},http://127.0.0.1:${E2E.adminPort}`,
  // Payments go to the local Paystack the Playwright config starts (packages/paystack-local).
  PAYSTACK_BASE_URL: PAYSTACK_ORIGIN,
  PAYSTACK_SECRET_KEY,
  // WhatsApp goes to the local WhatsApp the Playwright config starts (packages/whatsapp-local).
  WHATSAPP_GRAPH_BASE_URL: WHATSAPP_ORIGIN,
  ...E2E_WHATSAPP,
  // Where the checkout page sends the employer back to.
  SITE_URL: SITE_ORIGIN,
};
delete env.DATABASE_URL;

const api = join(root, 'api', 'dist');
const seeded = spawnSync(process.execPath, [join(api, 'cli', 'seed.cli.js'), '--quiet'], { env, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
// The local Paystack (started before this, Playwright's first web server) is given the demo's
// history as `npm start` gives it, so its balance and lists agree with the seeded books.
const history = spawnSync(process.execPath, [join(api, 'cli', 'demo-gateway-history.cli.js')], { env, encoding: 'utf8' });
if (history.status !== 0) {
  process.stderr.write(history.stderr);
  process.exit(history.status ?? 1);
}
const loaded = await fetch(`${PAYSTACK_ORIGIN}/__control/history`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: history.stdout });
if (!loaded.ok) {
  console.error(`The local Paystack refused the demo history: ${loaded.status} ${await loaded.text()}`);
  process.exit(1);
}
const server = spawn(process.execPath, [join(api, 'main.js')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
