import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AccountErasureService, phoneForms } from '../src/erasure/account-erasure.service';
import { JobApplication } from '../src/applications/job-application.entity';
import { Payout } from '../src/payments/payment.entities';
import { User } from '../src/users/user.entity';
import { WebhookEvent } from '../src/webhook-outbox/webhook-event.entity';
import { ageCodes, readCode } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import {
  approvedHire,
  atTime,
  balances,
  closeWorld,
  fundHire,
  paymentsWorld,
  saveBankAccount,
  trialBalance,
  workDone,
  type PaymentsWorld,
} from './support/payment-fixtures';

const DAY = 24 * 60 * 60_000;
const ACCOUNT_NUMBER = '0987612345';

/** Every row of every table, one JSON line each (what a dump of the database holds). */
async function dump(dataSource: DataSource): Promise<Map<string, string[]>> {
  const mysql = dataSource.options.type === 'mysql';
  const tables = (
    (await dataSource.query(
      mysql ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()' : "SELECT name FROM sqlite_master WHERE type = 'table'",
    )) as Array<{ name: string }>
  ).map((row) => row.name);
  const out = new Map<string, string[]>();
  for (const table of tables.sort()) {
    const rows = (await dataSource.query(`SELECT * FROM ${mysql ? `\`${table}\`` : `"${table}"`}`)) as unknown[];
    out.set(table, rows.map((row) => JSON.stringify(row)).sort());
  }
  return out;
}

describe.each(databaseKinds())('deleting an account (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let employer: Person;
  let otherEmployer: Person;
  let http: PaymentsWorld['t']['http'];
  /** The API's log lines (the local gateway's own request log is the gateway's, as Paystack's would be). */
  const logs: string[] = [];

  const phoneOf = async (id: number) => (await world.t.dataSource.getRepository(User).findOneByOrFail({ id })).phone as string;
  /** The code texted for the deletion, then the confirmation. */
  const deleteAccount = async (who: Person) => {
    await ageCodes(world.t.dataSource, who.id);
    const sent = await request(http).post('/api/account/deletion/code').set(who.auth);
    expect(sent.status).toBe(200);
    return request(http)
      .post('/api/account/deletion')
      .set(who.auth)
      .send({ code: readCode(world.t, await phoneOf(who.id)) });
  };
  /** Signing in by phone and code, as the site does. */
  const signIn = async (id: number) => {
    const phone = await phoneOf(id);
    await ageCodes(world.t.dataSource, id);
    expect((await request(http).post('/api/auth/login').send({ fieldName: 'phone', username: phone })).status).toBe(200);
    return request(http).post('/api/auth/process-verification').send({ fieldName: 'phone', username: phone, action: 'login', code: readCode(world.t, phone) });
  };

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    http = world.t.http;
    Logger.overrideLogger({ log: (m) => logs.push(String(m)), warn: (m) => logs.push(String(m)), error: (m) => logs.push(String(m)), debug: () => undefined, verbose: () => undefined });
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Zenith Cleaning Works');
    otherEmployer = await makeEmployer(world.t, 'Other Ltd');
    await world.t.dataSource.getRepository(User).update({ id: otherEmployer.id }, { language: 'fr' });
  });
  afterAll(async () => {
    Logger.overrideLogger(false);
    await closeWorld(world);
  });
  afterEach(async () => {
    const books = await trialBalance(world);
    expect(books.balanced).toBe(true);
    expect((await balances(world))['gateway:clearing'] ?? 0).toBe(world.paystack.control.state().balance);
  });

  it('refuses while a hire is in progress, saying why, and changes nothing', async () => {
    const busy = await makeFreelancer(world.t, undefined, 'Busy Bee');
    const id = await approvedHire(world, lookups, employer, busy);
    await fundHire(world, employer, id);
    const before = await dump(world.t.dataSource);
    const state = await request(http).get('/api/account/deletion').set(busy.auth);
    expect(state.body.data).toEqual({ erase_after: null, blockers: ['hire'], grace_days: 14 });
    const refused = await request(http).post('/api/account/deletion/code').set(busy.auth).set('Accept-Language', 'fr');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Votre compte ne peut pas être supprimé tant qu’une embauche/);
    const admin = await request(http).post(`/api/admin/users/${busy.id}/erasure`).set(world.superadmin);
    expect(admin.status).toBe(409);
    expect(await dump(world.t.dataSource)).toEqual(before);
  });

  it('deletes: sessions end, jobs close, applications withdrawn; signing in within the grace cancels; after 14 days the person is gone but the books are not', async () => {
    const erasure = world.t.app.get(AccountErasureService);
    const freelancer = await makeFreelancer(world.t, { latitude: 6.45, longitude: 3.39 }, 'Chidera Nwankwo-Okoro');
    const { phone, email } = await world.t.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id });
    // A photo, and the small copy a page asked for.
    const photo = (await request(http).post('/api/uploads').set(freelancer.auth).attach('file', await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0f5132' } }).png().toBuffer(), 'me.png')).body.data.filename as string;
    await world.t.dataSource.getRepository(User).update({ id: freelancer.id }, { avatar: photo });
    expect((await request(http).get(`/api/uploads/${photo}?w=48`)).status).toBe(200);
    const stored = [photo, `${photo}.w48.webp`].map((name) => join(String(world.t.config.UPLOAD_DIR), name));
    expect(stored.filter((path) => existsSync(path))).toEqual(stored);

    // A hire paid out to a bank account: the money records stay.
    const id = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, id);
    await workDone(world, freelancer, id);
    expect((await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth)).status).toBe(200);
    await saveBankAccount(world, freelancer, ACCOUNT_NUMBER);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    await world.paystack.control.settleTransfer(payout.reference!, 'success');
    expect((await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id })).status).toBe('paid');
    // A pending application elsewhere, and a saved search.
    const other = await makeListing(world.t.dataSource, otherEmployer.id, lookups);
    const pending = (await request(http).post(`/api/jobs/${other.id}/apply`).set(freelancer.auth).send({})).body.data.id as number;
    expect((await request(http).post('/api/freelancer/saved-searches').set(freelancer.auth).send({ name: 'Cleaning near me', query: 'q=cleaning' })).status).toBe(201);

    expect((await request(http).get('/api/account/deletion').set(freelancer.auth)).body.data).toEqual({ erase_after: null, blockers: [], grace_days: 14 });
    const wrong = await request(http).post('/api/account/deletion').set(freelancer.auth).send({ code: '12345' });
    expect(wrong.status).toBe(400);
    const start = Date.now();
    const confirmed = await deleteAccount(freelancer);
    expect(confirmed.status).toBe(200);
    const eraseAfter = new Date(confirmed.body.data.erase_after).getTime();
    expect(eraseAfter).toBeGreaterThanOrEqual(start + 14 * DAY);
    expect(eraseAfter).toBeLessThan(Date.now() + 14 * DAY + 1000);
    // Every session ended; the pending application was withdrawn and its employer told.
    expect((await request(http).get('/api/auth/me').set(freelancer.auth)).status).toBe(401);
    expect((await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: pending })).status).toBe('withdrawn');
    expect(await world.t.dataSource.getRepository(WebhookEvent).countBy({ owner_id: otherEmployer.id, type: 'application.withdrawn' })).toBe(1);

    // Signing in during the grace period leads to the offer to cancel; cancelling keeps the account.
    const back = await signIn(freelancer.id);
    expect(back.body.data.user).toMatchObject({ current_route: '/freelancer/account/delete' });
    const token = { Authorization: `Bearer ${back.body.data.token}` };
    expect((await request(http).delete('/api/account/deletion').set(token)).status).toBe(200);
    expect((await request(http).get('/api/auth/me').set(token)).body.data).toMatchObject({ erase_after: null, current_route: '/freelancer/dashboard' });
    expect(await atTime(world.t, new Date(eraseAfter + DAY), () => erasure.eraseDue())).toBe(0);
    expect((await request(http).delete('/api/account/deletion').set(token)).status).toBe(400);

    // Deleted again, for good: before the 14 days nothing happens, at them the person is erased.
    const again = await deleteAccount({ ...freelancer, auth: token });
    const due = new Date(again.body.data.erase_after);
    expect(await atTime(world.t, new Date(due.getTime() - 60_000), () => erasure.eraseDue())).toBe(0);
    expect((await world.t.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).status).toBe('active');
    expect(await atTime(world.t, due, () => erasure.eraseDue())).toBe(1);
    expect(await atTime(world.t, new Date(due.getTime() + DAY), () => erasure.eraseDue())).toBe(0);
    expect(await world.t.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).toMatchObject({ status: 'erased', name: null, phone: null, email: null, avatar: null });
    expect(stored.filter((path) => existsSync(path))).toEqual([]);

    // Nothing of the person remains in the database or the logs; the money records do, by id.
    const needles = ['Chidera', 'Nwankwo-Okoro', email as string, ...phoneForms(phone as string), ACCOUNT_NUMBER];
    const tables = await dump(world.t.dataSource);
    for (const [table, rows] of tables) for (const needle of needles) expect({ table, found: rows.filter((row) => row.includes(needle)) }).toEqual({ table, found: [] });
    expect(logs).toContain('Erased 1 account(s)');
    for (const needle of needles) expect(logs.filter((line) => line.includes(needle))).toEqual([]);
    expect(await world.t.dataSource.query('SELECT status, agreed_amount_minor FROM jobapplication WHERE id = ?', [id])).toEqual([{ status: 'paid', agreed_amount_minor: expect.anything() }]);
    expect((await balances(world))[`freelancer:${freelancer.id}`]).toBe(0);
    // The other side's notice names a former member, in their language; the employer still sees the hire.
    const notices = await world.t.dataSource.query('SELECT message FROM notifications WHERE user_id = ?', [otherEmployer.id]);
    expect(notices.map((n: { message: string }) => n.message).join(' ')).toContain('<strong>Ancien membre</strong> a retiré sa candidature');
    expect((await request(http).get(`/api/hires/${id}`).set(employer.auth)).status).toBe(200);

    // The phone is free: it signs up as a new person.
    const signup = await request(http)
      .post('/api/auth/register')
      .send({ first_name: 'New', last_name: 'Person', phone, email: `new.${email}`, password: 'Secret123' });
    expect(signup.status).toBe(201);
    expect(await world.t.dataSource.getRepository(User).countBy({ phone: phone as string })).toBe(1);
  });

  it('a superadmin starts a deletion: the employer’s open jobs close through their owner', async () => {
    const leaving = await makeEmployer(world.t, 'Leaving Soon Ltd');
    const listing = await makeListing(world.t.dataSource, leaving.id, lookups);
    const started = await request(http).post(`/api/admin/users/${leaving.id}/erasure`).set(world.superadmin);
    expect(started.status).toBe(200);
    expect(await world.t.dataSource.query('SELECT status FROM listings WHERE id = ?', [listing.id])).toEqual([{ status: 'closed' }]);
    expect(await world.t.dataSource.getRepository(WebhookEvent).countBy({ owner_id: leaving.id, type: 'listing.closed' })).toBe(1);
    expect((await request(http).post(`/api/admin/users/${leaving.id}/erasure`).set(world.superadmin)).status).toBe(409);
    expect((await request(http).get(`/api/admin/users/${leaving.id}/erasure`).set(world.superadmin)).body.data.erase_after).not.toBeNull();
  });
});
