import Redis from 'ioredis';
import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { AdminSettings } from '../src/settings/admin-settings.entity';
import { AdminSettingsService } from '../src/admin/admin-settings.service';
import { Clock } from '../src/common/clock';
import { Rating } from '../src/trust/trust.entities';
import { Profile } from '../src/users/profile.entity';
import { UserJobType } from '../src/users/user-link.entities';
import { CONSENT_VERSIONS } from '@gigmarket/shared';
import { Consent } from '../src/consents/consent.entity';
import { User } from '../src/users/user.entity';
import { DataExport } from '../src/privacy/data-export.entity';
import { UssdEngine } from '../src/ussd/ussd-engine';
import { UssdPinService } from '../src/ussd/ussd-pin.service';
import { UssdSessions, type UssdState } from '../src/ussd/ussd-sessions';
import { authEnv, readCode, readSms } from './support/auth-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds, walkLanguages } from './support/databases';
import { describeIf, redisAnswers, REDIS_REMEDY } from './support/prerequisites';
import {
  count,
  makeEmployer,
  makeFreelancer,
  makeListing,
  makeLookups,
  type Lookups,
  type Person,
} from './support/marketplace-fixtures';
import { expectUssdScreen as expectScreen, USSD_SECRET as SECRET } from './support/ussd-fixtures';
import {
  approvedHire,
  atTime,
  closeWorld,
  fundHire,
  jobStart,
  paymentsWorld,
  trialBalance,
  type PaymentsWorld,
} from './support/payment-fixtures';

let sessionCounter = 0;
const newSession = () => `ATUid_${process.pid}_${++sessionCounter}`;
const intl = (phone: string) => `+234${phone.slice(1)}`;

