#!/usr/bin/env node
// `npm start`: builds what is missing, loads the demo data on first run, then runs the API, the
// site, the back office, the local Paystack (unless PAYSTACK_BASE_URL names another one) and the
// local WhatsApp (unless WHATSAPP_GRAPH_BASE_URL does) on the embedded default (SQLite, console
// SMS) and prints where they are.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ports = {
  api: Number(process.env.API_PORT ?? 3000),
  site: Number(process.env.SITE_PORT ?? 3001),
  admin: Number(process.env.ADMIN_PORT ?? 3002),
  paystack: Number(process.env.PAYSTACK_LOCAL_PORT ?? 3003),
  whatsapp: Number(process.env.WHATSAPP_LOCAL_PORT ?? 3004),
};
const apiOrigin = `http://localhost:${ports.api}`;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
// Lets the API believe the visitor address the site names (per-IP rate limits); a fresh one per run.
env.SITE_API_SECRET ??= randomBytes(32).toString('hex');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Progress: each step says what it does and how long it took (a first run installs and builds
// for a few minutes; later runs reuse Nx's cache and the built files, and start in seconds).
const startedAt = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
function step(label, work) {
  const since = Date.now();
  console.log(`\n> ${label}`);
  const result = work();
  console.log(`  done in ${seconds(since)}`);
  return result;
}

function hasScript(workspace, script) {
  const manifest = join(root, workspace, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.[script]);
}

const firstRun = !existsSync(join(root, 'node_modules'));
if (firstRun) step('Installing dependencies (first run only: a few minutes)', () => run('npm', ['ci', '--no-audit', '--no-fund']));
// Nx replays cached builds: only what changed since the last start is built again.
step(firstRun ? 'Building the API, site and back office (first run: a few minutes)' : 'Checking the builds (cached: seconds)', () =>
  run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { env: { ...env, NX_TUI: 'false' } }),
);

// Payments: the local Paystack (packages/paystack-local) unless PAYSTACK_BASE_URL points elsewhere
// (https://api.paystack.co for real test or live mode).
const localPaystack = !process.env.PAYSTACK_BASE_URL;
const paystackOrigin = `http://127.0.0.1:${ports.paystack}`;
const paystackEnv = localPaystack
  ? { PAYSTACK_BASE_URL: paystackOrigin, PAYSTACK_SECRET_KEY: process.env.PAYSTACK_SECRET_KEY || 'sk_test_local' }
  : {};

// WhatsApp: the local WhatsApp (packages/whatsapp-local) unless WHATSAPP_GRAPH_BASE_URL points
// elsewhere (https://graph.facebook.com with a real number's settings: docs/whatsapp.md).
const localWhatsApp = !process.env.WHATSAPP_GRAPH_BASE_URL;
const whatsappOrigin = `http://127.0.0.1:${ports.whatsapp}`;
const whatsappEnv = localWhatsApp
  ? {
      WHATSAPP_GRAPH_BASE_URL: whatsappOrigin,
      WHATSAPP_PHONE_NUMBER_ID: process.env.WHATSAPP_PHONE_NUMBER_ID || '100000000000001',
      WHATSAPP_ACCESS_TOKEN: process.env.WHATSAPP_ACCESS_TOKEN || 'local-access-token',
      WHATSAPP_APP_SECRET: process.env.WHATSAPP_APP_SECRET || 'local-app-secret',
      WHATSAPP_VERIFY_TOKEN: process.env.WHATSAPP_VERIFY_TOKEN || 'local-verify-token',
    }
  : {};

