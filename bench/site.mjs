#!/usr/bin/env node
// Site bench: Lighthouse (performance, accessibility) and the gzip JavaScript of /login, /signup
// and /verification, beside a bare React Router 7 page built with the same versions (the floor).
// Self-contained: builds what is missing, starts its own API (fresh SQLite + demo data), the site
// and the floor on loopback ports, and stops them at the end. Chromium: Debian's /usr/bin/chromium.
//   node bench/site.mjs [--runs 3]        (figures also written to bench/results/site.json)
// Then the data budget (docs/performance.md, "Site data budget"): bytes transferred in Chromium at
// 360 px, from Chromium's protocol (CDP Network.loadingFinished) for the page and from a counting
// proxy in front of the site for everything (service worker included), beside the floor page.
//   node bench/site.mjs --budget-only      (skips Lighthouse; figures in bench/results/site-budget.json)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createServer, connect } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = join(root, 'site');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4300);
const PORTS = { api: portBase, site: portBase + 1, floor: portBase + 2, proxy: portBase + 3 };
const budgetOnly = process.argv.includes('--budget-only');
const children = [];

function run(cmd, args, opts) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

function start(name, cmd, args, opts) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], ...opts });
  child.stderr.on('data', (d) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${d}`));
  children.push(child);
  return child;
}

async function waitFor(url, timeout = 60_000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      const r = await fetch(url, { redirect: 'manual' });
      if (r.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

// 1. Builds: the site (if absent), the floor (always, it is tiny), the API (if absent).
if (!existsSync(join(site, 'build', 'server', 'index.js'))) run('npm', ['run', 'build', '-w', 'site'], { cwd: root });
if (!existsSync(join(root, 'api', 'dist', 'main.js'))) run('npm', ['run', 'build', '-w', 'api'], { cwd: root });
const floor = join(site, 'node_modules', '.cache', 'bench-floor');
rmSync(floor, { recursive: true, force: true });
mkdirSync(dirname(floor), { recursive: true });
cpSync(join(root, 'bench', 'site-floor'), floor, { recursive: true });
run(join(site, 'node_modules', '.bin', 'react-router'), ['build'], { cwd: floor });

// 2. Servers: API with demo data and SMS to a file, the site, the floor.
const work = mkdtempSync(join(tmpdir(), 'site-bench-'));
const smsFile = join(work, 'sms.jsonl');
const apiEnv = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(PORTS.api),
  SQLITE_PATH: join(work, 'bench.sqlite'),
  SMS_TRANSPORT: 'file',
  SMS_FILE: smsFile,
  UPLOAD_DIR: join(work, 'uploads'),
  RATE_LIMIT_PER_MINUTE: '1000',
  RATE_LIMIT_PER_IP_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
};
delete apiEnv.DATABASE_URL;
run(process.execPath, [join(root, 'api', 'dist', 'cli', 'seed.cli.js'), '--quiet'], { env: apiEnv });
start('api', process.execPath, [join(root, 'api', 'dist', 'main.js')], { env: apiEnv });
// The site runs on its own server (server.mjs, as `npm start`); the floor on react-router-serve.
const serve = join(site, 'node_modules', '.bin', 'react-router-serve');
const serveBin = existsSync(serve) ? serve : join(root, 'node_modules', '.bin', 'react-router-serve');
start('site', process.execPath, ['server.mjs'], {
  cwd: site,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORTS.site), API_URL: `http://127.0.0.1:${PORTS.api}/api`, SESSION_SECRET: 'bench-secret-bench-secret-bench' },
});
start('floor', serveBin, ['./build/server/index.js'], { cwd: floor, env: { ...process.env, NODE_ENV: 'production', PORT: String(PORTS.floor) } });
const SITE = `http://127.0.0.1:${PORTS.site}`;
const FLOOR = `http://127.0.0.1:${PORTS.floor}`;
await Promise.all([waitFor(`http://127.0.0.1:${PORTS.api}/api/health`), waitFor(`${SITE}/login`), waitFor(FLOOR)]);