describe.each(databaseKinds())('USSD (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;
  let phone: string;
  let http: PaymentsWorld['t']['http'];

  /** One Africa's Talking hop: answers [status, text]. */
  const at = async (sessionId: string, text: string, who = phone, secret: string | null = SECRET) => {
    let call = request(http).post('/api/ussd/africastalking').type('form');
    if (secret !== null) call = call.set('x-ussd-secret', secret);
    const response = await call.send({
      sessionId,
      serviceCode: '*384*123#',
      phoneNumber: intl(who),
      networkCode: '62130',
      text,
    });
    return response;
  };
  /** A whole journey through Africa's Talking: every screen, each checked. */
  const journeyAt = async (answers: string[], who = phone) => {
    const sessionId = newSession();
    const screens: string[] = [];
    for (let i = 0; i <= answers.length; i += 1) {
      const response = await at(sessionId, answers.slice(0, i).join('*'), who);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      const body = response.text;
      expect(body).toMatch(/^(CON|END) /);
      expectScreen(body.slice(4), body.startsWith('END'));
      screens.push(body);
      if (body.startsWith('END')) break;
    }
    return screens;
  };
  const journeyHubtel = async (answers: string[], who = phone) => {
    const sessionId = newSession();
    const screens: string[] = [];
    for (let i = 0; i <= answers.length; i += 1) {
      const response = await request(http)
        .post(`/api/ussd/hubtel/${SECRET}`)
        .send({
          Type: i === 0 ? 'Initiation' : 'Response',
          Message: i === 0 ? '*384*123#' : answers[i - 1],
          SessionId: sessionId,
          Mobile: `234${who.slice(1)}`,
          Operator: 'mtn',
          Sequence: i + 1,
        });
      expect(response.status).toBe(200);
      const end = response.body.Type === 'Release';
      expectScreen(response.body.Message, end);
      screens.push(`${end ? 'END' : 'CON'} ${response.body.Message}`);
      if (end) break;
    }
    return screens;
  };
  const setGateway = (fields: Partial<AdminSettings>) =>
    world.t.dataSource.getRepository(AdminSettings).update({ id: 1 }, fields);

  beforeAll(async () => {
    world = await paymentsWorld(kind, { USSD_HOPS_PER_PHONE_PER_MINUTE: '1000' });
    http = world.t.http;
    await world.t.app.get(AdminSettingsService).get();
    await setGateway({
      ussd_service_code: '*384*123#',
      ussd_gateway_secret: SECRET,
      ussd_allowed_addresses: '127.0.0.1, ::1',
    });
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Ikoyi Cleaning Services Limited');
    freelancer = await makeFreelancer(world.t, { latitude: 6.5, longitude: 3.37 }, 'Chidi Okafor');
    phone = (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).phone as string;
    for (let i = 0; i < 7; i += 1) {
      await makeListing(world.t.dataSource, employer.id, lookups, {
        job_title:
          i === 0
            ? 'Nettoyage complet d’une maison à Lekki — fenêtres, sols, cuisine et salle de bain'
            : `Event hand ${i}`,
        amount: `${10000 + i * 1000}.00`,
        latitude: String(6.5 + i / 100),
        longitude: '3.3700000',
      });
    }
  });
  afterAll(() => closeWorld(world));

  describe('the gateway boundary', () => {
    it('refuses forged callbacks and changes nothing: no secret, a wrong secret, an address outside the allow-list', async () => {
      const before = await count(world.t.dataSource, 'ussd_sessions', {});
      const applications = await count(world.t.dataSource, 'jobapplication', {});
      expect((await at(newSession(), '', phone, null)).status).toBe(401);
      expect((await at(newSession(), '1*1*1*1*1', phone, 'wrong-secret-wrong-secret')).status).toBe(401);
      expect(
        (
          await request(http)
            .post('/api/ussd/hubtel/not-the-secret')
            .send({ Type: 'Initiation', Message: '*384*123#', SessionId: 'x', Mobile: '2348000000000' })
        ).status,
      ).toBe(401);
      await setGateway({ ussd_allowed_addresses: '10.0.0.0/8' });
      try {
        expect((await at(newSession(), '1*1*1*1*1')).status).toBe(403);
      } finally {
        await setGateway({ ussd_allowed_addresses: '127.0.0.1, ::1' });
      }
      // Without any allow-list nothing passes either.
      await setGateway({ ussd_allowed_addresses: null });
      try {
        expect((await at(newSession(), '')).status).toBe(403);
      } finally {
        await setGateway({ ussd_allowed_addresses: '127.0.0.1, ::1' });
      }
      expect(await count(world.t.dataSource, 'ussd_sessions', {})).toBe(before);
      expect(await count(world.t.dataSource, 'jobapplication', {})).toBe(applications);
    });

    it('the back office sets the gateway secret write-only and masked, like the payment secret', async () => {
      const put = await request(http)
        .put('/api/admin/adminsettings/1')
        .set(world.superadmin)
        .send({
          ussd_service_code: '*384*123#',
          ussd_gateway_secret: `${SECRET}-new`,
          ussd_allowed_addresses: '127.0.0.1, ::1, 196.201.214.0/24',
        });
      expect(put.status).toBe(200);
      const shown = (await request(http).get('/api/admin/adminsettings/1').set(world.superadmin)).body;
      expect(shown).toMatchObject({
        ussd_gateway_secret_set: true,
        ussd_gateway_secret_hint: '••••-new',
        ussd_allowed_addresses: '127.0.0.1, ::1, 196.201.214.0/24',
      });
      expect(JSON.stringify(shown)).not.toContain(SECRET);
      expect((await at(newSession(), '')).status).toBe(401);
      expect((await at(newSession(), '', phone, `${SECRET}-new`)).status).toBe(200);
      // An edit that leaves the secret empty keeps it; a bad code or address list is a 400 with the field.
      expect(
        (
          await request(http)
            .put('/api/admin/adminsettings/1')
            .set(world.superadmin)
            .send({ ...shown, ussd_gateway_secret: '' })
        ).status,
      ).toBe(200);
      expect((await at(newSession(), '', phone, `${SECRET}-new`)).status).toBe(200);
      const bad = await request(http)
        .put('/api/admin/adminsettings/1')
        .set(world.superadmin)
        .send({ ussd_service_code: '384', ussd_allowed_addresses: 'evil.example.com' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(
        expect.arrayContaining(['ussd_service_code', 'ussd_allowed_addresses']),
      );
      await setGateway({ ussd_gateway_secret: SECRET });
    });

    it('the two adapters give the same journey', async () => {
      const path = ['1', '1', '98', '0', '0', '2', '0', '4', '0', '5', '0'];
      const viaAt = await journeyAt(path);
      const viaHubtel = await journeyHubtel(path);
      expect(viaHubtel).toEqual(viaAt);
      expect(viaAt[1]).toMatch(/^CON Jobs near:\n1 My location\n/);
      expect(viaAt[2]).toMatch(/Jobs near you/);
    });

    it('dial-through *384*123*1# opens Jobs near me (its place menu) on both gateways', async () => {
      const first = await at(newSession(), '1');
      expect(first.text).toMatch(/^CON Jobs near:\n1 My location/);
      const hubtel = await request(http)
        .post('/api/ussd/hubtel')
        .set('x-ussd-secret', SECRET)
        .send({
          Type: 'Initiation',
          Message: '*384*123*1#',
          ServiceCode: '*384*123#',
          SessionId: newSession(),
          Mobile: `234${phone.slice(1)}`,
          Sequence: 1,
        });
      expect(hubtel.body.Message).toBe(first.text.slice(4));
    });
  });

  describe('every menu path, breadth-first to depth 6', () => {
    it.each(walkLanguages(kind))(
      'in %s: GSM-7, at most 160 characters, 0 on every CON screen',
      async (language) => {
        const walker = await makeFreelancer(world.t, { latitude: 6.5, longitude: 3.37 }, 'Walker Ade');
        await world.t.dataSource.getRepository(User).update({ id: walker.id }, { language });
        await world.t.app.get(UssdPinService).set(walker.id, '1234');
        const walkerPhone = (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: walker.id }))
          .phone as string;
        const engine = world.t.app.get(UssdEngine);
        const sessions = world.t.app.get(UssdSessions);
        const users = world.t.dataSource.getRepository(User);
        const hop = (sessionId: string, path: string[]) =>
          engine.handle({
            gateway: 'africastalking',
            sessionId,
            msisdn: walkerPhone,
            network: null,
            input: path.at(-1) ?? '',
            isNew: path.length === 0,
            hop: path.join('*'),
          });
        /**
         * Where a path left the caller: the session's state (plain JSON: the screen, its data, the
         * back stack, the language) and the PIN's tries. Each next answer is tried on a copy of it in
         * a session of its own, rather than by replaying the whole path from the menu: one hop per
         * path instead of one per answer, and the argon2id PIN compared once where a path enters it,
         * not again on every path below (docs/testing.md "Screen walks").
         */
        type Fork = { state: UssdState; pin: Pick<User, 'ussd_pin_attempts' | 'ussd_pin_locked_until'> };
        const forkOf = async (sessionId: string): Promise<Fork> => {
          const row = await users
            .createQueryBuilder('u')
            .select(['u.id', 'u.ussd_pin_attempts', 'u.ussd_pin_locked_until'])
            .where('u.id = :id', { id: walker.id })
            .getOneOrFail();
          const state = await sessions.load('africastalking', sessionId);
          if (!state) throw new Error(`no state for ${sessionId}`);
          return { state, pin: { ussd_pin_attempts: row.ussd_pin_attempts, ussd_pin_locked_until: row.ussd_pin_locked_until } };
        };
        // The walk answers wrong PINs on purpose: each path starts with its parent's tries (its own
        // wrong answers so far, none of another path's), so the lockout (its own test below) does not
        // hide the money screens from later paths.
        await users.update({ id: walker.id }, { ussd_pin_attempts: 0, ussd_pin_locked_until: null });
        const seen = new Set<string>();
        let queue: { path: string[]; from: Fork | null }[] = [{ path: [], from: null }];
        let screens = 0;
        for (let depth = 0; depth <= 6 && queue.length; depth += 1) {
          const next: typeof queue = [];
          for (const { path, from } of queue) {
            // A fresh session (gateway-neutral: the engine itself), on the parent's state for the last answer.
            const sessionId = newSession();
            if (from) {
              await users.update({ id: walker.id }, from.pin);
              await sessions.save('africastalking', sessionId, { ...from.state, rowId: null });
            }
            const reply = await hop(sessionId, path);
            expectScreen(reply.text, reply.end);
            screens += 1;
            if (reply.end || seen.has(reply.text)) continue;
            seen.add(reply.text);
            const fork = await forkOf(sessionId);
            let options = reply.text
              .split('\n')
              .map((line) => /^(\d{1,2}) /.exec(line)?.[1])
              .filter((option): option is string => Boolean(option) && option !== '0');
            // Every bank leads to the same two screens with its name in them: the first bank of a
            // page (and More) stands for the rest, or the walk would resolve dozens of accounts.
            if (/^(Your bank|Votre banque|Other banks|Autres banques|Verify your ID\. (Your bank|Other banks)|Vérifier votre identité\. (Votre banque|Autres banques)):/.test(reply.text))
              options = options.filter((option, index) => index === 0 || option === '98');
            // Free answers where a screen asks for one (a price or the PIN, an account number), and a wrong one.
            const inputs = options.length ? [...options, '7'] : ['1234', '0123456789', 'x'];
            // Confirming an action changes the world; the walk confirms nothing (the journeys below do).
            const confirms = /Confirm|Confirmer/.test(reply.text);
            for (const input of inputs) if (!(confirms && input === '1')) next.push({ path: [...path, input], from: fork });
          }
          queue = next;
        }
        expect(screens).toBeGreaterThan(30);
        expect(seen.size).toBeGreaterThan(15);
        // My money's bank account screens, down to the name to confirm, are part of the walk.
        const bankScreens = [
          /^(Your bank|Votre banque):\n1 Access Bank/,
          /^(Other banks|Autres banques):\n1 /,
          /^(Your 10-digit account number at|Votre numéro de compte à 10 chiffres chez) Access Bank:/,
          /^(Your 10-digit account number at|Votre numéro de compte à 10 chiffres chez) Carbon:/,
          /^(Pay your money to|Verser votre argent à) [A-Z ]+, Access Bank 0123456789\?\n1 (Confirm|Confirmer)/,
          // Verify my ID (docs/trust.md): the bank, the account number, the BVN to type (the walk types none that is 11 digits).
          /^(Verify your ID\. Your bank|Vérifier votre identité\. Votre banque):\n1 Access Bank/,
          /^(ID check: your 10-digit account number at|Identité : votre numéro de compte à 10 chiffres chez) Access Bank:/,
          /^(To check the ID of|Pour vérifier l'identité de) .+, Access Bank \.\.\.6789:\n(Your 11-digit BVN|Votre BVN à 11 chiffres):/,
          /^(A BVN is 11 digits\.|Un BVN a 11 chiffres\.)\n/,
        ];
        for (const screen of bankScreens) expect([screen, [...seen].some((text) => screen.test(text))]).toEqual([screen, true]);
      },
      // 10 to 20 s alone (docs/testing.md "Screen walks"); a loaded machine takes several times that.
      600_000,
    );

    it('unknown numbers walk registration in both languages within the screen rules', async () => {
      const screens = await journeyAt(['2', '7', '1', 'Amaka', 'Eze', '1', '1', '2', '2'], '08099999981');
      expect(screens[1]).toMatch(/Bienvenue/);
      expect(screens.at(-1)).toMatch(/^CON Inscrire/);
      expect(await count(world.t.dataSource, 'users', { phone: '08099999981' })).toBe(0);
    });
  });

  describe('journeys', () => {
    it('applies with a quoted price once, whatever the retries; the SMS confirms it', async () => {
      const listing = await makeListing(world.t.dataSource, employer.id, lookups, {
        job_title: 'Paint a fence',
        amount: '9000.00',
        latitude: '6.5000000',
        longitude: '3.3700000',
      });
      const list = (await at(newSession(), '1*1')).text;
      const pick = /\n(\d) Paint a fence/.exec(list)?.[1] as string;
      expect(pick).toBeDefined();
      const sessionId = newSession();
      const hops = ['', '1', '1', pick, '1', '2', '7500'];
      for (let i = 0; i < hops.length; i += 1) {
        const response = await at(sessionId, hops.slice(1, i + 1).join('*'));
        expect(response.text).toMatch(/^CON /);
        if (i === 3) expect(response.text).toMatch(/Paint a fence\nPay: N9,000/);
      }
      const confirm = hops.slice(1).concat('1').join('*');
      const done = await at(sessionId, confirm);
      expect(done.text).toMatch(/^END Applied for Paint a fence/);
      // The gateway retries the same hop: the same screen, one application.
      const again = await at(sessionId, confirm);
      expect(again.text).toBe(done.text);
      const rows = await world.t.dataSource
        .getRepository(JobApplication)
        .find({ where: { listing_id: listing.id, user_id: freelancer.id } });
      expect(rows).toHaveLength(1);
      expect(rows[0].new_price).toBe('7500.00');
      expect(rows[0].price).toBe('9000.00');
      expect(readSms(world.t).filter((line) => line.to === phone && /Paint a fence/.test(line.message))).toHaveLength(
        1,
      );
      // The employer sees it on the applicants page (the site's own endpoint).
      const applicants = await request(http).get(`/api/employer/listings/${listing.id}/applicants`).set(employer.auth);
      expect(applicants.status).toBe(200);
      expect(applicants.body.data.map((row: { quoted_price: string }) => row.quoted_price)).toEqual(['7500.00']);
      // Applying twice (a new session) makes no second application.
      const twice = await journeyAt(['1', '1', pick, '1', '1', '1']);
      expect(twice.at(-1)).toMatch(/^END You have already applied/);
      expect(await count(world.t.dataSource, 'jobapplication', { listing_id: listing.id })).toBe(1);
      const session = await world.t.dataSource.query(
        `SELECT outcome, hops, phone FROM ussd_sessions WHERE session_id = '${sessionId}'`,
      );
      expect(session[0]).toMatchObject({ outcome: 'applied', hops: 8, phone });
    });

    it('keeps a session 180 s after its last hop (in the database without REDIS_URL)', async () => {
      const sessionId = newSession();
      await at(sessionId, '');
      expect((await at(sessionId, '4')).text).toMatch(/^CON SMS job alerts are/);
      const clock = world.t.app.get(Clock);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 179_000));
      try {
        // Within 180 s: the state is there, so "0" goes back to the menu.
        expect((await at(sessionId, '4*0')).text).toMatch(/^CON GigMarket\n1 Jobs near me/);
        spy.mockReturnValue(new Date(Date.now() + 179_000 + 181_000));
        // Past 180 s the state is gone: the next hop starts again from the menu and applies its answer.
        expect((await at(sessionId, '4*0*5')).text).toMatch(/^CON 1 English\n2 Francais\n0 Back$/);
      } finally {
        spy.mockRestore();
      }
    });

    it('a session dropped before the confirmation changes nothing', async () => {
      const before = await count(world.t.dataSource, 'jobapplication', {});
      await journeyAt(['1', '1', '2', '1', '1']);
      expect(await count(world.t.dataSource, 'jobapplication', {})).toBe(before);
    });

    it('checks in and marks done through hire-to-pay states, rates the employer, books balanced', async () => {
      const hireId = await approvedHire(world, lookups, employer, freelancer, {
        amount: '15000.00',
        listing: { job_title: 'Usher at a wedding', latitude: null, longitude: null },
      });
      await fundHire(world, employer, hireId);
      const position = async () => {
        const own = await request(http).get('/api/freelancer/applications').set(freelancer.auth);
        return own.body.data.items.findIndex((row: { id: number }) => row.id === hireId) + 1;
      };
      const status = async () =>
        (await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: hireId })).status;
      // Check-in and "done" follow the job's clock: a minute after its start.
      const start = await jobStart(world, freelancer, hireId);
      await atTime(world.t, new Date(start.getTime() + 60_000), async () => {
        const checkIn = await journeyAt(['2', String(await position()), '1', '1']);
        expect(checkIn[2]).toMatch(/Status: funded\nPay: N15,000\n1 Check in\n0 Back$/);
        expect(checkIn.at(-1)).toBe('END Checked in. The employer has been told.');
        expect(await status()).toBe('in_progress');
        // A duplicate hop (same session, same text) acts once.
        // The one step a hire offers is option 1: here "Mark done".
        const done = await journeyAt(['2', String(await position())]);
        expect(done.at(-1)).toMatch(/Status: started\nPay: N15,000\n1 Mark done\n0 Back$/);
        const sessionId = newSession();
        const path = ['2', String(await position()), '1', '1'];
        for (let i = 0; i <= path.length; i += 1) await at(sessionId, path.slice(0, i).join('*'));
        expect(await status()).toBe('submitted');
        const repeat = await at(sessionId, path.join('*'));
        expect(repeat.text).toBe('END Marked done. The employer will confirm it.');
        expect(await status()).toBe('submitted');
      });
      const complete = await request(http).post(`/api/employer/hires/${hireId}/complete`).set(employer.auth);
      expect(complete.status).toBe(200);
      expect(['completed', 'paid']).toContain(await status());
      expect((await journeyAt(['2', String(await position())])).at(-1)).toMatch(/\n1 Rate the employer\n0 Back$/);
      const rated = await journeyAt(['2', String(await position()), '1', '4', '1']);
      expect(rated.at(-1)).toBe('END Thank you, your rating is saved.');
      expect(
        await world.t.dataSource.getRepository(Rating).findOneBy({ application_id: hireId, rater_id: freelancer.id }),
      ).toMatchObject({ stars: 4, ratee_id: employer.id });
      const books = await trialBalance(world);
      expect(books.balanced).toBe(true);
    });

    it('money asks for a PIN set after an SMS code; 5 wrong tries lock it for 30 minutes', async () => {
      const first = await journeyAt(['3']);
      expect(first.at(-1)).toMatch(/You have no PIN yet\.\n1 Send me a code by SMS/);
      const sessionId = newSession();
      for (const text of ['', '3', '3*1']) await at(sessionId, text);
      const code = readCode(world.t, phone);
      const afterCode = await at(sessionId, `3*1*${code}`);
      expect(afterCode.text).toMatch(/Choose a 4-digit PIN/);
      await at(sessionId, `3*1*${code}*4321`);
      const money = await at(sessionId, `3*1*${code}*4321*4321`);
      expect(money.text).toMatch(/^CON Your PIN is set\.\nBalance: N/);
      const stored = await world.t.dataSource
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.ussd_pin_hash')
        .where('u.id = :id', { id: freelancer.id })
        .getOneOrFail();
      expect(stored.ussd_pin_hash).toMatch(/^\$argon2id\$/);
      // The hire paid above waits for a bank account, so My money says how to get it.
      expect((await journeyAt(['3', '4321'])).at(-1)).toMatch(
        /^CON Balance: N[\d,]+\nAdd a bank account to be paid\.\nLast payouts:\n.*\n1 Add bank account\n2 Text me my \d{4} total\n0 Back$/s,
      );
      // Five wrong tries in one session lock the PIN; the right PIN then fails for 30 minutes.
      const wrong = await journeyAt(['3', '0000', '0000', '0000', '0000', '0000']);
      expect(wrong[2]).toMatch(/Wrong PIN. Tries left: 4/);
      expect(wrong.at(-1)).toMatch(/^END Your PIN is locked for 30 minutes/);
      expect((await journeyAt(['3', '4321'])).at(-1)).toMatch(/^END Your PIN is locked/);
      const clock = world.t.app.get(Clock);
      const later = new Date(Date.now() + 31 * 60_000);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(later);
      try {
        expect((await journeyAt(['3', '4321'])).at(-1)).toMatch(/^CON Balance:/);
      } finally {
        spy.mockRestore();
      }
    });

    it('job alerts flip users.sms_job_alerts, recorded as the SMS consent when no other text is on; language switches the menus', async () => {
      await world.t.dataSource.getRepository(User).update({ id: freelancer.id }, { sms_message_nudges: false });
      const alerts = await journeyAt(['4', '1']);
      expect(alerts.at(-1)).toBe('END SMS job alerts are now off.');
      expect((await world.t.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).sms_job_alerts).toBe(
        false,
      );
      await journeyAt(['4', '1']);
      expect((await world.t.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).sms_job_alerts).toBe(
        true,
      );
      const consents = await world.t.dataSource.getRepository(Consent).find({ where: { user_id: freelancer.id, kind: 'sms_alerts' }, order: { id: 'ASC' } });
      expect(consents.map((row) => [Boolean(row.granted), row.channel, row.version])).toEqual([
        [false, 'ussd', CONSENT_VERSIONS.sms_alerts],
        [true, 'ussd', CONSENT_VERSIONS.sms_alerts],
      ]);
      await world.t.dataSource.getRepository(User).update({ id: freelancer.id }, { sms_message_nudges: true });
      const french = await journeyAt(['5', '2']);
      expect(french.at(-1)).toMatch(/^CON Langue : francais\.\nGigMarket\n1 Offres près de moi/);
      await journeyAt(['5', '1']);
    });

    it('"Send me my data" asks for the site\'s "Download my data" archive, on the USSD channel', async () => {
      const screens = await journeyAt(['4', '2']);
      expect(screens.at(-2)).toMatch(/\n1 Turn (off|on)\n2 Send me my data\n0 Back$/);
      expect(screens.at(-1)).toMatch(/^END We are preparing your data\. We will text you when it is ready/);
      expect(await world.t.dataSource.getRepository(DataExport).findOneByOrFail({ user_id: freelancer.id })).toMatchObject({ status: 'pending', channel: 'ussd' });
    });

    it('an unknown number registers as a verified freelancer and is welcomed by SMS', async () => {
      const newPhone = '08099999982';
      // The back office's setting is the seed's; the running product's SITE_URL is the address given.
      await world.t.dataSource.query("UPDATE adminsettings SET site_url = 'https://seeded.example' WHERE id = 1");
      const screens = await journeyAt(['1', 'Amaka', 'Eze', '1', '1', '1'], newPhone);
      expect(screens.at(-1)).toMatch(/^CON You are registered\. Welcome!\nGigMarket\n1 Jobs near me/);
      const user = await world.t.dataSource.getRepository(User).findOneByOrFail({ phone: newPhone });
      expect(user).toMatchObject({ first_name: 'Amaka', last_name: 'Eze', user_type: 'freelancer', status: 'active' });
      expect(user.email_verified_at).not.toBeNull();
      expect(
        (await world.t.dataSource.getRepository(Profile).findOneByOrFail({ user_id: user.id })).state_id,
      ).not.toBeNull();
      expect(await world.t.dataSource.getRepository(UserJobType).countBy({ user_id: user.id })).toBe(1);
      expect(readSms(world.t).filter((line) => line.to === newPhone && /Welcome to GigMarket/.test(line.message)).map((line) => line.message)).toEqual([
        'Welcome to GigMarket! Find work by USSD or on http://127.0.0.1:4101',
      ]);
      // Next call: a known freelancer.
      expect((await journeyAt([], newPhone))[0]).toMatch(/^CON GigMarket\n1 Jobs near me/);
    });

    it('a blocked user gets an END line that says so', async () => {
      const blocked = await makeFreelancer(world.t, undefined, 'Blocked Person');
      await world.t.dataSource.getRepository(User).update({ id: blocked.id }, { status: 'blocked' });
      const blockedPhone = (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: blocked.id }))
        .phone as string;
      expect((await journeyAt(['1'], blockedPhone))[0]).toBe('END Your GigMarket account is blocked. Contact support.');
    });
  });
});