const apiEnv = {
  ...env,
  ...paystackEnv,
  ...whatsappEnv,
  PORT: String(ports.api),
  CORS_ORIGINS: `http://localhost:${ports.site},http://localhost:${ports.admin}`,
  // Where Paystack's checkout sends the employer back: the site this run serves, whatever port it
  // was given (the API prefers SITE_URL to the back office's seeded setting).
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${ports.site}`,
};
const sqlite = apiEnv.SQLITE_PATH ?? join(root, 'api', 'data', 'gigmarket.sqlite');
let logins = [];
if (apiEnv.DATABASE_URL || !existsSync(sqlite)) {
  console.log('\n> Loading the demo data');
  const seeded = spawnSync(process.execPath, ['api/dist/cli/seed.cli.js'], { cwd: root, env: apiEnv, encoding: 'utf8' });
  if (seeded.status !== 0) {
    process.stderr.write(seeded.stderr);
    process.exit(seeded.status ?? 1);
  }
  logins = seeded.stdout.split('\n').filter((line) => line.startsWith('  '));
  console.log(seeded.stdout.split('\n')[0]);
}

// The local Paystack starts with an empty memory on every start: it is given the demo's past (the
// seed's paid hires, charged and paid out before the demo began), read from the books, so its
// transactions, transfers and balance agree with them and reconciliation has nothing to report
// (docs/hire-to-pay.md "The demo's history at the gateway").
let historyDir = null;
let historyFile = null;
if (localPaystack) {
  historyDir = mkdtempSync(join(tmpdir(), 'gigmarket-paystack-'));
  historyFile = join(historyDir, 'history.json');
  const history = spawnSync(process.execPath, ['api/dist/cli/demo-gateway-history.cli.js', '--out', historyFile], { cwd: root, env: apiEnv, encoding: 'utf8' });
  if (history.status !== 0) {
    process.stderr.write(history.stderr);
    rmSync(historyDir, { recursive: true, force: true });
    process.exit(history.status ?? 1);
  }
}

const children = [];
function serve(name, command, args, extraEnv, filter = (line) => line, cwd = root) {
  // Each server leads its own process group, so stopping it also stops what npm started under it.
  const child = spawn(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const relay = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        const shown = filter(line);
        if (shown) out.write(`[${name}] ${shown}\n`);
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] stopped (${code ?? 'signal'})`);
    shutdown(code ?? 0);
  });
  children.push(child);
}

// The API logs JSON lines; show warnings, errors and the console SMS codes, not every request.
function apiLine(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (entry.level >= 40 || /sms|code/i.test(entry.msg ?? '') || /listening/i.test(entry.msg ?? '')) return entry.msg;
  } catch {
    return line;
  }
  return null;
}

