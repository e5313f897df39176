import request from 'supertest';
import { USSD_LIMITS } from '@gigmarket/shared';
import { AdminSettingsService } from '../../src/admin/admin-settings.service';
import { AdminSettings } from '../../src/settings/admin-settings.entity';
import { gsm7Length, isGsm7 } from '../../src/ussd/gsm7';
import type { TestApp } from './test-app';

export const USSD_SECRET = 'ussd-test-secret-0123456789';

let sessionCounter = 0;
/** A gateway session id no other test uses. */
export const newUssdSession = () => `ATUid_${process.pid}_${Date.now().toString(36)}_${++sessionCounter}`;

/** `08031000001` -> `+2348031000001`, as Africa's Talking sends it. */
export const international = (phone: string) => `+234${phone.slice(1)}`;

/** The seed's gateway settings for a test app: the secret, the short code, and loopback allowed. */
export async function allowUssdGateway(t: TestApp): Promise<void> {
  await t.app.get(AdminSettingsService).get();
  await t.dataSource
    .getRepository(AdminSettings)
    .update(
      { id: 1 },
      { ussd_service_code: '*384*123#', ussd_gateway_secret: USSD_SECRET, ussd_allowed_addresses: '127.0.0.1, ::1' },
    );
}

/** Each screen fits one USSD page, and a CON screen offers a way back. */
export function expectUssdScreen(text: string, end: boolean): void {
  expect(isGsm7(text)).toBe(true);
  expect(gsm7Length(text)).toBeLessThanOrEqual(USSD_LIMITS.screenChars);
  if (!end) expect(text.split('\n').pop()).toMatch(/^0 (Back|Exit|Retour|Quitter)$/);
}

/** One Africa's Talking hop, `phoneNumber` exactly as given. */
export function africasTalkingHop(t: TestApp, sessionId: string, text: string, phoneNumber: string) {
  return request(t.http)
    .post('/api/ussd/africastalking')
    .type('form')
    .set('x-ussd-secret', USSD_SECRET)
    .send({ sessionId, serviceCode: '*384*123#', phoneNumber, networkCode: '62130', text });
}

/**
 * A whole Africa's Talking session from `phone` (`0...`, sent as `+234...`): every answer in turn,
 * each screen checked; answers `CON ...` / `END ...` of every hop, up to the first END.
 */
export async function ussdJourney(t: TestApp, phone: string, answers: string[], sessionId = newUssdSession()) {
  const screens: string[] = [];
  for (let i = 0; i <= answers.length; i += 1) {
    const response = await africasTalkingHop(t, sessionId, answers.slice(0, i).join('*'), international(phone));
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/^(CON|END) /);
    expectUssdScreen(response.text.slice(4), response.text.startsWith('END'));
    screens.push(response.text);
    if (response.text.startsWith('END')) break;
  }
  return screens;
}
