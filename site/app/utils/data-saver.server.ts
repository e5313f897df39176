/** The "Data saver" switch (docs/offline.md): a year-long cookie; on, lists show no pictures. */
import { createCookie } from 'react-router';
import { env } from './env.server';

export const dataSaverCookie = createCookie('gm_data_saver', { path: '/', sameSite: 'lax', httpOnly: true, secure: env.cookieSecure, maxAge: 60 * 60 * 24 * 365 });

export async function readDataSaver(request: Request): Promise<boolean> {
  return (await dataSaverCookie.parse(request.headers.get('Cookie'))) === '1';
}
