// BENCH_CPU_PROFILE=<dir>: a V8 CPU profile of what `fn` runs in this process (the API's calls,
// the client's too), written as <dir>/<name>.cpuprofile for Chrome DevTools or `speedscope`.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

export async function profiledIfAsked(name, fn) {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
