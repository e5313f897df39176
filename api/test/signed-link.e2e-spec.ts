import request from 'supertest';
import { WHATSAPP_CHAT } from '@gigmarket/shared';
import { Clock } from '../src/common/clock';
import { APP_CONFIG, type AppConfig } from '../src/config/config';
import { SignedLinkUse } from '../src/ussd/signed-link-use.entity';
import { signedLink } from '../src/ussd/signed-link';
import { User } from '../src/users/user.entity';
import { authEnv } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeFreelancer } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const NOW = new Date('2026-12-01T09:00:00.000Z');

/**
 * The site's check of the chat's signed links (docs/whatsapp.md "Links instead of secrets"):
 * POST /api/whatsapp-links/check answers who the link is for, once; an expired, tampered or reused
 * link is refused with its reason, and only a good first use is stored.
 */
describe.each(databaseKinds())('signed links from the WhatsApp chat (%s)', (kind) => {
  let t: TestApp;
  let now = NOW;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    secret = t.app.get<AppConfig>(APP_CONFIG).JWT_SECRET;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });
  beforeEach(() => {
    now = NOW;
  });

  const tokenOf = (path: string, userId: number, expires = new Date(NOW.getTime() + WHATSAPP_CHAT.linkMinutes * MINUTE)) =>
    new URL(signedLink('http://site.test', path, userId, expires, secret)).searchParams.get('wa')!;
  const check = (path: string, token: string, language = 'en') =>
    request(t.http).post('/api/whatsapp-links/check').set('Accept-Language', language).send({ path, token });
  const uses = () => t.dataSource.getRepository(SignedLinkUse).count();

  it('a good link says who it is for, once; opened again it is refused as used (in French too)', async () => {
    const person = await makeFreelancer(t, undefined, 'Ada Link');
    const row = await t.dataSource.getRepository(User).findOneByOrFail({ id: person.id });
    const phone = row.phone as string;
    const token = tokenOf('/freelancer/money', person.id);
    const before = await uses();
    const first = await check('/freelancer/money', token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ path: '/freelancer/money', first_name: row.first_name, phone_hint: `…${phone.slice(-3)}` });
    expect(await uses()).toBe(before + 1);
    const again = await check('/freelancer/money', token, 'fr');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ce lien a déjà servi. Demandez-en un nouveau dans la discussion WhatsApp.');
    expect(again.body.errors).toEqual({ token: again.body.message });
    expect(await uses()).toBe(before + 1);
  });

  it('an expired link (the clock moved past its 15 minutes) is refused as expired, and nothing is stored', async () => {
    const person = await makeFreelancer(t, undefined, 'Bola Late');
    const token = tokenOf('/freelancer/account/identity', person.id);
    const before = await uses();
    now = new Date(NOW.getTime() + (WHATSAPP_CHAT.linkMinutes + 1) * MINUTE);
    const late = await check('/freelancer/account/identity', token);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('This link has expired. Ask for a new one in the WhatsApp chat.');
    expect(late.body.errors).toEqual({ token: late.body.message });
    // A minute before the end it still works.
    now = new Date(NOW.getTime() + (WHATSAPP_CHAT.linkMinutes - 1) * MINUTE);
    expect((await check('/freelancer/account/identity', token)).status).toBe(200);
    expect(await uses()).toBe(before + 1);
  });

  it('a tampered link (another person, a later expiry, another page, another key, garbage) is refused as not valid', async () => {
    const person = await makeFreelancer(t, undefined, 'Chidi Tamper');
    const token = tokenOf('/freelancer/money', person.id);
    const [user, expires, mac] = token.split('.');
    const before = await uses();
    const tampered = [
      ['/freelancer/money', `${Number(user) + 1}.${expires}.${mac}`],
      ['/freelancer/money', `${user}.${Number(expires) + 3600}.${mac}`],
      ['/freelancer/account/identity', token],
      ['/freelancer/money', new URL(signedLink('http://site.test', '/freelancer/money', person.id, new Date(NOW.getTime() + MINUTE), `${secret}-other`)).searchParams.get('wa')!],
      ['/freelancer/money', 'not-a-token'],
    ];
    for (const [path, bad] of tampered) {
      const answer = await check(path, bad);
      expect([bad, answer.status]).toEqual([bad, 400]);
      expect(answer.body.errors).toEqual({ token: 'This link is not valid. Ask for a new one in the WhatsApp chat.' });
    }
    // A page the chat never links to is refused by its field.
    const other = await check('/freelancer/bank-account', token);
    expect(other.status).toBe(400);
    expect(Object.keys(other.body.errors)).toEqual(['path']);
    expect(await uses()).toBe(before);
    // The genuine link still works after all that.
    expect((await check('/freelancer/money', token)).status).toBe(200);
  });
});