// 3. A session waiting for its code, so that /verification renders (a real sign-in by phone).
function cookiesOf(res, jar) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const [name, ...rest] = pair.split('=');
    jar.set(name, rest.join('='));
  }
}
const jar = new Map([['gm_splash', 'IjEi']]);
const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
const loginPage = await fetch(`${SITE}/login`, { headers: { Cookie: header() } });
cookiesOf(loginPage, jar);
const csrf = (await loginPage.text()).match(/name="csrf" value="([^"]+)"/)[1];
const posted = await fetch(`${SITE}/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { Cookie: header(), Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ csrf, username: '08031000005', redirectTo: '' }),
});
cookiesOf(posted, jar);
if (posted.status !== 302) throw new Error(`bench sign-in answered ${posted.status}`);
const sessionCookie = header();

// 4. JavaScript a page loads: every script the HTML names, gzip-compressed as served.
async function scriptBytes(base, path, cookie) {
  const html = await (await fetch(base + path, { headers: cookie ? { Cookie: cookie } : {} })).text();
  const files = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const body = Buffer.from(await (await fetch(base + f)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: files.length, raw, gzip };
}

// 5. The data budget: first visit of /home (all assets, the service worker's precache included),
// another page once assets are cached, and a repeat view offline of a page the worker holds.
function countingProxy(target, port) {
  // bytes: everything the site sent back; log: the same bytes per request (method, path, status,
  // who asked: the page or the service worker, from the Referer the worker's fetches carry).
  // Chromium does not pipeline HTTP/1.1, so a connection's bytes belong to its latest request.
  const counter = { bytes: 0, log: [] };
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    let current = null;
    upstream.on('data', (chunk) => {
      counter.bytes += chunk.length;
      if (current) {
        current.bytes += chunk.length;
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(chunk.toString('latin1', 0, 16));
        if (status && !current.status) current.status = Number(status[1]);
      }
      client.write(chunk);
    });
    client.on('data', (chunk) => {
      const text = chunk.toString('latin1');
      const line = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/.exec(text);
      if (line) {
        const headers = text.slice(0, text.indexOf('\r\n\r\n'));
        const referer = /\r\nreferer: ([^\r]*)/i.exec(headers)?.[1] ?? '';
        const by = /\r\nservice-worker: script/i.test(headers) ? 'worker script' : /\/sw\.js$/.test(referer) ? 'worker' : 'page';
        const conditional = /\r\nif-(none-match|modified-since):/i.test(headers);
        current = { method: line[1], path: line[2], by, conditional, status: 0, bytes: 0 };
        counter.log.push(current);
      }
      upstream.write(chunk);
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.end());
    upstream.on('close', () => client.end());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ counter, server })));
}

async function dataBudget() {
  const proxy = await countingProxy(PORTS.site, PORTS.proxy);
  const floorProxy = await countingProxy(PORTS.floor, PORTS.proxy + 1);
  const via = `http://127.0.0.1:${PORTS.proxy}`;
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const measure = async (page, proxyCounter, step) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    const urls = new Map();
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      if (process.env.BENCH_VERBOSE) console.log(`  ${e.encodedDataLength} ${urls.get(e.requestId)}`);
    });
    const before = proxyCounter.bytes;
    const logFrom = proxyCounter.log.length;
    await step();
    await page.waitForLoadState('networkidle');
    await new Promise((r) => setTimeout(r, 1500)); // the worker's precache, after load and idle
    await cdp.detach();
    const wire = proxyCounter.log.slice(logFrom).map((r) => ({ ...r }));
    if (process.env.BENCH_VERBOSE) for (const r of wire) console.log(`  wire ${r.bytes} ${r.status} ${r.method} ${r.path} (${r.by}${r.conditional ? ', conditional' : ''})`);
    return { cdpBytes: bytes, wireBytes: proxyCounter.bytes - before, wire };
  };
  const viewport = { width: 360, height: 740 };
  try {
    const floorContext = await browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const floorPage = await floorContext.newPage();
    const floorFirst = await measure(floorPage, floorProxy.counter, () => floorPage.goto(`http://127.0.0.1:${PORTS.proxy + 1}/`));
    await floorContext.close();

    const context = await browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, baseURL: via });
    await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: via }]);
    const page = await context.newPage();
    const first = await measure(page, proxy.counter, async () => {
      await page.goto('/home');
      await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.ready), null, { timeout: 45_000 });
    });
    const job = await page.locator('a[href^="/jobs/"]').first().getAttribute('href');
    const another = await measure(page, proxy.counter, () => page.goto(job ?? '/login'));
    await context.setOffline(true);
    const offline = await measure(page, proxy.counter, () => page.reload());
    const banner = await page.locator('.offline-banner').count();
    await context.close();
    const kb = (b) => +(b / 1024).toFixed(1);
    const rows = [
      { view: 'floor: first visit of the bare React Router page', ...floorFirst, budgetKB: null },
      { view: 'first visit of /home, all assets and the worker', ...first, budgetKB: 150 },
      { view: `another page (${job}), assets cached`, ...another, budgetKB: 10 },
      { view: `repeat view offline (${job}), banner shown: ${banner > 0}`, ...offline, budgetKB: 0 },
    ];
    console.log('\nData budget, Chromium at 360 px (KB transferred)');
    console.log('| View | CDP (page) KB | wire (all) KB | budget KB | vs floor first visit |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) {
      console.log(`| ${r.view} | ${kb(r.cdpBytes)} | ${kb(r.wireBytes)} | ${r.budgetKB ?? '-'} | ${(r.wireBytes / floorFirst.wireBytes).toFixed(2)} |`);
    }
    // The wire bytes by who asked: the page, the service worker (its precache and fetches), and the
    // browser's own fetch of sw.js (registration, then an update check on each navigation).
    console.log('\nWire bytes by who asked (KB; per request in bench/results/site-budget.json)');
    console.log('| View | page (some fetched through the worker) | service worker (its own fetches) | sw.js (registration, update checks) |');
    console.log('|---|---|---|---|');
    for (const r of rows) {
      const by = (who) => kb(r.wire.filter((w) => w.by === who).reduce((sum, w) => sum + w.bytes, 0));
      console.log(`| ${r.view} | ${by('page')} | ${by('worker')} | ${by('worker script')} |`);
    }
    mkdirSync(join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(join(root, 'bench', 'results', 'site-budget.json'), JSON.stringify(rows, null, 2));
    return rows;
  } finally {
    await browser.close();
    proxy.server.close();
    floorProxy.server.close();
  }
}

