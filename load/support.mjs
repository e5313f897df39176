// What the load suite (run.mjs) and the two-replica suite (replicas.mjs) share: arguments, waiting,
// ports, a schema of their own on MYSQL_URL's server, the seed, API tokens, and HAProxy as
// docs/deploy.md configures it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dist = join(root, 'api', 'dist');
const apiRequire = createRequire(join(root, 'api', 'package.json'));
export const mysql = apiRequire('mysql2/promise');
const jwt = apiRequire('jsonwebtoken');

/** `--name` flags and `--name value` options of this process. */
export function cliArgs(argv = process.argv.slice(2)) {
  return {
    flag: (name) => argv.includes(`--${name}`),
    option: (name, fallback) => {
      const i = argv.indexOf(`--${name}`);
      return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
    },
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Polls `check` until it returns something truthy (which it returns). An error thrown with
 * `fatal: true` ends the wait at once; any other counts as "not yet".
 */
export async function waitFor(what, check, timeoutMs = 60000, everyMs = 100) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error?.fatal) throw error;
    }
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** A TCP port nobody listened on a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * A schema of the run's own on MYSQL_URL's server, named after MYSQL_URL's with `suffix` and a
 * random tail: created and dropped by the caller.
 */
export function runSchema(suffix) {
  if (!process.env.MYSQL_URL) throw new Error('MYSQL_URL is not set');
  const base = new URL(process.env.MYSQL_URL);
  const name = `${base.pathname.replace(/^\//, '') || 'gig'}_${suffix}_${randomBytes(3).toString('hex')}`;
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const server = { host: base.hostname, port: Number(base.port || 3306), user: decodeURIComponent(base.username), password: decodeURIComponent(base.password) };
  const admin = () => mysql.createConnection({ ...server });
  return {
    name,
    url,
    server,
    admin,
    async create() {
      const c = await admin();
      await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await c.end();
    },
    async drop() {
      const c = await admin();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/** The seed CLI of the built API (demo data plus `listings` bulk listings) on `databaseUrl`. */
export function seedSchema(databaseUrl, listings) {
  const result = spawnSync(process.execPath, [join(dist, 'cli', 'seed.cli.js'), '--listings', String(listings), '--quiet'], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl.toString(), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed failed: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

/** A token the API accepts: exactly what TokenService.issue writes (a row in auth_tokens and an HS256 JWT { sub, jti }). */
export async function issueToken(db, userId, secret) {
  const jti = randomUUID();
  await db.query('INSERT INTO auth_tokens (id, user_id, expires_at, revoked_at) VALUES (?, ?, ?, NULL)', [jti, userId, new Date(Date.now() + 6 * 3600 * 1000)]);
  return jwt.sign({ sub: Number(userId), jti }, secret, { algorithm: 'HS256', expiresIn: 6 * 3600 });
}

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/**
 * Writes the HAProxy configuration docs/deploy.md documents ("Several API replicas behind
 * HAProxy") into `dir` and returns its path. Health checks on /api/health/ready every second, with
 * a 5 s check timeout and three misses before a replica leaves, so a replica busy for a few
 * seconds stays in; a replica that is stopping (readiness 503) leaves after two checks.
 */
export function haproxyConfig({ dir, port, apiPorts, retryAfterSeconds }) {
  const body = JSON.stringify({ result: false, message: 'The service is briefly unavailable: try again shortly', message_key: 'spec.serviceUnavailable', retryAfter: retryAfterSeconds });
  const errorPage = (status, reason) =>
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Retry-After: ${retryAfterSeconds}`,
      'Cache-Control: no-store',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n');
  // A 502 or 504 made by the proxy (a replica died mid-answer, or took too long) leaves as the
  // same 503 + Retry-After: the client's advice is the same.
  for (const status of [502, 503, 504]) writeFileSync(join(dir, `${status}.http`), errorPage(503, 'Service Unavailable'));
  const cfg = `global
  log stderr format short local0 warning
  pidfile ${join(dir, `haproxy-${port}.pid`)}

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  timeout http-request 10s
  timeout queue 5s
  timeout tunnel 1h
  timeout check 5s
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503
  errorfile 502 ${join(dir, '502.http')}
  errorfile 503 ${join(dir, '503.http')}
  errorfile 504 ${join(dir, '504.http')}

frontend api
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  # Only idempotent requests (or those carrying an Idempotency-Key) are replayed on another
  # replica after a failure past the connection; a refused connection is retried for any method.
  http-request disable-l7-retry if !METH_GET !METH_HEAD !METH_OPTIONS !{ req.hdr(idempotency-key) -m found }
  default-server check inter 1s fastinter 500ms fall 3 rise 2 slowstart 0s
${apiPorts.map((apiPort, i) => `  server api${i + 1} 127.0.0.1:${apiPort}`).join('\n')}
`;
  const path = join(dir, `haproxy-${port}.cfg`);
  writeFileSync(path, cfg);
  return path;
}

/** Checks a configuration with `haproxy -c` and starts HAProxy on it in the foreground (`-db`). */
export function spawnHaproxy(cfg) {
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c: ${check.stderr || check.stdout}`);
  return spawn(HAPROXY, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
}

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * Writes the nginx configuration docs/deploy.md documents ("nginx equivalent") into `dir`, as a
 * whole nginx.conf whose files all live in `dir`, and returns its path. Open-source nginx checks
 * replicas passively (max_fails) and passes the API's own 503 through; its own 502/503/504 (no
 * replica answered) leave as the API's JSON 503 with Retry-After.
 */
export function nginxConfig({ dir, port, apiPorts, retryAfterSeconds }) {
  const body = JSON.stringify({ result: false, message: 'The service is briefly unavailable: try again shortly', message_key: 'spec.serviceUnavailable', retryAfter: retryAfterSeconds });
  const temp = (name) => `${name}_temp_path ${join(dir, `nginx-${name}`)};`;
  const cfg = `worker_processes 1;
pid ${join(dir, `nginx-${port}.pid`)};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream api {
${apiPorts.map((apiPort) => `    server 127.0.0.1:${apiPort} max_fails=3 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_connect_timeout 2s;
      proxy_read_timeout 65s;
      proxy_buffering off;
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 2;
      proxy_intercept_errors off;
      error_page 502 503 504 = @unavailable;
    }
    location @unavailable {
      add_header Retry-After ${retryAfterSeconds} always;
      add_header Cache-Control no-store always;
      default_type "application/json; charset=utf-8";
      return 503 '${body}';
    }
  }
}
`;
  const path = join(dir, `nginx-${port}.conf`);
  writeFileSync(path, cfg);
  return path;
}

/** Checks a configuration with `nginx -t` and starts nginx on it in the foreground. */
export function spawnNginx(cfg) {
  const check = spawnSync(NGINX, ['-t', '-q', '-c', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr || check.stdout}`);
  return spawn(NGINX, ['-c', cfg, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
}
