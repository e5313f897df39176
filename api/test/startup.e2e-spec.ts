import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeIf } from './support/prerequisites';

const main = join(__dirname, '..', 'dist', 'main.js');

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

// The built API is what `npm start` runs; `npm test` builds it first (nx dependsOn build).
const describeBuilt = describeIf('the built API (api/dist)', existsSync(main), 'npx nx run @gigmarket/api:build');

describeBuilt('API start-up', () => {
  it('stops with one line naming a bad DATABASE_URL', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://somewhere/db' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toEqual([
      'Invalid setting DATABASE_URL: must be mysql://user:password@host:port/database',
    ]);
  });

  it('retries an unreachable database with back-off, then exits with a clear message', () => {
    const { status, stderr } = start({
      DATABASE_URL: 'mysql://root@127.0.0.1:1/unreachable',
      DATABASE_CONNECT_RETRIES: '2',
      LOG_LEVEL: 'warn',
    });
    expect(status).toBe(1);
    const lines = stderr.split('\n');
    expect(lines[lines.length - 1]).toMatch(/^API failed to start: Database unreachable after 3 attempt\(s\): .*ECONNREFUSED/);
  });
});
