import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { API_ORIGIN } from '../../ports.mjs';
import { nextSmsSince, readSms } from './sms';

/** A token through the API's real sign-in (the code is used, so the browser sign-in may send another at once). */
export async function apiToken(request: APIRequestContext, phone: string): Promise<string> {
  const since = nextSmsSince(phone);
  const login = await request.post(`${API_ORIGIN}/api/auth/login`, { data: { fieldName: 'phone', username: phone } });
  expect(login.status()).toBe(200);
  const code = await readSms(phone, { since });
  const verify = await request.post(`${API_ORIGIN}/api/auth/process-verification`, {
    data: { fieldName: 'phone', username: phone, action: 'login', code },
  });
  expect(verify.status()).toBe(200);
  return (await verify.json()).data.token;
}