const urls = [];
if (localPaystack) {
  serve('paystack', process.execPath, ['packages/paystack-local/dist/cli.js'], {
    PAYSTACK_LOCAL_PORT: String(ports.paystack),
    PAYSTACK_SECRET_KEY: paystackEnv.PAYSTACK_SECRET_KEY,
    PAYSTACK_WEBHOOK_URL: `http://127.0.0.1:${ports.api}/api/payments/paystack/webhook`,
    PAYSTACK_LOCAL_HISTORY: historyFile,
  });
}
/** The product's approved notice templates (packages/shared), in each language, for the local WhatsApp. */
async function noticeTemplates() {
  const { whatsappApprovedTemplates } = await import('../packages/shared/dist/esm/index.js');
  return whatsappApprovedTemplates();
}
if (localWhatsApp) {
  serve('whatsapp', process.execPath, ['packages/whatsapp-local/dist/cli.js'], {
    ...whatsappEnv,
    WHATSAPP_LOCAL_PORT: String(ports.whatsapp),
    WHATSAPP_LOCAL_WEBHOOK_URL: `http://127.0.0.1:${ports.api}/api/whatsapp/webhook`,
    WHATSAPP_LOCAL_TEMPLATES: JSON.stringify(await noticeTemplates()),
    // The phone page offers the demo's first freelancer and employer (README "Demo sign-ins").
    WHATSAPP_LOCAL_PHONES: process.env.WHATSAPP_LOCAL_PHONES ?? '08032000018,08032000001,08031000001',
  }, (line) => (/listening|error/i.test(line) ? line : null));
}
serve('api', process.execPath, ['api/dist/main.js'], apiEnv, apiLine);
urls.push(`API          ${apiOrigin}/api   (OpenAPI: ${apiOrigin}/api/docs, back office ${apiOrigin}/api/admin-docs)`);
if (hasScript('site', 'start')) {
  serve('site', process.execPath, ['server.mjs'], {
    PORT: String(ports.site),
    API_URL: `${apiOrigin}/api`,
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'dev-only-session-secret-change-me-0123456789',
    // The site's CSP lets the "Pay to hire" form go on to the checkout page.
    PAYMENT_CHECKOUT_ORIGIN: process.env.PAYMENT_CHECKOUT_ORIGIN ?? (localPaystack ? paystackOrigin : 'https://checkout.paystack.com'),
  }, undefined, join(root, 'site'));
  urls.push(`Site         http://localhost:${ports.site}/login`);
}
if (hasScript('admin', 'preview')) {
  // `vite preview` serves the back office's built files (admin/dist, built above with the rest);
  // nothing is rebuilt on start.
  // The back office's own Vite (admin/node_modules when the workspace root hoists another one).
  const adminVite = [join(root, 'admin', 'node_modules', 'vite', 'bin', 'vite.js'), join(root, 'node_modules', 'vite', 'bin', 'vite.js')].find((file) => existsSync(file));
  serve('admin', process.execPath, [adminVite, 'preview', '--port', String(ports.admin), '--strictPort'], {
    API_PROXY_TARGET: apiOrigin,
  }, undefined, join(root, 'admin'));
  urls.push(`Back office  http://localhost:${ports.admin}/admin/dashboard`);
}
urls.push(
  localPaystack
    ? `Paystack     ${paystackOrigin}   (local: checkout pages with Pay / Decline, webhooks to the API)`
    : `Paystack     ${process.env.PAYSTACK_BASE_URL}   (PAYSTACK_BASE_URL)`,
  localWhatsApp
    ? `WhatsApp     ${whatsappOrigin}   (local Graph; docs/whatsapp.md)`
    : `WhatsApp     ${process.env.WHATSAPP_GRAPH_BASE_URL}   (WHATSAPP_GRAPH_BASE_URL)`,
);
// The phone page (packages/whatsapp-local): a person's WhatsApp in the browser, as any number.
if (localWhatsApp) urls.push(`Phone page   ${whatsappOrigin}/phone   (chat with the product on WhatsApp as any number; npm run whatsapp in a terminal)`);

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (historyDir) rmSync(historyDir, { recursive: true, force: true });
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// Ready when every server answers; the banner says how long the whole start took.
const probes = [`${apiOrigin}/api/health/live`];
if (localWhatsApp) probes.push(`${whatsappOrigin}/`);
if (hasScript('site', 'start')) probes.push(`http://localhost:${ports.site}/login`);
if (hasScript('admin', 'preview')) probes.push(`http://localhost:${ports.admin}/admin/`);
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
    return response.status < 500;
  } catch {
    return false;
  }
}
async function waitUntilReady() {
  const deadline = Date.now() + 120_000;
  while (!stopping && Date.now() < deadline) {
    if ((await Promise.all(probes.map(answers))).every(Boolean)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
waitUntilReady().then((ready) => {
  if (stopping) return;
  console.log(ready ? `\nGigMarket is running (ready ${seconds(startedAt)} after npm start):` : '\nGigMarket is starting slowly; it should answer shortly:');
  for (const url of urls) console.log(`  ${url}`);
  console.log('\nDemo sign-ins:');
  const shown = logins.length ? logins : ['  (see README.md: the demo data was loaded on an earlier start)'];
  for (const line of shown) console.log(line);
  console.log('  Site sign-in codes are printed here by the console SMS transport.\nPress Ctrl+C to stop.\n');
});