if (budgetOnly) {
  try {
    await dataBudget();
  } finally {
    stopAll();
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(0);
}

// 6. Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), median of `runs`.
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
async function audit(url, cookie) {
  const scores = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: cookie ? { Cookie: cookie } : undefined },
    );
    const { categories, audits } = result.lhr;
    scores.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
    });
  }
  const median = (k) => scores.map((s) => s[k]).sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  return { performance: median('performance'), accessibility: median('accessibility'), lcpMs: median('lcp'), tbtMs: median('tbt') };
}

const pages = [
  { name: 'floor (bare React Router 7 page)', base: FLOOR, path: '/', cookie: undefined },
  { name: '/login', base: SITE, path: '/login', cookie: 'gm_splash=IjEi' },
  { name: '/signup', base: SITE, path: '/signup', cookie: 'gm_splash=IjEi' },
  { name: '/verification', base: SITE, path: '/verification', cookie: sessionCookie },
  { name: '/login, first load (splash)', base: SITE, path: '/login', cookie: undefined },
];
const results = [];
try {
  for (const p of pages) {
    const js = await scriptBytes(p.base, p.path, p.cookie);
    const lh = await audit(p.base + p.path, p.cookie);
    results.push({ page: p.name, ...lh, jsFiles: js.files, jsGzipKB: +(js.gzip / 1024).toFixed(1), jsRawKB: +(js.raw / 1024).toFixed(1) });
    console.log(`${p.name}: performance ${lh.performance}, accessibility ${lh.accessibility}, JS ${(js.gzip / 1024).toFixed(1)} KB gzip`);
  }
  await dataBudget();
} finally {
  await chrome.kill();
  stopAll();
  rmSync(work, { recursive: true, force: true });
}

const floorKB = results[0].jsGzipKB;
const lighthouseVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
const chromiumVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`\nLighthouse ${lighthouseVersion}, ${chromiumVersion}, median of ${runs} runs, mobile preset`);
console.log('| Page | Performance | Accessibility | LCP (ms) | TBT (ms) | JS gzip (KB) | JS vs floor |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  const ratio = r.jsGzipKB / floorKB;
  console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.lcpMs} | ${r.tbtMs} | ${r.jsGzipKB} | ${ratio === 1 ? '1.00 (floor)' : `${ratio.toFixed(2)} (+${((ratio - 1) * 100).toFixed(0)}%)`} |`);
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'site.json'), JSON.stringify({ lighthouseVersion, chromiumVersion, runs, results }, null, 2));
process.exit(0);
