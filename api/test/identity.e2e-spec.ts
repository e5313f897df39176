import { existsSync, readFileSync } from 'node:fs';
import type { LoggerService } from '@nestjs/common';
import request from 'supertest';
import { signPaystackBody } from '@gigmarket/paystack-local';
import { IDENTITY_LIMITS, IDENTITY_MESSAGES } from '@gigmarket/shared';
import { IdentityCheck, IdentityEvent } from '../src/identity/identity.entities';
import { Notification } from '../src/notifications/notification.entity';
import { PaymentEvent } from '../src/payments/payment.entities';
import { TrustService } from '../src/trust/trust.service';
import { adminToken, makeLimitedAdmin, makeUser, readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { atTime, closeWorld, paymentsWorld, SECRET, type PaymentsWorld } from './support/payment-fixtures';
import { TokenService } from '../src/auth/token.service';
import { Profile } from '../src/users/profile.entity';
import { MODERATOR_PERMISSIONS } from '../src/seed/seed';

/** Every BVN this suite sends: none may appear in a table, a log line or an answer. */
const BVNS = {
  ada: '22290011223',
  bola: '22290044556',
  failing: '22290077889',
  mismatch: '22291122334',
  ourRule: '22291155667',
  payout: '22291188990',
  locked: '22292233445',
  limited: '22292266778',
  badField: '22293311224',
  down: '22293344557',
  replay: '22293377880',
} as const;

/** Nest's logger, keeping every line (any level) so the suite can grep them. */
class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  private keep(level: string, parts: unknown[]) {
    this.lines.push(`${level} ${parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' ')}`);
  }
  log(...parts: unknown[]) {
    this.keep('log', parts);
  }
  error(...parts: unknown[]) {
    this.keep('error', parts);
  }
  warn(...parts: unknown[]) {
    this.keep('warn', parts);
  }
  debug(...parts: unknown[]) {
    this.keep('debug', parts);
  }
  verbose(...parts: unknown[]) {
    this.keep('verbose', parts);
  }
  fatal(...parts: unknown[]) {
    this.keep('fatal', parts);
  }
}

