import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import sharp from 'sharp';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { IsNull } from 'typeorm';
import { MESSAGE_KEYS, MESSAGES, uploadCountMessage } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { AuthToken } from '../src/auth/auth-token.entity';
import { RequirePermission, UserTypes } from '../src/common/auth/access.decorators';
import { loadConfig } from '../src/config/config';
import { Listing } from '../src/listings/listing.entity';
import { Country } from '../src/locations/country.entity';
import { State } from '../src/locations/state.entity';
import { Industry, JobType, Skill } from '../src/lookups/lookup.entities';
import { AdminSettings } from '../src/settings/admin-settings.entity';
import { t as say } from '../src/i18n/i18n';
import { Profile } from '../src/users/profile.entity';
import { UserIndustry, UserJobType } from '../src/users/user-link.entities';
import { User } from '../src/users/user.entity';
import { adminToken, authEnv, makeLimitedAdmin, makeUser, siteToken } from './support/auth-fixtures';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases';
import type { TestApp } from './support/test-app';

/** Routes that exist only in this suite, to probe the access guard's decorators. */
@Controller('probe')
class ProbeController {
  @Get('listings')
  @RequirePermission('listings', 'list')
  listings() {
    return { result: true };
  }

  @Get('listings-delete')
  @RequirePermission('listings', 'delete')
  listingsDelete() {
    return { result: true };
  }

  @Get('users')
  @RequirePermission('users', 'list')
  users() {
    return { result: true };
  }

  @Get('employer')
  @UserTypes('employer')
  employer() {
    return { result: true };
  }

  @Get('freelancer')
  @UserTypes('freelancer')
  freelancer() {
    return { result: true };
  }
}

/** createTestApp with the probe controller mounted beside the real AppModule. */
async function createProbedApp(kind: 'sqlite' | 'mariadb'): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    DATABASE_CONNECT_RETRIES: '0',
    ...database.env,
    ...authEnv(),
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)], controllers: [ProbeController] }).compile();
  const app: INestApplication = moduleRef.createNestApplication({ logger: false });
  configureApp(app, config);
  await app.init();
  return {
    app,
    dataSource: app.get<DataSource>(getDataSourceToken()),
    config,
    database,
    http: app.getHttpServer(),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 1 } } }).png().toBuffer();
}

