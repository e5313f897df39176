import { unzipSync, strFromU8 } from 'fflate';
import request from 'supertest';
import { DATA_EXPORT } from '@gigmarket/shared';
import { MovableClock } from '../src/common/clock';
import { Notification } from '../src/notifications/notification.entity';
import { EXPORTED, NOT_EXPORTED, PERSON_COLUMN } from '../src/privacy/export-coverage';
import { DataExportService } from '../src/privacy/data-export.service';
import { Consent } from '../src/consents/consent.entity';
import { DataExport } from '../src/privacy/data-export.entity';
import { Message } from '../src/messages/message.entities';
import { JobApplication } from '../src/applications/job-application.entity';
import { User } from '../src/users/user.entity';
import { adminToken, authEnv, makeUser, readSms, uniqueContact } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** Privacy (docs/privacy.md): "Download my data" and the consents on record. */
describe.each(databaseKinds())('privacy: download my data and consents (%s)', (kind) => {
  let app: TestApp;
  let clock: MovableClock;
  let freelancer: Person;
  let employer: Person;

  beforeAll(async () => {
    app = await createTestApp(kind, authEnv({ TEST_CLOCK: 'true' }));
    clock = app.app.get(MovableClock);
    freelancer = await makeFreelancer(app, undefined, 'Ada Exporter');
    employer = await makeEmployer(app, 'Export Works');
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => clock.reset());

  const run = () => app.app.get(DataExportService).run();
  const download = (person: Person, id: number) =>
    request(app.http)
      .get(`/api/privacy/exports/${id}/download`)
      .set(person.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('lists every column that refers to a person as exported or not, with a reason', () => {
    const found: string[] = [];
    for (const meta of app.dataSource.entityMetadatas) {
      const related = meta.relations.filter((r) => r.inverseEntityMetadata.tableName === 'users').flatMap((r) => r.joinColumns.map((c) => c.databaseName));
      const named = meta.columns.map((c) => c.databaseName).filter((name) => PERSON_COLUMN.test(name));
      for (const column of new Set([...related, ...named])) found.push(`${meta.tableName}.${column}`);
    }
    const unlisted = found.filter((key) => !(key in EXPORTED) && !(key in NOT_EXPORTED));
    expect(unlisted).toEqual([]);
    expect(Object.keys(EXPORTED).filter((key) => key in NOT_EXPORTED)).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(10);
    // Both lists name only columns that exist.
    expect([...Object.keys(EXPORTED), ...Object.keys(NOT_EXPORTED)].filter((key) => !found.includes(key))).toEqual([]);
  });

  it('builds the archive in the background for its owner only, tells them, and purges it after 24 hours', async () => {
    const lookups = await makeLookups(app.dataSource);
    const listing = await makeListing(app.dataSource, employer.id, lookups, { job_title: 'Fix the export pipe' });
    const application = await app.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status: 'pending' });
    await app.dataSource.getRepository(Message).insert({ application_id: application.id, sender_id: employer.id, recipient_id: freelancer.id, body: 'Hello Ada, about the pipe' });
    await request(app.http).put('/api/privacy/consents').set(freelancer.auth).send({ kind: 'whatsapp_alerts', granted: true }).expect(200);

    const asked = await request(app.http).post('/api/privacy/exports').set(freelancer.auth).expect(202);
    expect(asked.body.data).toMatchObject({ status: 'pending', channel: 'site' });
    const id = asked.body.data.id as number;
    await download(freelancer, id).expect(409);

    expect((await run()).built).toBeGreaterThanOrEqual(1);
    const listed = await request(app.http).get('/api/privacy/exports').set(freelancer.auth).expect(200);
    expect(listed.body.data[0]).toMatchObject({ id, status: 'ready' });
    const bell = await app.dataSource.getRepository(Notification).findOneByOrFail({ user_id: freelancer.id, notice_type: 'privacy' });
    expect(bell.title).toBe('Your data is ready');
    expect(bell.link).toBe('/freelancer/account/privacy');
    const phone = (await app.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).phone;
    expect(readSms(app).some((sms) => sms.to === phone && /your data is ready/.test(sms.message))).toBe(true);

    const file = await download(freelancer, id).expect(200).expect('Content-Type', 'application/zip');
    const zip = unzipSync(new Uint8Array(file.body as Buffer));
    for (const name of ['README.txt', 'account.json', 'listings.json', 'messages.json', 'consents.json', 'payments.csv', 'receipts.csv', 'sessions.json', 'identity_checks.json'])
      expect(Object.keys(zip)).toContain(name);
    const account = JSON.parse(strFromU8(zip['account.json']));
    expect(account.user).toMatchObject({ id: freelancer.id, name: 'Ada Exporter' });
    expect(account.profile).toMatchObject({ description: 'I fix things' });
    expect(JSON.parse(strFromU8(zip['messages.json']))[0]).toMatchObject({ body: 'Hello Ada, about the pipe' });
    expect(JSON.parse(strFromU8(zip['consents.json']))).toEqual([expect.objectContaining({ kind: 'whatsapp_alerts', version: '2025-01', channel: 'site' })]);
    expect(strFromU8(zip['payments.csv']).split('\r\n')[0]).toContain('amount_minor');
    const everything = Object.values(zip).map((bytes) => strFromU8(bytes)).join('\n');
    expect(everything).not.toMatch(/\$argon2|"password"|ussd_pin_hash|code_hash|secret_hash/);

    // Someone else's: not found (nor told it exists); the employer's own archive holds their listing.
    await download(employer, id).expect(404);
    const theirs = await request(app.http).post('/api/privacy/exports').set(employer.auth).expect(202);
    await run();
    const employerZip = unzipSync(new Uint8Array((await download(employer, theirs.body.data.id).expect(200)).body as Buffer));
    expect(JSON.parse(strFromU8(employerZip['listings.json']))).toEqual([expect.objectContaining({ id: listing.id, job_title: 'Fix the export pipe' })]);

    // 24 hours later: gone, and the task deleted the file.
    clock.advance(DATA_EXPORT.keepHours * 3_600_000 + 1000);
    await download(freelancer, id).expect(410);
    expect((await run()).purged).toBeGreaterThanOrEqual(1);
    expect(await app.dataSource.getRepository(DataExport).findOneByOrFail({ id })).toMatchObject({ status: 'expired', file_name: null });
  });

  it('allows three requests in 24 hours, then says when to try again, and an admin asks for the person', async () => {
    const person = await makeFreelancer(app, undefined, 'Busy Bee');
    const admin = await makeUser(app.dataSource, { user_type: 'superadmin', phone: null });
    const token = await adminToken(app, admin);
    const byAdmin = await request(app.http).post(`/api/admin/users/${person.id}/data-export`).set('Authorization', `Bearer ${token}`).expect(202);
    expect(byAdmin.body.data).toMatchObject({ status: 'pending', channel: 'admin' });
    await request(app.http).get(`/api/privacy/exports/${byAdmin.body.data.id}/download`).set('Authorization', `Bearer ${token}`).expect(403);
    await request(app.http).post(`/api/admin/users/${admin.id}/data-export`).set('Authorization', `Bearer ${token}`).expect(422);
    for (let i = 0; i < DATA_EXPORT.perDay - 1; i += 1) await request(app.http).post('/api/privacy/exports').set(person.auth).expect(202);
    const refused = await request(app.http).post('/api/privacy/exports').set(person.auth).expect(429);
    expect(refused.body.message).toMatch(/^You may ask for your data 3 times in 24 hours\. Try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    expect(await app.dataSource.getRepository(DataExport).countBy({ user_id: person.id })).toBe(DATA_EXPORT.perDay);
    clock.advance(24 * 3_600_000 + 1000);
    await request(app.http).post('/api/privacy/exports').set(person.auth).expect(202);
  });

  it('records consents given and withdrawn, with version, time and channel, and sign-up accepts the terms', async () => {
    const before = await request(app.http).get('/api/privacy/consents').set(freelancer.auth).expect(200);
    expect(before.body.data.find((c: { kind: string }) => c.kind === 'sms_alerts')).toMatchObject({ granted: true, version: null });
    const after = await request(app.http).put('/api/privacy/consents').set(freelancer.auth).send({ kind: 'sms_alerts', granted: false }).expect(200);
    expect(after.body.data.find((c: { kind: string }) => c.kind === 'sms_alerts')).toMatchObject({ granted: false, version: '2025-01', channel: 'site' });
    expect(await app.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).toMatchObject({ sms_job_alerts: false, sms_message_nudges: false });
    // The SMS page's switches are the same consent: turning the last text on gives it back, on the site.
    await request(app.http).put('/api/account/sms-preferences').set(freelancer.auth).send({ sms_job_alerts: true }).expect(200);
    await request(app.http).put('/api/account/sms-preferences').set(freelancer.auth).send({ sms_message_nudges: true }).expect(200);
    const sms = await app.dataSource.getRepository(Consent).find({ where: { user_id: freelancer.id, kind: 'sms_alerts' }, order: { id: 'ASC' } });
    expect(sms.map((row) => [Boolean(row.granted), row.channel])).toEqual([
      [false, 'site'],
      [true, 'site'],
    ]);
    const bad = await request(app.http).put('/api/privacy/consents').set(freelancer.auth).send({ kind: 'terms', granted: 'no' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['granted', 'kind']);

    const contact = uniqueContact();
    await request(app.http)
      .post('/api/auth/register')
      .send({ first_name: 'New', last_name: 'Comer', phone: contact.phone, email: contact.email, password: 'Secret123' })
      .expect(201);
    const user = await app.dataSource.getRepository(User).findOneByOrFail({ phone: contact.phone });
    const rows = await app.dataSource.getRepository(Consent).find({ where: { user_id: user.id }, order: { kind: 'ASC' } });
    expect(rows.map((row) => [row.kind, Boolean(row.granted), row.version, row.channel])).toEqual([
      ['privacy', true, '2025-01', 'site'],
      ['terms', true, '2025-01', 'site'],
    ]);
  });
});