describe.each(databaseKinds())('verify my identity (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  const paystackLog: string[] = [];
  const logger = new CapturingLogger();
  /** Every answer body of the suite, to grep for BVNs. */
  const answers: string[] = [];

  const http = () => world.t.http;
  const kept = <T extends { text: string }>(response: T): T => {
    answers.push(response.text);
    return response;
  };
  const ask = (person: Person, body: Record<string, unknown>, language = 'en') =>
    request(http()).post('/api/identity').set(person.auth).set('Accept-Language', language).send(body).then(kept);
  const status = (person: Person, language = 'en') =>
    request(http()).get('/api/identity').set(person.auth).set('Accept-Language', language).then(kept);
  const row = (userId: number) => world.t.dataSource.getRepository(IdentityCheck).findOneByOrFail({ user_id: userId });
  const settle = async (userId: number, outcome?: 'success' | 'failed') => {
    await world.paystack.control.settleIdentification((await row(userId)).customer_code!, outcome);
  };

  async function person(type: 'employer' | 'freelancer', first: string, last: string, extra: Record<string, unknown> = {}): Promise<Person> {
    const user = await makeUser(world.t.dataSource, { user_type: type, first_name: first, last_name: last, name: `${first} ${last}`, profile_completed_at: new Date(), ...extra });
    await world.t.dataSource.getRepository(Profile).insert({ user_id: user.id, company_name: type === 'employer' ? `${last} Ventures` : null });
    const { token } = await world.t.app.get(TokenService).issue(user.id);
    return { id: user.id, token, auth: { Authorization: `Bearer ${token}` } };
  }

  /** A person verified through the whole flow: request, Paystack's success webhook. */
  async function verified(type: 'employer' | 'freelancer', first: string, last: string, bvn: string): Promise<Person> {
    const who = await person(type, first, last);
    world.paystack.control.setBvnName(bvn, `${first} ${last}`.toUpperCase());
    const asked = await ask(who, { bvn, bank_code: '058', account_number: '0123456789' });
    expect(asked.status).toBe(200);
    await settle(who.id);
    expect((await status(who)).body.data.status).toBe('verified');
    return who;
  }

  beforeAll(async () => {
    world = await paymentsWorld(kind, {}, { log: (line) => paystackLog.push(line) });
    world.t.app.useLogger(logger);
    lookups = await makeLookups(world.t.dataSource);
  });
  afterAll(() => closeWorld(world));

  it('verifies: checking until Paystack answers, then the badge with its date; the name rule allows another order and a left-out middle name', async () => {
    const ada = await person('freelancer', 'Obi', 'Ada');
    world.paystack.control.setBvnName(BVNS.ada, { first_name: 'ADA', middle_name: 'GRACE', last_name: 'OBI' });
    expect((await status(ada)).body.data).toMatchObject({ status: 'none', attempts_left_today: IDENTITY_LIMITS.requestsPerDay, locked_until: null });

    const asked = await ask(ada, { bvn: BVNS.ada, bank_code: '058', account_number: '0123456789' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ result: true, message: IDENTITY_MESSAGES.requested });
    expect(asked.body.data).toMatchObject({ status: 'checking', bank_name: 'Guaranty Trust Bank', account_last4: '6789', verified_at: null, reason: null, attempts_left_today: 4 });
    expect((await ask(ada, { bvn: BVNS.ada, bank_code: '058', account_number: '0123456789' })).status).toBe(409);

    // Paystack received the request with the profile's names; only the masked BVN is on its side.
    const identification = world.paystack.control.state().identifications.at(-1)!;
    expect(identification).toMatchObject({ first_name: 'Obi', last_name: 'Ada', bvn_masked: '222*****223', bank_code: '058' });

    await settle(ada.id);
    const after = (await status(ada)).body.data;
    expect(after).toMatchObject({ status: 'verified', reason: null, account_last4: '6789' });
    expect(new Date(after.verified_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const stored = await row(ada.id);
    expect(stored).toMatchObject({ status: 'verified', customer_code: identification.customer_code, bank_code: '058' });
    expect(stored.payment_event_id).not.toBeNull();
    const trail = await world.t.dataSource.getRepository(IdentityEvent).find({ where: { user_id: ada.id }, order: { id: 'ASC' } });
    expect(trail.map((event) => [event.action, event.channel])).toEqual([
      ['requested', 'site'],
      ['verified', 'site'],
    ]);
    // The person hears it on the bell and by SMS.
    expect(await world.t.dataSource.getRepository(Notification).count({ where: { user_id: ada.id, notice_type: 'identity' } })).toBe(1);
    // A verified identity is not checked again.
    const again = await ask(ada, { bvn: BVNS.ada, bank_code: '058', account_number: '0123456789' });
    expect([again.status, again.body.message]).toEqual([409, IDENTITY_MESSAGES.alreadyVerified]);
  });

  it('fails with Paystack’s reason, in words, and the person may try again', async () => {
    const bisi = await person('freelancer', 'Bisi', 'Lawal');
    world.paystack.control.setNextIdentification({ reason: 'The BVN is flagged by the bank' });
    expect((await ask(bisi, { bvn: BVNS.failing, bank_code: '044', account_number: '0123456789' })).status).toBe(200);
    await settle(bisi.id);
    expect((await status(bisi)).body.data).toMatchObject({ status: 'failed', reason: 'The BVN is flagged by the bank', verified_at: null, attempts_left_today: 4 });
    expect((await row(bisi.id)).failed_at).not.toBeNull();
    const sms = readSms(world.t).filter((line) => line.message.includes('identity check failed'));
    expect(sms.length).toBeGreaterThan(0);
    // Failed is not final; a customer Paystack no longer knows (another Paystack account) is made again.
    await world.t.dataSource.getRepository(IdentityCheck).update({ user_id: bisi.id }, { customer_code: 'CUS_unknownelsewhere' });
    world.paystack.control.setBvnName(BVNS.failing, 'BISI LAWAL');
    expect((await ask(bisi, { bvn: BVNS.failing, bank_code: '044', account_number: '0123456789' })).body.data.status).toBe('checking');
    expect((await row(bisi.id)).customer_code).toMatch(/^CUS_(?!unknownelsewhere)/);
    await settle(bisi.id);
    expect((await status(bisi)).body.data.status).toBe('verified');
  });

  it('fails a name that does not match: Paystack’s own check, and the profile rule on the names Paystack returns, in English and French', async () => {
    const chidi = await person('employer', 'Chidi', 'Eze');
    // The name on the BVN is someone else's: Paystack refuses the names given.
    world.paystack.control.setBvnName(BVNS.mismatch, 'TUNDE BELLO');
    expect((await ask(chidi, { bvn: BVNS.mismatch, bank_code: '058', account_number: '0123456789' })).status).toBe(200);
    await settle(chidi.id);
    expect((await status(chidi)).body.data).toMatchObject({ status: 'failed', reason: IDENTITY_MESSAGES.nameMismatch });
    expect((await status(chidi, 'fr')).body.data.reason).toBe('Le nom lié à ce BVN ne correspond pas à votre profil');
    // The back office reads why in its own language, in the list, the record and its trail.
    const filter = encodeURIComponent(JSON.stringify({ user_id: chidi.id }));
    const [listed] = (await request(http()).get(`/api/admin/identities?filter=${filter}`).set(world.superadmin).set('Accept-Language', 'fr')).body;
    expect(listed.reason).toBe('Le nom lié à ce BVN ne correspond pas à votre profil');
    const shown = (await request(http()).get(`/api/admin/identities/${listed.id}`).set(world.superadmin).set('Accept-Language', 'fr')).body;
    expect(shown.reason).toBe('Le nom lié à ce BVN ne correspond pas à votre profil');
    expect(shown.events.find((event: { action: string }) => event.action === 'failed').reason).toBe('Le nom lié à ce BVN ne correspond pas à votre profil');
    expect((await request(http()).get(`/api/admin/identities/${listed.id}`).set(world.superadmin)).body.reason).toBe(IDENTITY_MESSAGES.nameMismatch);

    // Paystack says success, but the names it now holds for the customer are not the profile's.
    const dayo = await person('freelancer', 'Dayo', 'Bello');
    world.paystack.control.setNextIdentification({ outcome: 'success', name: 'CHINEDU OKAFOR' });
    expect((await ask(dayo, { bvn: BVNS.ourRule, bank_code: '058', account_number: '0123456789' })).status).toBe(200);
    await settle(dayo.id);
    expect((await status(dayo)).body.data).toMatchObject({ status: 'failed', reason: IDENTITY_MESSAGES.nameMismatch, verified_at: null });
    const failedEvent = await world.t.dataSource.getRepository(PaymentEvent).findOneByOrFail({ id: (await row(dayo.id)).payment_event_id! });
    expect(failedEvent.outcome).toBe('processed: identity check failed (name)');
  });

  it('refuses a forged webhook and a signed malformed one, and a replay is a no-op', async () => {
    const eno = await verified('freelancer', 'Eno', 'Udo', BVNS.replay);
    const before = await row(eno.id);
    const events = () => world.t.dataSource.getRepository(PaymentEvent).count();
    const trail = () => world.t.dataSource.getRepository(IdentityEvent).count({ where: { user_id: eno.id } });
    const [eventsBefore, trailBefore] = [await events(), await trail()];

    // Paystack's retry of the very same delivery.
    const replay = await world.paystack.control.resendWebhook();
    expect(replay.status_code).toBe(200);
    expect(await events()).toBe(eventsBefore);
    expect(await trail()).toBe(trailBefore);

    // Forged: a failure for this customer without the secret.
    const forged = JSON.stringify({ event: 'customeridentification.failed', data: { customer_code: before.customer_code, identification: { bank_code: '058', account_number: '012****789' }, reason: 'forged' } });
    const refused = await request(http())
      .post('/api/payments/paystack/webhook')
      .set('content-type', 'application/json')
      .set('x-paystack-signature', signPaystackBody(forged, 'sk_test_wrong'))
      .send(forged)
      .then(kept);
    expect(refused.status).toBe(401);
    expect(await events()).toBe(eventsBefore);

    // Signed but malformed (a customer code that is a list): stored, refused, never coerced.
    const malformed = JSON.stringify({ event: 'customeridentification.failed', data: { customer_code: [before.customer_code], identification: {}, reason: 'x' } });
    const answer = await request(http())
      .post('/api/payments/paystack/webhook')
      .set('content-type', 'application/json')
      .set('x-paystack-signature', signPaystackBody(malformed, SECRET))
      .send(malformed)
      .then(kept);
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toMatch(/^refused: malformed/);
    expect(await events()).toBe(eventsBefore + 1);

    // Signed and well formed, but no check is waiting (an old outcome delivered again with other bytes).
    const late = JSON.stringify({ event: 'customeridentification.failed', data: { customer_code: before.customer_code, identification: { bank_code: '058', account_number: '012****789' }, reason: 'late' } });
    const ignored = await request(http())
      .post('/api/payments/paystack/webhook')
      .set('content-type', 'application/json')
      .set('x-paystack-signature', signPaystackBody(late, SECRET))
      .send(late)
      .then(kept);
    expect(ignored.body.outcome).toBe('ignored: the identity check is verified, not waiting');
    expect(await row(eno.id)).toMatchObject({ status: 'verified', verified_at: before.verified_at });
    expect(await trail()).toBe(trailBefore);
  });

  it('answers 400 on each field, 502 when Paystack is down (nothing kept), and never repeats a BVN', async () => {
    const femi = await person('freelancer', 'Femi', 'Ojo');
    const bad = await ask(femi, { bvn: BVNS.badField.slice(0, 10), bank_code: '058', account_number: '0123456789' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ bvn: IDENTITY_MESSAGES.bvnFormat });
    expect((await ask(femi, { bvn: BVNS.badField, bank_code: '058', account_number: '012345678' })).body.errors).toHaveProperty('account_number');
    expect((await ask(femi, { bvn: BVNS.badField, bank_code: '999', account_number: '0123456789' })).body.errors).toHaveProperty('bank_code');
    // The bank knows no such account.
    expect((await ask(femi, { bvn: BVNS.badField, bank_code: '058', account_number: '0000000000' })).body.errors).toHaveProperty('account_number');
    const french = await ask(femi, { bvn: '123', bank_code: '058', account_number: '0123456789' }, 'fr');
    expect(french.body.errors.bvn).toBe('bvn doit compter 11 chiffres');

    world.paystack.control.failNextRequest({ status: 500, path: '/customer/' });
    const down = await ask(femi, { bvn: BVNS.down, bank_code: '058', account_number: '0123456789' });
    expect([down.status, down.body.message]).toEqual([502, IDENTITY_MESSAGES.providerDown]);
    expect((await status(femi)).body.data).toMatchObject({ status: 'none', attempts_left_today: IDENTITY_LIMITS.requestsPerDay });
    expect(await world.t.dataSource.getRepository(IdentityEvent).count({ where: { user_id: femi.id } })).toBe(0);
  });

  it('makes a verified account the payout account when a freelancer asks, and only then', async () => {
    const gbenga = await person('freelancer', 'Gbenga', 'Ade');
    world.paystack.control.setBvnName(BVNS.payout, 'GBENGA ADE');
    expect((await ask(gbenga, { bvn: BVNS.payout, bank_code: '058', account_number: '0123456789', use_for_payouts: true })).status).toBe(200);
    expect((await request(http()).get('/api/freelancer/bank-account').set(gbenga.auth)).body.data).toBeNull();
    const held = await world.t.dataSource.getRepository(IdentityCheck).createQueryBuilder('i').addSelect('i.payout_account').where('i.user_id = :id', { id: gbenga.id }).getOneOrFail();
    expect(held.payout_account).toBe('0123456789');
    await settle(gbenga.id);
    const account = (await request(http()).get('/api/freelancer/bank-account').set(gbenga.auth)).body.data;
    expect(account).toMatchObject({ bank_code: '058', account_number: '0123456789', bank_name: 'Guaranty Trust Bank' });
    const erased = await world.t.dataSource.getRepository(IdentityCheck).createQueryBuilder('i').addSelect('i.payout_account').where('i.user_id = :id', { id: gbenga.id }).getOneOrFail();
    expect(erased.payout_account).toBeNull();
  });

  it('locks the feature after three failures in a Lagos day until the next one, on the clock', async () => {
    const hauwa = await person('freelancer', 'Hauwa', 'Sani');
    const lateEvening = new Date('2030-03-10T21:30:00.000Z'); // 22:30 in Lagos
    await atTime(world.t, lateEvening, async () => {
      for (let attempt = 1; attempt <= IDENTITY_LIMITS.failuresBeforeLock; attempt++) {
        world.paystack.control.setNextIdentification({ reason: `Failure ${attempt}` });
        expect((await ask(hauwa, { bvn: BVNS.locked, bank_code: '058', account_number: '0123456789' })).status).toBe(200);
        await settle(hauwa.id);
      }
      const view = (await status(hauwa)).body.data;
      expect(view).toMatchObject({ status: 'failed', attempts_left_today: 0, locked_until: '2030-03-10T23:00:00.000Z' });
      const locked = await ask(hauwa, { bvn: BVNS.locked, bank_code: '058', account_number: '0123456789' });
      expect([locked.status, locked.body.message]).toEqual([429, IDENTITY_MESSAGES.locked]);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
    });
    // 00:10 in Lagos: a new day.
    await atTime(world.t, new Date('2030-03-10T23:10:00.000Z'), async () => {
      expect((await status(hauwa)).body.data).toMatchObject({ attempts_left_today: IDENTITY_LIMITS.requestsPerDay, locked_until: null });
      world.paystack.control.setBvnName(BVNS.locked, 'HAUWA SANI');
      expect((await ask(hauwa, { bvn: BVNS.locked, bank_code: '058', account_number: '0123456789' })).body.data.status).toBe('checking');
    });
  });

  it('allows five requests a day, then 429 until the next day', async () => {
    const ifeoma = await person('employer', 'Ifeoma', 'Nwosu');
    const id = async () => (await row(ifeoma.id)).id;
    await atTime(world.t, new Date('2030-04-01T09:00:00.000Z'), async () => {
      world.paystack.control.setBvnName(BVNS.limited, 'IFEOMA NWOSU');
      const outcomes: Array<'failed' | 'success'> = ['failed', 'failed', 'success', 'success', 'success'];
      for (const outcome of outcomes) {
        const asked = await ask(ifeoma, { bvn: BVNS.limited, bank_code: '058', account_number: '0123456789' });
        expect([outcome, asked.status, asked.body.message]).toEqual([outcome, 200, IDENTITY_MESSAGES.requested]);
        await settle(ifeoma.id, outcome);
        if (outcome === 'success') {
          const revoked = await request(http()).post(`/api/admin/identities/${await id()}/revoke`).set(world.superadmin).send({ reason: 'Checked again' });
          expect(revoked.status).toBe(200);
        }
      }
      expect((await status(ifeoma)).body.data).toMatchObject({ status: 'revoked', attempts_left_today: 0, locked_until: '2030-04-01T23:00:00.000Z' });
      const refused = await ask(ifeoma, { bvn: BVNS.limited, bank_code: '058', account_number: '0123456789' });
      expect([refused.status, refused.body.message]).toEqual([429, IDENTITY_MESSAGES.tooMany]);
    });
  });

  it('lets an admin revoke a badge with a reason kept in the audit trail; the person is told; a moderator only reads', async () => {
    const jide = await verified('freelancer', 'Jide', 'Ola', BVNS.bola);
    const check = await row(jide.id);
    const moderator = await adminToken(world.t, await makeLimitedAdmin(world.t.dataSource, MODERATOR_PERMISSIONS));
    const asModerator = { Authorization: `Bearer ${moderator}` };
    expect((await request(http()).get('/api/admin/identities').set(asModerator)).status).toBe(200);
    expect((await request(http()).post(`/api/admin/identities/${check.id}/revoke`).set(asModerator).send({ reason: 'No' })).status).toBe(403);
    expect((await request(http()).post(`/api/admin/identities/${check.id}/revoke`).set(world.superadmin).send({ reason: '' })).status).toBe(400);

    const revoked = await request(http()).post(`/api/admin/identities/${check.id}/revoke`).set(world.superadmin).send({ reason: 'Someone else’s BVN' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: check.id, status: 'revoked', revoke_reason: 'Someone else’s BVN', user_name: 'Jide Ola' });
    expect((await request(http()).post(`/api/admin/identities/${check.id}/revoke`).set(world.superadmin).send({ reason: 'Again' })).status).toBe(409);

    const shown = (await request(http()).get(`/api/admin/identities/${check.id}`).set(asModerator)).body;
    expect(shown).toMatchObject({ status: 'revoked', reason: 'Someone else’s BVN', account_last4: '6789', customer_code: check.customer_code, user_type: 'freelancer' });
    expect(shown).not.toHaveProperty('payout_account');
    expect(shown.events.map((event: { action: string }) => event.action)).toEqual(['requested', 'verified', 'revoked']);
    expect(shown.events[2]).toMatchObject({ reason: 'Someone else’s BVN' });
    expect(shown.events[2].by_name).toBeTruthy();

    expect((await status(jide)).body.data).toMatchObject({ status: 'revoked', verified_at: null, reason: 'Someone else’s BVN' });
    expect(await world.t.dataSource.getRepository(Notification).count({ where: { user_id: jide.id, notice_type: 'identity' } })).toBe(2);
    expect(readSms(world.t).some((line) => line.message.includes('badge was removed'))).toBe(true);
    expect((await request(http()).get(`/api/profiles/${jide.id}`).set(jide.auth)).body.data.verified_at).toBeNull();

    // The back office's list: filters and the search by name.
    const list = await request(http()).get('/api/admin/identities').query({ filter: JSON.stringify({ status: 'revoked', user_type: 'freelancer', q: 'Jide' }), sort: JSON.stringify(['verified_at', 'DESC']) }).set(world.superadmin);
    expect(list.status).toBe(200);
    expect(list.body.map((record: { id: number }) => record.id)).toEqual([check.id]);
  });

  it('shows the badge wherever one side decides about the other, and filters verified employers', async () => {
    const boss = await verified('employer', 'Kunle', 'Afolabi', '22294400112');
    const other = await person('employer', 'Lami', 'Musa');
    const worker = await verified('freelancer', 'Mercy', 'Etim', '22294433445');
    const verifiedJob = await makeListing(world.t.dataSource, boss.id, lookups, { job_title: 'Badge job: paint a fence' });
    const plainJob = await makeListing(world.t.dataSource, other.id, lookups, { job_title: 'Badge job: wash a car' });
    const since = (await row(boss.id)).verified_at!.toISOString();

    const search = (await request(http()).get('/api/jobs').query({ q: 'Badge job' }).set(worker.auth)).body.data;
    const byId = new Map(search.items.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(verifiedJob.id)).toMatchObject({ employer_verified_at: since });
    expect(byId.get(plainJob.id)).toMatchObject({ employer_verified_at: null });
    const onlyVerified = (await request(http()).get('/api/jobs').query({ q: 'Badge job', verified_employers: 'true' }).set(worker.auth)).body.data;
    expect(onlyVerified.items.map((item: { id: number }) => item.id)).toEqual([verifiedJob.id]);
    expect(onlyVerified.total).toBe(1);
    const everyVerified = (await request(http()).get('/api/jobs').query({ verified_employers: true, per_page: 50 }).set(worker.auth)).body.data;
    expect(everyVerified.items.every((item: { employer_verified_at: string | null }) => item.employer_verified_at !== null)).toBe(true);
    expect((await request(http()).get('/api/jobs').query({ verified_employers: 'maybe' }).set(worker.auth)).status).toBe(400);

    expect((await request(http()).get(`/api/jobs/${verifiedJob.id}`).set(worker.auth)).body.data.employer_verified_at).toBe(since);
    expect((await request(http()).get(`/api/jobs/${plainJob.id}`).set(worker.auth)).body.data.employer_verified_at).toBeNull();
    expect((await request(http()).get(`/api/home/jobs/${verifiedJob.id}`)).body.data.employer_verified_at).toBe(since);

    const applied = await request(http()).post(`/api/jobs/${verifiedJob.id}/apply`).set(worker.auth).send({});
    expect(applied.status).toBe(201);
    const applicants = (await request(http()).get(`/api/employer/listings/${verifiedJob.id}/applicants`).set(boss.auth)).body.data;
    expect(applicants[0].freelancer).toMatchObject({ id: worker.id, verified_at: (await row(worker.id)).verified_at!.toISOString() });
    expect((await request(http()).get(`/api/profiles/${worker.id}`).set(boss.auth)).body.data.verified_at).toBe((await row(worker.id)).verified_at!.toISOString());
    expect((await request(http()).get(`/api/profiles/${other.id}`).set(worker.auth)).body.data.verified_at).toBeNull();

    const approved = await request(http()).post(`/api/employer/applications/${applied.body.data.id}/approve`).set(boss.auth).send({});
    expect(approved.status).toBe(200);
    const hire = (await request(http()).get(`/api/hires/${applied.body.data.id}`).set(worker.auth)).body.data;
    expect(hire.employer.verified_at).toBe(since);
    expect(hire.freelancer.verified_at).toBe((await row(worker.id)).verified_at!.toISOString());

    const standing = await world.t.app.get(TrustService).standing([boss.id, other.id]);
    expect(standing.get(boss.id)!.verified_at).toEqual((await row(boss.id)).verified_at);
    expect(standing.get(other.id)!.verified_at).toBeNull();
  });

  it('keeps no BVN in any table, database file, log line or answer', async () => {
    const ds = world.t.dataSource;
    const tables: string[] =
      kind === 'sqlite'
        ? ((await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'")) as { name: string }[]).map((table) => table.name)
        : ((await ds.query('SHOW TABLES')) as Record<string, string>[]).map((table) => Object.values(table)[0]);
    expect(tables).toEqual(expect.arrayContaining(['identity_checks', 'identity_events', 'payment_events', 'notifications', 'users']));
    let dump = '';
    for (const table of tables) dump += JSON.stringify(await ds.query(`SELECT * FROM ${ds.driver.escape(table)}`));
    const files = kind === 'sqlite' ? [world.t.config.SQLITE_PATH, `${world.t.config.SQLITE_PATH}-wal`].filter((file) => file && existsSync(file)) : [];
    const bytes = files.map((file) => readFileSync(file as string).toString('latin1')).join('');
    // The checks did happen: the identification events are stored (masked).
    expect(dump).toContain('customeridentification.success');
    expect(dump).toContain('customeridentification.failed');
    expect(logger.lines.some((line) => line.includes('Identity check requested'))).toBe(true);
    expect(paystackLog.some((line) => line.includes('identification'))).toBe(true);
    for (const bvn of Object.values(BVNS)) {
      expect({ bvn, where: 'tables', found: dump.includes(bvn) }).toEqual({ bvn, where: 'tables', found: false });
      expect({ bvn, where: 'files', found: bytes.includes(bvn) }).toEqual({ bvn, where: 'files', found: false });
      expect({ bvn, where: 'api log', found: logger.lines.some((line) => line.includes(bvn)) }).toEqual({ bvn, where: 'api log', found: false });
      expect({ bvn, where: 'paystack log', found: paystackLog.some((line) => line.includes(bvn)) }).toEqual({ bvn, where: 'paystack log', found: false });
      expect({ bvn, where: 'answers', found: answers.some((text) => text.includes(bvn)) }).toEqual({ bvn, where: 'answers', found: false });
    }
    // Nor in the SMS sent.
    expect(readSms(world.t).some((line) => Object.values(BVNS).some((bvn) => line.message.includes(bvn)))).toBe(false);
  });
});