describe('USSD per-phone rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', authEnv({ USSD_HOPS_PER_PHONE_PER_MINUTE: '3' }));
    await t.app.get(AdminSettingsService).get();
    await t.dataSource
      .getRepository(AdminSettings)
      .update({ id: 1 }, { ussd_gateway_secret: SECRET, ussd_allowed_addresses: '127.0.0.1/32, ::1/128' });
  });
  afterAll(() => t.close());

  it('past the limit for one phone, closes with a screen saying so (never a JSON 429 the phone cannot show); other phones go on', async () => {
    const hop = (phoneNumber: string) =>
      request(t.http)
        .post('/api/ussd/africastalking')
        .type('form')
        .set('x-ussd-secret', SECRET)
        .send({ sessionId: newSession(), serviceCode: '*384*123#', phoneNumber, text: '' });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await hop('+2348099999983'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.slice(0, 3).every((answer) => answer.text.startsWith('CON '))).toBe(true);
    expect(answers[3].headers['content-type']).toMatch(/^text\/plain/);
    expect(answers[3].text).toBe('END Too many tries from this phone. Wait a minute, then dial again.\nTrop de tentatives depuis ce téléphone. Attendez une minute, puis recomposez.');
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    expect((await hop('+2348099999984')).text).toMatch(/^CON /);

    const hubtel = () =>
      request(t.http)
        .post('/api/ussd/hubtel')
        .set('x-ussd-secret', SECRET)
        .send({ Type: 'Initiation', SessionId: newSession(), Mobile: '2348099999985', Message: '*384*123#', ServiceCode: '*384*123#' });
    for (let i = 0; i < 3; i += 1) expect((await hubtel()).body.Type).toBe('Response');
    const refused = await hubtel();
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ Type: 'Release', Message: expect.stringMatching(/^Too many tries from this phone/) });
  });
});

