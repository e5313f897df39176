/** Environment, parsed and checked once at boot. Only `publicEnv` may reach the browser. */
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';

const EnvSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  API_URL: z._default(z.url(), 'http://localhost:3000/api'),
  SESSION_SECRET: z.optional(z.string().check(z.minLength(16))),
  COOKIE_SECURE: z.optional(z.enum(['true', 'false'])),
});

function parse() {
  const result = EnvSchema.safeParse(process.env);
  if (!result.success) {
    console.error('Invalid site environment:', z.prettifyError(result.error));
    throw new Error('Invalid site environment');
  }
  const env = result.data;
  let sessionSecret = env.SESSION_SECRET;
  if (!sessionSecret) {
    // Never fall back to a secret written in the code: a random one lasts as long as the process.
    sessionSecret = randomBytes(32).toString('hex');
    if (env.NODE_ENV === 'production') {
      console.warn('SESSION_SECRET is not set: sessions will not survive a restart of the site.');
    }
  }
  return {
    ...env,
    API_URL: env.API_URL.replace(/\/+$/, ''),
    SESSION_SECRET: sessionSecret,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
  };
}

export const env = parse();

/** The whitelisted values the browser may see. */
export const publicEnv = { MODE: env.NODE_ENV } as const;
