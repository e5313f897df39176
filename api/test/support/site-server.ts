import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './processes';

/** The built site's own server (site/server.mjs), started in front of an API test app. */
export const siteDir = join(__dirname, '..', '..', '..', 'site');
export const siteBuilt = existsSync(join(siteDir, 'server.mjs')) && existsSync(join(siteDir, 'build', 'server', 'index.js'));
const SESSION_SECRET = 'site-session-secret-for-tests-0123456789';

export interface SiteServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startSite(apiPort: number, env: Record<string, string> = {}): Promise<SiteServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: siteDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}/api`,
      SESSION_SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`site server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/login`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Every path of the built site whose route module has an action (parents' paths joined). */
export function siteActionPaths(): string[] {
  const script = `
    const build = await import('./build/server/index.js');
    const routes = Object.values(build.routes);
    const byId = Object.fromEntries(routes.map((route) => [route.id, route]));
    const full = (route) => { const parts = []; for (let at = route; at; at = byId[at.parentId]) if (at.path) parts.unshift(at.path); return '/' + parts.join('/'); };
    process.stdout.write(JSON.stringify(routes.filter((route) => route.module.action).map(full)));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: siteDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', SESSION_SECRET, API_URL: 'http://127.0.0.1:9/api' },
  });
  return JSON.parse(out.toString()) as string[];
}