/** Session state in Redis with a TTL when REDIS_URL is set (USSD_TEST_REDIS_URL, else the local db 2). */
const USSD_REDIS_URL = process.env.USSD_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/2';
describeIf(`Redis at ${USSD_REDIS_URL}`, redisAnswers(USSD_REDIS_URL), REDIS_REMEDY)('USSD sessions in Redis', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(USSD_REDIS_URL, { maxRetriesPerRequest: 1 });
    t = await createTestApp('sqlite', authEnv({ REDIS_URL: USSD_REDIS_URL }));
    await t.app.get(AdminSettingsService).get();
    await t.dataSource
      .getRepository(AdminSettings)
      .update({ id: 1 }, { ussd_gateway_secret: SECRET, ussd_allowed_addresses: '127.0.0.1, ::1' });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });

  it('keeps the state in Redis for 180 s and the back-office row in the database', async () => {
    const sessionId = newSession();
    const hop = (text: string) =>
      request(t.http)
        .post('/api/ussd/africastalking')
        .type('form')
        .set('x-ussd-secret', SECRET)
        .send({ sessionId, serviceCode: '*384*123#', phoneNumber: '+2348099999985', text });
    expect((await hop('')).text).toMatch(/^CON Welcome to GigMarket/);
    expect((await hop('1')).text).toMatch(/^CON Your first name/);
    const ttl = await redis.pttl(`gig:ussd:africastalking:${sessionId}`);
    expect(ttl).toBeGreaterThan(170_000);
    expect(ttl).toBeLessThanOrEqual(180_000);
    const row = await t.dataSource.query(`SELECT hops, state FROM ussd_sessions WHERE session_id = '${sessionId}'`);
    expect(row[0]).toMatchObject({ hops: 2, state: null });
  });
});