describe.each(databaseKinds())('profiles, uploads, lookups and access (%s)', (kind) => {
  let app: TestApp;
  let stateId: number;
  let countryId: number;
  let industryIds: number[];
  let jobTypeIds: number[];

  beforeAll(async () => {
    app = await createProbedApp(kind);
    const ds = app.dataSource;
    countryId = (await ds.getRepository(Country).save({ code: 'NG', name: 'Nigeria', currency: 'NGN', phone_code: '234' })).id;
    const states = await ds.getRepository(State).save([
      { country_id: countryId, name: 'Lagos' },
      { country_id: countryId, name: 'Abia' },
    ]);
    stateId = states[0].id;
    industryIds = (await ds.getRepository(Industry).save([{ name: 'Retail' }, { name: 'Hospitality' }])).map((row) => row.id);
    jobTypeIds = (await ds.getRepository(JobType).save([{ name: 'Waiter' }, { name: 'Cleaner' }, { name: 'Driver' }])).map((row) => row.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function upload(token: string, data: Buffer, name = 'logo.png') {
    return request(app.http).post('/api/uploads').set(auth(token)).attach('file', data, name);
  }

  describe('updateProfile', () => {
    it('completes an employer profile and answers a fresh token', async () => {
      const user = await makeUser(app.dataSource, { user_type: 'employer' });
      const token = await siteToken(app, user);
      const logo = await upload(token, await png(900, 300));
      expect(logo.status).toBe(201);
      const response = await request(app.http)
        .post('/api/users/profile')
        .set(auth(token))
        .send({ update: 'welcome', user_type: 'employer', company_name: 'Acme & Sons (Lagos)', designation: 'HR lead', industry: industryIds[0], state_id: stateId, avatar: logo.body.data.filename })
        .expect(200);
      expect(response.body.message).toBe(MESSAGES.updateSuccessful);
      expect(response.body.data.user).toMatchObject({ current_route: '/employer/dashboard', profile_complete: true, avatar: logo.body.data.filename });
      const fresh = response.body.data.token as string;
      expect(fresh).toEqual(expect.any(String));
      expect(fresh).not.toBe(token);
      await request(app.http).get('/api/auth/me').set(auth(fresh)).expect(200);

      const profile = await app.dataSource.getRepository(Profile).findOneByOrFail({ user_id: user.id });
      expect(profile).toMatchObject({ company_name: 'Acme & Sons (Lagos)', designation: 'HR lead', state_id: stateId, country_id: countryId });
      expect(await app.dataSource.getRepository(UserIndustry).findBy({ user_id: user.id })).toEqual([expect.objectContaining({ industry_id: industryIds[0] })]);
      const stored = await app.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(stored.profile_completed_at).not.toBeNull();
      expect(stored.avatar).toBe(logo.body.data.filename);
    });

    it('completes a freelancer profile with job types and industry, replacing them on a second update', async () => {
      const user = await makeUser(app.dataSource);
      const token = await siteToken(app, user);
      const payload = { update: 'welcome', user_type: 'freelancer', gender: 'Male', state_id: stateId, job_type: [jobTypeIds[0], jobTypeIds[1]], description: 'I serve, I clean.', industry: industryIds[1] };
      const response = await request(app.http).post('/api/users/profile').set(auth(token)).send(payload).expect(200);
      expect(response.body.data.token).toBeUndefined();
      expect(response.body.data.user.current_route).toBe('/freelancer/dashboard');
      const jobTypes = await app.dataSource.getRepository(UserJobType).find({ where: { user_id: user.id }, order: { jobtype_id: 'ASC' } });
      expect(jobTypes.map((row) => row.jobtype_id)).toEqual([jobTypeIds[0], jobTypeIds[1]]);
      expect(await app.dataSource.getRepository(Profile).findOneByOrFail({ user_id: user.id })).toMatchObject({ gender: 'Male', description: 'I serve, I clean.' });

      await request(app.http).post('/api/users/profile').set(auth(token)).send({ ...payload, job_type: [jobTypeIds[2]], industry: industryIds[0] }).expect(200);
      expect((await app.dataSource.getRepository(UserJobType).findBy({ user_id: user.id })).map((row) => row.jobtype_id)).toEqual([jobTypeIds[2]]);
      expect((await app.dataSource.getRepository(UserIndustry).findBy({ user_id: user.id })).map((row) => row.industry_id)).toEqual([industryIds[0]]);
      expect(await app.dataSource.getRepository(Profile).countBy({ user_id: user.id })).toBe(1);
    });

    it.each([
      ['employer', { company_name: 'Acme <b>' }, 'company_name', MESSAGE_KEYS.blocked_characters],
      ['employer', { designation: 'Boss!' }, 'designation', MESSAGE_KEYS.blocked_characters],
      ['employer', { company_name: 'x'.repeat(81) }, 'company_name', 'company_name may not be longer than 80 characters'],
      ['employer', { company_name: undefined }, 'company_name', MESSAGES.companyNameRequired],
      ['employer', { industry: undefined }, 'industry', MESSAGES.industryRequired],
      ['employer', { gender: 'Male' }, 'gender', 'gender is not allowed'],
      ['employer', { update: 'other' }, 'update', "update must be 'welcome'"],
      ['employer', { status: 'active' }, 'status', 'status is not allowed'],
      ['employer', { user_type: 'superadmin' }, 'user_type', 'user_type must be employer or freelancer'],
      ['freelancer', { gender: undefined }, 'gender', MESSAGE_KEYS.gender_required],
      ['freelancer', { job_type: [] }, 'job_type', MESSAGE_KEYS.job_type_required],
      ['freelancer', { description: 'Call me *now*' }, 'description', MESSAGE_KEYS.blocked_characters],
      ['freelancer', { description: '' }, 'description', MESSAGE_KEYS.description_required],
      ['freelancer', { company_name: 'Acme' }, 'company_name', 'company_name is not allowed'],
      ['freelancer', { id: 1 }, 'id', 'id is not allowed'],
      ['freelancer', { email_verified_at: null }, 'email_verified_at', 'email_verified_at is not allowed'],
    ] as const)('%s payload with %j is refused on %s', async (type, override, field, message) => {
      const user = await makeUser(app.dataSource, { user_type: type });
      const token = await siteToken(app, user);
      const base =
        type === 'employer'
          ? { update: 'welcome', user_type: 'employer', company_name: 'Acme', designation: 'Owner', industry: industryIds[0], state_id: stateId }
          : { update: 'welcome', user_type: 'freelancer', gender: 'Female', state_id: stateId, job_type: [jobTypeIds[0]], description: 'Hello', industry: industryIds[0] };
      const response = await request(app.http).post('/api/users/profile').set(auth(token)).send({ ...base, ...override }).expect(400);
      expect(response.body.errors[field]).toBe(message);
      expect((await app.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).profile_completed_at).toBeNull();
      expect(await app.dataSource.getRepository(Profile).countBy({ user_id: user.id })).toBe(0);
    });

    it('refuses unknown ids, another type and an avatar that was never uploaded', async () => {
      const user = await makeUser(app.dataSource, { user_type: 'employer' });
      const token = await siteToken(app, user);
      const base = { update: 'welcome', user_type: 'employer', company_name: 'Acme', designation: 'Owner', industry: industryIds[0], state_id: stateId };
      const badIds = await request(app.http).post('/api/users/profile').set(auth(token)).send({ ...base, industry: 99999, state_id: 99999 }).expect(400);
      expect(badIds.body.errors).toEqual({ state_id: MESSAGE_KEYS.state_required, industry: MESSAGES.industryRequired });
      const switched = await request(app.http)
        .post('/api/users/profile')
        .set(auth(token))
        .send({ update: 'welcome', user_type: 'freelancer', gender: 'Male', state_id: stateId, job_type: [jobTypeIds[0]], description: 'x', industry: industryIds[0] })
        .expect(400);
      expect(switched.body.errors.user_type).toBe('user_type does not match your account');
      const avatar = await request(app.http).post('/api/users/profile').set(auth(token)).send({ ...base, avatar: '00000000-0000-0000-0000-000000000000.png' }).expect(400);
      expect(avatar.body.errors.avatar).toBeDefined();
      expect(await app.dataSource.getRepository(Profile).countBy({ user_id: user.id })).toBe(0);
      expect(await app.dataSource.getRepository(UserIndustry).countBy({ user_id: user.id })).toBe(0);
    });

    it('is for employers and freelancers only', async () => {
      const admin = await makeUser(app.dataSource, { user_type: 'superadmin' });
      const token = await adminToken(app, admin);
      await request(app.http).post('/api/users/profile').set(auth(token)).send({}).expect(403);
      await request(app.http).post('/api/users/profile').send({}).expect(401);
    });
  });

  describe('uploads', () => {
    let token: string;
    beforeAll(async () => {
      token = await siteToken(app, await makeUser(app.dataSource));
    });

    it('stores an image at 400x400 and serves it back with type and caching', async () => {
      const response = await upload(token, await png(1200, 800));
      expect(response.status).toBe(201);
      const { filename, url } = response.body.data;
      expect(filename).toMatch(/^[a-f0-9-]{36}\.png$/);
      expect(url).toBe(`/api/uploads/${filename}`);
      const served = await request(app.http).get(url).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([400, 400, 'png']);
    });

    it('serves an image as WebP at a width a page shows, made once and stored beside it', async () => {
      const { filename } = (await upload(token, await png(1200, 800))).body.data;
      const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      };
      const small = await request(app.http).get(`/api/uploads/${filename}?w=48`).buffer(true).parse(binary);
      expect(small.status).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
      expect(small.headers['cache-control']).toContain('immutable');
      const meta = await sharp(small.body as Buffer).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([48, 48, 'webp']);
      const original = await request(app.http).get(`/api/uploads/${filename}`).buffer(true).parse(binary);
      expect((small.body as Buffer).length).toBeLessThan((original.body as Buffer).length / 5);
      expect(existsSync(join(String(app.config.UPLOAD_DIR), `${filename}.w48.webp`))).toBe(true);
      const again = await request(app.http).get(`/api/uploads/${filename}?w=48`).buffer(true).parse(binary);
      expect(Buffer.compare(again.body as Buffer, small.body as Buffer)).toBe(0);

      for (const bad of ['50', 'abc', '48.0', '']) {
        const refused = await request(app.http).get(`/api/uploads/${filename}?w=${bad}`);
        expect(refused.status).toBe(400);
        expect(refused.body.details[0]).toMatchObject({ field: 'w' });
      }
      await request(app.http).get('/api/uploads/00000000-0000-0000-0000-000000000000.png?w=48').expect(404);
      await request(app.http).get('/api/uploads/..%2F..%2Fetc%2Fpasswd?w=48').expect(404);
    });

    it('keeps JPEG as JPEG', async () => {
      const jpeg = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#336699' } }).jpeg().toBuffer();
      const response = await upload(token, jpeg, 'photo.jpg');
      expect(response.status).toBe(201);
      expect(response.body.data.filename).toMatch(/\.jpg$/);
      const served = await request(app.http).get(response.body.data.url);
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('checks the content, not the name', async () => {
      const response = await upload(token, Buffer.from('<svg onload="alert(1)"></svg> not really'), 'evil.png');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(say('en', 'common.notAnImage'));
      const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'), 'logo.svg');
      expect(svg.status).toBe(400);
    });

    it('refuses more than one file and a missing file', async () => {
      const image = await png(10, 10);
      const two = await request(app.http).post('/api/uploads').set(auth(token)).attach('file', image, 'a.png').attach('file', image, 'b.png');
      expect(two.status).toBe(400);
      expect(two.body.message).toBe(uploadCountMessage(1));
      const none = await request(app.http).post('/api/uploads').set(auth(token)).field('x', '1');
      expect(none.status).toBe(400);
    });

    it('applies the size limit of the settings (image_max MB)', async () => {
      const noisy = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(noisy.length).toBeGreaterThan(1024 * 1024);
      const settings = app.dataSource.getRepository(AdminSettings);
      const row = await settings.save(settings.create({ image_max: 1, gateway_fee: '1.50' }));
      const refused = await upload(token, noisy);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The image may not be larger than 1 MB');
      await settings.update({ id: row.id }, { image_max: 5 });
      expect((await upload(token, noisy)).status).toBe(201);
      await settings.clear();
    });

    it('needs sign-in to upload; unknown or odd names are 404', async () => {
      const response = await request(app.http).post('/api/uploads').attach('file', await png(10, 10), 'a.png');
      expect(response.status).toBe(401);
      await request(app.http).get('/api/uploads/00000000-0000-0000-0000-000000000000.png').expect(404);
      await request(app.http).get('/api/uploads/..%2F..%2Fpackage.json').expect(404);
    });
  });

  describe('lookups', () => {
    it('list states, industries and job types by name, without sign-in', async () => {
      const states = await request(app.http).get('/api/lookups/states').expect(200);
      expect(states.body).toEqual({ result: true, message: 'OK', message_key: 'common.ok', data: [expect.objectContaining({ name: 'Abia' }), expect.objectContaining({ name: 'Lagos' })] });
      expect(Object.keys(states.body.data[0]).sort()).toEqual(['id', 'name']);
      const industries = await request(app.http).get('/api/lookups/industries').expect(200);
      expect(industries.body.data.map((row: { name: string }) => row.name)).toEqual(['Hospitality', 'Retail']);
      const jobTypes = await request(app.http).get('/api/lookups/jobtypes').expect(200);
      expect(jobTypes.body.data.map((row: { name: string }) => row.name)).toEqual(['Cleaner', 'Driver', 'Waiter']);
      const filtered = await request(app.http).get(`/api/lookups/states?country_id=${countryId}`).expect(200);
      expect(filtered.body.data).toHaveLength(2);
    });

    it('lists skills by name without sign-in, the ids PUT /profile/skills takes', async () => {
      const saved = await app.dataSource.getRepository(Skill).save([{ name: 'Zumba' }, { name: 'Barista' }]);
      const skills = await request(app.http).get('/api/lookups/skills').expect(200);
      expect(skills.body).toMatchObject({ result: true, message: 'OK' });
      const names = skills.body.data.map((row: { name: string }) => row.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      expect(names).toEqual(expect.arrayContaining(['Barista', 'Zumba']));
      expect(Object.keys(skills.body.data[0]).sort()).toEqual(['id', 'name']);
      const freelancer = await makeUser(app.dataSource, { user_type: 'freelancer' });
      const token = await siteToken(app, freelancer);
      const barista = skills.body.data.find((row: { name: string }) => row.name === 'Barista');
      const put = await request(app.http).put('/api/profile/skills').set(auth(token)).send({ skill_ids: [barista.id] }).expect(200);
      expect(put.body.data).toEqual([{ id: saved[1].id, name: 'Barista' }]);
    });
  });

  describe('featured job', () => {
    it('is the open listing with most applications in 30 days, newest first on ties', async () => {
      const ds = app.dataSource;
      const employer = await makeUser(ds, { user_type: 'employer', avatar: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa.png' });
      await ds.getRepository(Profile).save({ user_id: employer.id, company_name: 'Acme Ltd' });
      const day = 24 * 3600 * 1000;
      const listing = (job_title: string, status: 'open' | 'closed' | 'draft', ageDays: number) =>
        ds.getRepository(Listing).save({
          user_id: employer.id,
          job_title,
          status,
          job_type: jobTypeIds[0],
          state: stateId,
          min_amount: '15000.00',
          work_duration: '2 days',
          created_at: new Date(Date.now() - ageDays * day),
        });
      const older = await listing('Older tie', 'open', 5);
      const newer = await listing('Newer tie', 'open', 1);
      const stale = await listing('Old favourite', 'open', 60);
      const closed = await listing('Closed', 'closed', 1);
      await listing('Draft', 'draft', 1);
      await listing('Quiet', 'open', 0);
      const apply = async (listingId: number, count: number, ageDays: number) => {
        for (let i = 0; i < count; i++) {
          const freelancer = await makeUser(ds);
          await ds.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listingId, status: 'pending', created_at: new Date(Date.now() - ageDays * day) });
        }
      };
      await apply(older.id, 2, 2);
      await apply(newer.id, 2, 1);
      await apply(stale.id, 4, 40);
      await apply(closed.id, 5, 1);

      const one = await request(app.http).get('/api/listings?filter=popular-jobs&limit=1').expect(200);
      expect(one.body.data).toEqual([
        {
          id: newer.id,
          job_title: 'Newer tie',
          user: { company: 'Acme Ltd' },
          state: { name: 'Lagos' },
          currency: 'NGN',
          min_amount: '15000.00',
          company_logo: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa.png',
          jobtype: { name: 'Waiter' },
          work_duration: '2 days',
        },
      ]);
      const two = await request(app.http).get('/api/listings?filter=popular-jobs&limit=2').expect(200);
      expect(two.body.data.map((row: { id: number }) => row.id)).toEqual([newer.id, older.id]);

      const settings = ds.getRepository(AdminSettings);
      await settings.save(settings.create({ currency: 'USD', gateway_fee: '1.50' }));
      const usd = await request(app.http).get('/api/listings?filter=popular-jobs&limit=1').expect(200);
      expect(usd.body.data[0].currency).toBe('USD');
      await settings.clear();

      await request(app.http).get('/api/listings').expect(400);
      await request(app.http).get('/api/listings?filter=popular-jobs&limit=0').expect(400);
    });
  });

  describe('admin account', () => {
    it('shows and updates the own profile', async () => {
      const admin = await makeUser(app.dataSource, { user_type: 'superadmin' });
      const token = await adminToken(app, admin);
      const shown = await request(app.http).get('/api/account/profile').set(auth(token)).expect(200);
      expect(shown.body.data).toMatchObject({ id: admin.id, email: admin.email, user_type: 'superadmin' });
      const updated = await request(app.http).put('/api/account/profile').set(auth(token)).send({ first_name: 'Grace', last_name: 'Hopper', email: 'Grace@Example.com' }).expect(200);
      expect(updated.body).toMatchObject({ message: MESSAGES.updateSuccessful, data: { name: 'Grace Hopper', email: 'grace@example.com' } });
      expect(await app.dataSource.getRepository(User).findOneByOrFail({ id: admin.id })).toMatchObject({ first_name: 'Grace', email: 'grace@example.com' });
      const other = await makeUser(app.dataSource);
      const taken = await request(app.http).put('/api/account/profile').set(auth(token)).send({ first_name: 'Grace', last_name: 'Hopper', email: other.email }).expect(409);
      expect(taken.body.errors.email).toBe(MESSAGES.emailTaken);
      await request(app.http).put('/api/account/profile').set(auth(token)).send({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', user_type: 'freelancer' }).expect(400);
    });

    it('changes the password and signs out the other sessions', async () => {
      const admin = await makeUser(app.dataSource, { user_type: 'superadmin', password: 'OldSecret1' });
      const token = await adminToken(app, admin);
      const other = await adminToken(app, admin);
      const wrong = await request(app.http).post('/api/account/change-password').set(auth(token)).send({ current_password: 'Nope12345', password: 'NewSecret1' }).expect(400);
      expect(wrong.body.errors.current_password).toBe(say('en', 'common.currentPasswordWrong'));
      const short = await request(app.http).post('/api/account/change-password').set(auth(token)).send({ current_password: 'OldSecret1', password: 'short' }).expect(400);
      expect(short.body.errors.password).toBe(MESSAGES.passwordLength);
      const done = await request(app.http).post('/api/account/change-password').set(auth(token)).send({ current_password: 'OldSecret1', password: 'NewSecret1' }).expect(200);
      expect(done.body.message).toBe(MESSAGES.updateSuccessful);
      await request(app.http).get('/api/auth/me').set(auth(token)).expect(200);
      await request(app.http).get('/api/auth/me').set(auth(other)).expect(401);
      expect(await app.dataSource.getRepository(AuthToken).countBy({ user_id: admin.id, revoked_at: IsNull() })).toBe(1);
      await request(app.http).post('/api/auth/admin/login').send({ email: admin.email, password: 'NewSecret1' }).expect(200);
    });
  });

  describe('site account', () => {
    it('shows the caller’s editable profile fields, as POST /users/profile takes them', async () => {
      const employer = await makeUser(app.dataSource, { user_type: 'employer' });
      let etoken = await siteToken(app, employer);
      const empty = await request(app.http).get('/api/profile').set(auth(etoken)).expect(200);
      expect(empty.body).toEqual({ result: true, message: 'OK', message_key: 'common.ok', data: { user_type: 'employer', state_id: null, industry: null, avatar: null, company_name: null, designation: null } });
      const done = await request(app.http)
        .post('/api/users/profile')
        .set(auth(etoken))
        .send({ update: 'welcome', user_type: 'employer', company_name: 'Acme', designation: 'Owner', industry: industryIds[1], state_id: stateId })
        .expect(200);
      etoken = done.body.data.token;
      const shown = await request(app.http).get('/api/profile').set(auth(etoken)).expect(200);
      expect(shown.body.data).toEqual({ user_type: 'employer', state_id: stateId, industry: industryIds[1], avatar: null, company_name: 'Acme', designation: 'Owner' });

      const freelancer = await makeUser(app.dataSource, { user_type: 'freelancer' });
      const ftoken = await siteToken(app, freelancer);
      const payload = { update: 'welcome', user_type: 'freelancer', gender: 'Female', state_id: stateId, job_type: [jobTypeIds[2], jobTypeIds[0]], description: 'I drive.', industry: industryIds[0] };
      await request(app.http).post('/api/users/profile').set(auth(ftoken)).send(payload).expect(200);
      const mine = await request(app.http).get('/api/profile').set(auth(ftoken)).expect(200);
      expect(mine.body.data).toEqual({ user_type: 'freelancer', state_id: stateId, industry: industryIds[0], avatar: null, gender: 'Female', description: 'I drive.', job_type: [jobTypeIds[2], jobTypeIds[0]] });
      // What it shows can be sent back as is.
      const { user_type, ...rest } = mine.body.data;
      await request(app.http).post('/api/users/profile').set(auth(ftoken)).send({ update: 'welcome', user_type, ...rest, avatar: undefined }).expect(200);

      await request(app.http).get('/api/profile').expect(401);
      const admin = await makeUser(app.dataSource, { user_type: 'superadmin' });
      await request(app.http).get('/api/profile').set(auth(await adminToken(app, admin))).expect(403);
    });

    it.each(['employer', 'freelancer'] as const)('changes the password of a %s and signs out the other sessions', async (type) => {
      const user = await makeUser(app.dataSource, { user_type: type, password: 'OldSecret1' });
      const token = await siteToken(app, user);
      const other = await siteToken(app, user);
      const wrong = await request(app.http).post('/api/profile/change-password').set(auth(token)).send({ current_password: 'Nope12345', password: 'NewSecret1' }).expect(400);
      expect(wrong.body.errors.current_password).toBe(say('en', 'common.currentPasswordWrong'));
      const short = await request(app.http).post('/api/profile/change-password').set(auth(token)).send({ current_password: 'OldSecret1', password: 'short' }).expect(400);
      expect(short.body.errors.password).toBe(MESSAGES.passwordLength);
      expect(MESSAGES.passwordLength).toBe('Password requires min of 8 character');
      await request(app.http).post('/api/profile/change-password').set(auth(token)).send({ current_password: 'OldSecret1', password: 'NewSecret1', user_type: 'admin' }).expect(400);
      await request(app.http).get('/api/auth/me').set(auth(other)).expect(200);
      const done = await request(app.http).post('/api/profile/change-password').set(auth(token)).send({ current_password: 'OldSecret1', password: 'NewSecret1' }).expect(200);
      expect(done.body).toMatchObject({ result: true, message: MESSAGES.updateSuccessful });
      await request(app.http).get('/api/auth/me').set(auth(token)).expect(200);
      await request(app.http).get('/api/auth/me').set(auth(other)).expect(401);
      expect(await app.dataSource.getRepository(AuthToken).countBy({ user_id: user.id, revoked_at: IsNull() })).toBe(1);
      const again = await request(app.http).post('/api/profile/change-password').set(auth(token)).send({ current_password: 'OldSecret1', password: 'Other1234' }).expect(400);
      expect(again.body.errors.current_password).toBe(say('en', 'common.currentPasswordWrong'));
    });

    it('is for employers and freelancers only; admins keep /account/change-password', async () => {
      await request(app.http).post('/api/profile/change-password').send({ current_password: 'Secret123', password: 'NewSecret1' }).expect(401);
      const admin = await makeUser(app.dataSource, { user_type: 'superadmin' });
      const token = await adminToken(app, admin);
      await request(app.http).post('/api/profile/change-password').set(auth(token)).send({ current_password: 'Secret123', password: 'NewSecret1' }).expect(403);
      const freelancer = await makeUser(app.dataSource, { user_type: 'freelancer' });
      const site = await siteToken(app, freelancer);
      await request(app.http).post('/api/account/change-password').set(auth(site)).send({ current_password: 'Secret123', password: 'NewSecret1' }).expect(403);
    });
  });

  describe('access guard', () => {
    const routes = ['/api/probe/listings', '/api/probe/listings-delete', '/api/probe/users', '/api/probe/employer', '/api/probe/freelancer', '/api/account/profile', '/api/auth/me'];

    it.each([
      ['superadmin', [200, 200, 200, 403, 403, 200, 200]],
      ['limited admin (listings.list, categories.edit)', [200, 403, 403, 403, 403, 200, 200]],
      ['employer', [403, 403, 403, 200, 403, 403, 200]],
      ['freelancer', [403, 403, 403, 403, 200, 403, 200]],
      ['nobody', [401, 401, 401, 401, 401, 401, 401]],
    ])('%s gets %j', async (who, expected) => {
      let token: string | null = null;
      if (who === 'superadmin') token = await adminToken(app, await makeUser(app.dataSource, { user_type: 'superadmin' }));
      if (who.startsWith('limited')) {
        const admin = await makeLimitedAdmin(app.dataSource, ['listings.list', 'categories.edit']);
        token = await adminToken(app, admin);
        const me = await request(app.http).get('/api/auth/me').set(auth(token)).expect(200);
        expect(me.body.data.permissions).toEqual(['categories.edit', 'listings.list']);
        expect(me.body.data.current_route).toBe('/admin/dashboard');
      }
      if (who === 'employer') token = await siteToken(app, await makeUser(app.dataSource, { user_type: 'employer' }));
      if (who === 'freelancer') token = await siteToken(app, await makeUser(app.dataSource));
      const statuses = [];
      for (const route of routes) {
        const call = request(app.http).get(route);
        statuses.push((await (token ? call.set(auth(token)) : call)).status);
      }
      expect(statuses).toEqual(expected);
    });

    it('refuses a forged or garbage token', async () => {
      await request(app.http).get('/api/auth/me').set(auth('not.a.jwt')).expect(401);
      const user = await makeUser(app.dataSource);
      const token = await siteToken(app, user);
      await app.dataSource.getRepository(User).update({ id: user.id }, { status: 'blocked' });
      await request(app.http).get('/api/auth/me').set(auth(token)).expect(401);
    });
  });
});
