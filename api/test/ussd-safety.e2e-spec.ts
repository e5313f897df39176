import { Like } from 'typeorm';
import { Clock } from '../src/common/clock';
import { UssdSession } from '../src/ussd/ussd-session.entity';
import { UssdPinService } from '../src/ussd/ussd-pin.service';
import { User } from '../src/users/user.entity';
import { authEnv } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeFreelancer } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import {
  africasTalkingHop,
  allowUssdGateway,
  international,
  newUssdSession,
  ussdJourney,
} from './support/ussd-fixtures';

/**
 * USSD safety (docs/ussd.md, "Who is calling" and "PIN"): PIN tries reserved atomically, a
 * session bound to the phone that opened it, one form per phone number, and no service for
 * something that is not a phone number. Everything through the HTTP callback, as the gateway calls.
 */
describe.each(databaseKinds())('USSD safety (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, authEnv({ USSD_HOPS_PER_PHONE_PER_MINUTE: '1000' }));
    await allowUssdGateway(t);
  });
  afterAll(() => t?.close());

  const phoneOf = async (id: number) =>
    (await t.dataSource.getRepository(User).findOneByOrFail({ id })).phone as string;
  const pinRow = (id: number) =>
    t.dataSource
      .getRepository(User)
      .findOneOrFail({ where: { id }, select: { id: true, ussd_pin_attempts: true, ussd_pin_locked_until: true } });

  it('50 parallel wrong PINs: at most five are compared, the PIN locks, the right PIN is refused until the lock passes', async () => {
    const freelancer = await makeFreelancer(t, undefined, 'Burst Target');
    const phone = await phoneOf(freelancer.id);
    const pins = t.app.get(UssdPinService);
    await pins.set(freelancer.id, '4321');
    // Counts the argon2 comparisons (the real one still runs).
    const compared = jest.spyOn(pins as unknown as { matches(hash: string, pin: string): Promise<boolean> }, 'matches');
    try {
      // 51 sessions at the PIN screen: 50 for the burst, one kept for the right PIN afterwards.
      const sessions = Array.from({ length: 51 }, () => newUssdSession());
      for (const sessionId of sessions) {
        await africasTalkingHop(t, sessionId, '', international(phone)).expect(200);
        const pinScreen = await africasTalkingHop(t, sessionId, '3', international(phone)).expect(200);
        expect(pinScreen.text).toMatch(/^CON Enter your 4-digit PIN/);
      }
      const burst = sessions.slice(0, 50);
      const replies = await Promise.all(
        burst.map((sessionId, i) => africasTalkingHop(t, sessionId, `3*${String(1000 + i)}`, international(phone))),
      );
      expect(replies.map((reply) => reply.status)).toEqual(burst.map(() => 200));
      expect(compared.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(compared.mock.calls.length).toBeLessThanOrEqual(5);
      expect(replies.filter((reply) => /Balance/.test(reply.text))).toHaveLength(0);
      expect(replies.filter((reply) => /^CON Wrong PIN/.test(reply.text)).length).toBeLessThanOrEqual(4);
      expect(replies.filter((reply) => /^END Your PIN is locked/.test(reply.text)).length).toBeGreaterThanOrEqual(46);
      const locked = await pinRow(freelancer.id);
      expect(locked.ussd_pin_locked_until!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

      // The right PIN, on a PIN screen opened before the lock, is refused and not even compared.
      const right = await africasTalkingHop(t, sessions[50], '3*4321', international(phone)).expect(200);
      expect(right.text).toMatch(/^END Your PIN is locked for 30 minutes/);
      expect((await ussdJourney(t, phone, ['3', '4321'])).at(-1)).toMatch(/^END Your PIN is locked/);
      expect(compared.mock.calls.length).toBeLessThanOrEqual(5);

      // Once the lock has passed, the right PIN opens My money.
      const clock = t.app.get(Clock);
      const later = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 31 * 60_000));
      try {
        expect((await ussdJourney(t, phone, ['3', '4321'])).at(-1)).toMatch(/^CON Balance: N/);
      } finally {
        later.mockRestore();
      }
      expect(await pinRow(freelancer.id)).toMatchObject({ ussd_pin_attempts: 0, ussd_pin_locked_until: null });
    } finally {
      compared.mockRestore();
    }
  });

  it('a session continued from another phone is refused with a clear END and changes nothing', async () => {
    const owner = await makeFreelancer(t, undefined, 'Session Owner');
    const intruder = await makeFreelancer(t, undefined, 'Session Intruder');
    const [ownerPhone, intruderPhone] = [await phoneOf(owner.id), await phoneOf(intruder.id)];
    const alertsOf = async (id: number) =>
      (await t.dataSource.getRepository(User).findOneByOrFail({ id })).sms_job_alerts;
    const before = await alertsOf(owner.id);
    const sessionId = newUssdSession();
    await africasTalkingHop(t, sessionId, '', international(ownerPhone)).expect(200);
    const alerts = await africasTalkingHop(t, sessionId, '4', international(ownerPhone)).expect(200);
    expect(alerts.text).toMatch(/^CON SMS job alerts are/);

    // The owner's last hop again (a gateway retry key) and a new answer, both from another phone.
    for (const text of ['4', '4*1']) {
      const refused = await africasTalkingHop(t, sessionId, text, international(intruderPhone)).expect(200);
      expect(refused.text).toBe('END This session was opened from another phone. Please dial again.');
    }
    expect(await alertsOf(owner.id)).toBe(before);
    expect(await alertsOf(intruder.id)).toBe(true);
    const row = await t.dataSource.getRepository(UssdSession).findOneByOrFail({ session_id: sessionId });
    expect(row).toMatchObject({ phone: ownerPhone, user_id: owner.id, hops: 2 });

    // The owner goes on where they were.
    const turned = await africasTalkingHop(t, sessionId, '4*1', international(ownerPhone)).expect(200);
    expect(turned.text).toMatch(/^END SMS job alerts are now (on|off)\.$/);
    expect(await alertsOf(owner.id)).toBe(!before);
  });

  it('+234..., 234..., 00234... and 0... are one caller: the same user, the phone stored 0...', async () => {
    const freelancer = await makeFreelancer(t, undefined, 'Many Writings');
    const phone = await phoneOf(freelancer.id);
    const national = phone.slice(1);
    for (const written of [`+234${national}`, `234${national}`, `00234${national}`, `+234 (0) ${national}`, phone]) {
      const sessionId = newUssdSession();
      const first = await africasTalkingHop(t, sessionId, '', written).expect(200);
      // A known freelancer (the main menu), never a registration.
      expect(first.text).toMatch(/^CON GigMarket\n1 Jobs near me/);
      expect(await t.dataSource.getRepository(UssdSession).findOneByOrFail({ session_id: sessionId })).toMatchObject({
        phone,
        user_id: freelancer.id,
      });
    }
    expect(await t.dataSource.getRepository(User).countBy({ phone: Like(`%${national}`) })).toBe(1);
  });

  it.each([
    ['letters', 'abc'],
    ['too short', '+23480312'],
    ['too long', '+2348031234567890'],
  ])('refuses %s (%j): an END that says so, no user registered, no session kept', async (_what, phoneNumber) => {
    const users = await t.dataSource.getRepository(User).count();
    const sessionId = newUssdSession();
    const answers = ['', '1', '1*Amaka', '1*Amaka*Eze', '1*Amaka*Eze*1', '1*Amaka*Eze*1*1', '1*Amaka*Eze*1*1*1'];
    for (const text of answers) {
      const reply = await africasTalkingHop(t, sessionId, text, phoneNumber).expect(200);
      expect(reply.text).toBe('END GigMarket cannot serve this phone number.');
    }
    expect(await t.dataSource.getRepository(User).count()).toBe(users);
    expect(await t.dataSource.getRepository(User).countBy({ phone: '' })).toBe(0);
    expect(await t.dataSource.getRepository(UssdSession).countBy({ session_id: sessionId })).toBe(0);
  });
});

describe.each(databaseKinds())('USSD per-phone limit, one phone however written (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, authEnv({ USSD_HOPS_PER_PHONE_PER_MINUTE: '3' }));
    await allowUssdGateway(t);
  });
  afterAll(() => t?.close());

  it('+234..., 234... and 0... share USSD_HOPS_PER_PHONE_PER_MINUTE', async () => {
    const screens: string[] = [];
    for (const written of ['+2348099999983', '2348099999983', '08099999983', '+2348099999983'])
      screens.push((await africasTalkingHop(t, newUssdSession(), '', written)).text.slice(0, 4));
    expect(screens).toEqual(['CON ', 'CON ', 'CON ', 'END ']);
    expect((await africasTalkingHop(t, newUssdSession(), '', '08099999984')).text).toMatch(/^CON /);
  });
});