describe('USSD PIN on the site account page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', authEnv());
  });
  afterAll(() => t.close());

  it('a freelancer sets a 4-digit PIN (hashed); bad input is a 400 with the field; employers cannot', async () => {
    const freelancer = await makeFreelancer(t);
    const employer = await makeEmployer(t);
    expect((await request(t.http).get('/api/profile/ussd-pin').set(freelancer.auth)).body.data).toEqual({
      set: false,
      locked: false,
    });
    const bad = await request(t.http).put('/api/profile/ussd-pin').set(freelancer.auth).send({ pin: '12a4' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/pin/);
    expect((await request(t.http).put('/api/profile/ussd-pin').set(freelancer.auth).send({ pin: '2580' })).status).toBe(
      200,
    );
    expect((await request(t.http).get('/api/profile/ussd-pin').set(freelancer.auth)).body.data).toEqual({
      set: true,
      locked: false,
    });
    expect(await t.app.get(UssdPinService).check(freelancer.id, '2580')).toEqual({ ok: true });
    expect((await request(t.http).put('/api/profile/ussd-pin').set(employer.auth).send({ pin: '2580' })).status).toBe(
      403,
    );
  });

  it('describes the USSD endpoints in the OpenAPI document', async () => {
    const paths = (await request(t.http).get('/api/docs-json')).body.paths as Record<string, Record<string, unknown>>;
    for (const path of [
      '/api/ussd/africastalking',
      '/api/ussd/africastalking/{secret}',
      '/api/ussd/hubtel',
      '/api/ussd/hubtel/{secret}',
      '/api/profile/ussd-pin',
    ])
      expect(Object.keys(paths)).toContain(path);
    expect(JSON.stringify(paths['/api/ussd/africastalking'])).toMatch(/text\/plain/);
  });
});
