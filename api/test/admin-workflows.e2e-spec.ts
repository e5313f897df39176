import { JobApplication } from '../src/applications/job-application.entity';
import { Category } from '../src/categories/category.entity';
import { Clock } from '../src/common/clock';
import { verifyPassword } from '../src/common/passwords';
import { Connection } from '../src/connections/connection.entity';
import { Listing } from '../src/listings/listing.entity';
import { Notification } from '../src/notifications/notification.entity';
import { NotificationsService } from '../src/notifications/notifications.service';
import { Role } from '../src/roles/role.entity';
import { AdminSettings } from '../src/settings/admin-settings.entity';
import { User } from '../src/users/user.entity';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertListing, insertRole, insertUser, seedCatalogue, tokenFor } from './support/admin-fixtures';

describe.each(databaseKinds())('back-office workflows (%s)', (kind) => {
  let app: TestApp;
  let token: string;
  const api = () => as(app, token);
  const notes = (userId: number) =>
    app.dataSource.getRepository(Notification).find({ where: { user_id: userId }, order: { id: 'ASC' } });

  beforeAll(async () => {
    app = await createTestApp(kind);
    token = await tokenFor(app, (await insertUser(app.dataSource, 'superadmin')).id);
  });
  afterAll(async () => app?.close());

  async function pendingApplication() {
    const { employer, freelancer } = await seedCatalogue(app.dataSource);
    const listing = await insertListing(app.dataSource, { user_id: employer.id, job_title: 'Paint <the> fence' });
    const application = await app.dataSource
      .getRepository(JobApplication)
      .save({ user_id: freelancer.id, listing_id: listing.id, status: 'pending' });
    return { employer, freelancer, listing, application };
  }

  describe('job applications', () => {
    it('approve sets accepted_by, connects the pair and tells the freelancer', async () => {
      const { employer, freelancer, application } = await pendingApplication();
      const res = await api().post(`/api/admin/jobapplication/${application.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        result: true,
        message: 'Application approved',
        data: { id: application.id, status: 'approved', accepted_by: employer.id },
      });
      const stored = await app.dataSource.getRepository(JobApplication).findOneByOrFail({ id: application.id });
      expect(stored).toMatchObject({ status: 'approved', accepted_by: employer.id });
      expect(
        await app.dataSource
          .getRepository(Connection)
          .count({ where: { freelancer_id: freelancer.id, employer_id: employer.id } }),
      ).toBe(1);
      const received = await notes(freelancer.id);
      expect(received.map((note) => note.notice_type)).toEqual(['approval', 'connection']);
      expect(received[0].message).toBe('<p>Your application for <em>Paint &lt;the&gt; fence</em> was approved.</p>');

      const again = await api().post(`/api/admin/jobapplication/${application.id}/approve`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Only a pending application can be approved (this one is approved)');
      expect(await notes(freelancer.id)).toHaveLength(2);
    });

    it('approve does not connect an already connected pair twice', async () => {
      const { employer, freelancer, application } = await pendingApplication();
      await app.dataSource.getRepository(Connection).save({ freelancer_id: freelancer.id, employer_id: employer.id });
      expect((await api().post(`/api/admin/jobapplication/${application.id}/approve`)).status).toBe(200);
      expect(await app.dataSource.getRepository(Connection).count({ where: { freelancer_id: freelancer.id } })).toBe(1);
      expect((await notes(freelancer.id)).map((note) => note.notice_type)).toEqual(['approval']);
    });

    it('approve is one transaction: a failing notification leaves nothing behind', async () => {
      const { freelancer, application } = await pendingApplication();
      const spy = jest
        .spyOn(app.app.get(NotificationsService), 'connectionCreated')
        .mockRejectedValueOnce(new Error('mail room on fire'));
      const res = await api().post(`/api/admin/jobapplication/${application.id}/approve`);
      spy.mockRestore();
      expect(res.status).toBe(500);
      expect((await app.dataSource.getRepository(JobApplication).findOneByOrFail({ id: application.id })).status).toBe(
        'pending',
      );
      expect(await app.dataSource.getRepository(Connection).count({ where: { freelancer_id: freelancer.id } })).toBe(0);
      expect(await notes(freelancer.id)).toHaveLength(0);
    });

    it('disapprove tells the freelancer and connects no one', async () => {
      const { freelancer, application } = await pendingApplication();
      const res = await api().post(`/api/admin/jobapplication/${application.id}/disapprove`);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('disapproved');
      expect((await app.dataSource.getRepository(JobApplication).findOneByOrFail({ id: application.id })).status).toBe(
        'disapproved',
      );
      expect((await notes(freelancer.id)).map((note) => note.notice_type)).toEqual(['disapproval']);
      expect(await app.dataSource.getRepository(Connection).count({ where: { freelancer_id: freelancer.id } })).toBe(0);
      expect((await api().post(`/api/admin/jobapplication/${application.id}/approve`)).status).toBe(409);
      expect((await api().post('/api/admin/jobapplication/999999/approve')).status).toBe(404);
    });

    it('refuses a status change through PUT', async () => {
      const { application } = await pendingApplication();
      const res = await api().put(`/api/admin/jobapplication/${application.id}`).send({ status: 'approved' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('status');
      expect((await app.dataSource.getRepository(JobApplication).findOneByOrFail({ id: application.id })).status).toBe(
        'pending',
      );
    });

    it('approving sets the agreed amount the hire is funded with (the quoted new price first)', async () => {
      const { application } = await pendingApplication();
      await app.dataSource.getRepository(JobApplication).update({ id: application.id }, { new_price: '1234.50' });
      expect((await api().post(`/api/admin/jobapplication/${application.id}/approve`)).status).toBe(200);
      expect((await app.dataSource.getRepository(JobApplication).findOneByOrFail({ id: application.id })).agreed_amount_minor).toBe(123_450);
      // Payment happens through the hire flow only: the back office cannot write a transaction.
      expect((await api().post('/api/admin/transactions').send({})).status).toBe(405);
    });
  });

  describe('listing status', () => {
    it('publishes, closes and reopens; other moves are refused', async () => {
      const { employer } = await seedCatalogue(app.dataSource);
      const listing = await insertListing(app.dataSource, { user_id: employer.id, status: 'draft' });
      const status = async () =>
        (await app.dataSource.getRepository(Listing).findOneByOrFail({ id: listing.id })).status;
      expect((await api().post(`/api/admin/listings/${listing.id}/close`)).status).toBe(409);
      expect(await status()).toBe('draft');
      const published = await api().post(`/api/admin/listings/${listing.id}/publish`);
      expect(published.status).toBe(200);
      expect(published.body.data.status).toBe('open');
      expect(await status()).toBe('open');
      expect((await api().post(`/api/admin/listings/${listing.id}/close`)).status).toBe(200);
      expect(await status()).toBe('closed');
      const backToDraft = await api().put(`/api/admin/listings/${listing.id}`).send({ status: 'draft' });
      expect(backToDraft.status).toBe(409);
      expect(await status()).toBe('closed');
      expect((await api().post(`/api/admin/listings/${listing.id}/reopen`)).status).toBe(200);
      expect(await status()).toBe('open');
      expect((await api().post(`/api/admin/listings/${listing.id}/reopen`)).status).toBe(409);
    });

    it('opening sets the expiry from the job\'s dates on the clock, and refuses a job already over', async () => {
      const { employer } = await seedCatalogue(app.dataSource);
      const clock = app.app.get(Clock);
      const listings = app.dataSource.getRepository(Listing);
      const stored = (id: number) => listings.findOneByOrFail({ id });
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2030-06-01T08:00:00Z'));
      try {
        // Publish: expires at the end of the job's last day, 23:59 in Lagos (UTC+1).
        const draft = await insertListing(app.dataSource, { user_id: employer.id, status: 'draft', job_date: '2030-06-10' });
        expect((await api().post(`/api/admin/listings/${draft.id}/publish`)).status).toBe(200);
        expect(await stored(draft.id)).toMatchObject({ status: 'open', expires_at: new Date('2030-06-10T22:59:00Z'), published_at: new Date('2030-06-01T08:00:00Z') });

        // Reopen an expired job: refused on its date, and nothing changes, until a new date is given.
        const expired = await insertListing(app.dataSource, { user_id: employer.id, status: 'closed', closed_reason: 'expired', job_date: '2030-05-20', expires_at: new Date('2030-05-20T22:59:00Z') });
        const refused = await api().post(`/api/admin/listings/${expired.id}/reopen`);
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toHaveProperty('job_date');
        expect(await stored(expired.id)).toMatchObject({ status: 'closed', closed_reason: 'expired', expires_at: new Date('2030-05-20T22:59:00Z') });
        expect((await api().put(`/api/admin/listings/${expired.id}`).send({ job_date: '2030-06-15' })).status).toBe(200);
        expect((await api().post(`/api/admin/listings/${expired.id}/reopen`)).status).toBe(200);
        expect(await stored(expired.id)).toMatchObject({ status: 'open', closed_reason: null, expires_at: new Date('2030-06-15T22:59:00Z') });

        // The edit form: an open job's date moved into the past is refused too.
        const moved = await api().put(`/api/admin/listings/${expired.id}`).send({ job_date: '2030-05-31' });
        expect(moved.status).toBe(400);
        expect(moved.body.errors).toHaveProperty('job_date');
        expect((await stored(expired.id)).job_date).toBe('2030-06-15');
      } finally {
        jest.restoreAllMocks();
      }
    });

    it('soft-deletes listings, keeping their applications', async () => {
      const { listing, application } = await pendingApplication();
      expect((await api().delete(`/api/admin/listings/${listing.id}`)).status).toBe(200);
      const stored = await app.dataSource
        .getRepository(Listing)
        .findOne({ where: { id: listing.id }, withDeleted: true });
      expect(stored?.deleted_at).toBeInstanceOf(Date);
      expect(await app.dataSource.getRepository(JobApplication).existsBy({ id: application.id })).toBe(true);
      expect((await api().post(`/api/admin/listings/${listing.id}/close`)).status).toBe(404);
      // Gone from lists, but still there for the reference fields of its applications (getMany).
      const list = await api().get(
        `/api/admin/listings?filter=${encodeURIComponent(JSON.stringify({ user_id: listing.user_id }))}`,
      );
      expect(list.body).toEqual([]);
      const many = await api().get(
        `/api/admin/listings?filter=${encodeURIComponent(JSON.stringify({ id: [listing.id] }))}`,
      );
      expect(many.body).toHaveLength(1);
      expect(many.body[0].deleted_at).toBeTruthy();
    });
  });

  describe('records others depend on', () => {
    it('answers 409 with a clear message for a category in use, and keeps it', async () => {
      const { employer, category } = await seedCatalogue(app.dataSource);
      await insertListing(app.dataSource, { user_id: employer.id, category_id: category.id });
      const res = await api().delete(`/api/admin/categories/${category.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        result: false,
        message: 'This category is used by listings and cannot be deleted; move or delete its listings first',
        message_key: 'admin.categoryInUse',
      });
      expect(await app.dataSource.getRepository(Category).existsBy({ id: category.id })).toBe(true);
    });

    it('refuses an in-use delete in French with Accept-Language: fr, and in English without it, by the same key', async () => {
      const { employer, category } = await seedCatalogue(app.dataSource);
      await insertListing(app.dataSource, { user_id: employer.id, category_id: category.id });
      const french = await api().delete(`/api/admin/categories/${category.id}`).set('Accept-Language', 'fr');
      expect(french.status).toBe(409);
      expect(french.body).toEqual({
        result: false,
        message: 'Cette catégorie est utilisée par des annonces et ne peut pas être supprimée\u00a0; déplacez ou supprimez d’abord ses annonces',
        message_key: 'admin.categoryInUse',
      });
      const english = await api().delete(`/api/admin/categories/${category.id}`);
      expect(english.status).toBe(409);
      expect(english.body).toEqual({
        result: false,
        message: 'This category is used by listings and cannot be deleted; move or delete its listings first',
        message_key: 'admin.categoryInUse',
      });
      // A resource's rule about a field keeps its field and rule, in French too.
      const role = await insertRole(app.dataSource, 'Busy role fr', ['categories.list']);
      await insertUser(app.dataSource, 'admin', { role_id: role.id });
      const roleRes = await api().delete(`/api/admin/roles/${role.id}`).set('Accept-Language', 'fr-FR,fr;q=0.9');
      expect(roleRes.status).toBe(409);
      expect(roleRes.body).toEqual({
        result: false,
        message: 'Ce rôle est attribué à des utilisateurs et ne peut pas être supprimé\u00a0; attribuez-leur d’abord un autre rôle',
        message_key: 'admin.roleInUse',
      });
      expect(await app.dataSource.getRepository(Category).existsBy({ id: category.id })).toBe(true);
    });

    it('answers 409 for a role still given to users and for a user with listings', async () => {
      const role = await insertRole(app.dataSource, 'Busy role', ['categories.list']);
      await insertUser(app.dataSource, 'admin', { role_id: role.id });
      const roleRes = await api().delete(`/api/admin/roles/${role.id}`);
      expect(roleRes.status).toBe(409);
      expect(roleRes.body.message).toMatch(/role is given to users/);
      expect(await app.dataSource.getRepository(Role).existsBy({ id: role.id })).toBe(true);

      const { employer } = await seedCatalogue(app.dataSource);
      await insertListing(app.dataSource, { user_id: employer.id });
      expect((await api().delete(`/api/admin/users/${employer.id}`)).status).toBe(409);
      expect(await app.dataSource.getRepository(User).existsBy({ id: employer.id })).toBe(true);
    });
  });

  describe('users and roles', () => {
    it('hashes passwords on create and edit and never returns them', async () => {
      const created = await api().post('/api/admin/users').send({
        first_name: 'Bola',
        last_name: 'Ade',
        email: 'Bola@Example.com',
        password: 'FirstPass1',
        user_type: 'admin',
      });
      expect(created.status).toBe(201);
      expect(created.body).not.toHaveProperty('password');
      expect(created.body).toMatchObject({ email: 'bola@example.com', name: 'Bola Ade', status: 'active' });
      const load = () =>
        app.dataSource
          .getRepository(User)
          .findOneOrFail({ where: { id: created.body.id }, select: { id: true, password: true } });
      expect(await verifyPassword((await load()).password, 'FirstPass1')).toBe(true);
      const edited = await api()
        .put(`/api/admin/users/${created.body.id}`)
        .send({ ...created.body, password: 'SecondPass2' });
      expect(edited.status).toBe(200);
      expect(JSON.stringify(edited.body)).not.toMatch(/argon2|SecondPass2/);
      expect(await verifyPassword((await load()).password, 'SecondPass2')).toBe(true);
      // An edit form that leaves the password empty keeps it.
      expect(
        (
          await api()
            .put(`/api/admin/users/${created.body.id}`)
            .send({ ...edited.body, password: '' })
        ).status,
      ).toBe(200);
      expect(await verifyPassword((await load()).password, 'SecondPass2')).toBe(true);
      const list = await api().get('/api/admin/users');
      expect(JSON.stringify(list.body)).not.toMatch(/argon2/);
      expect(
        (
          await api()
            .post('/api/admin/users')
            .send({ first_name: 'A', last_name: 'B', email: 'x@example.com', password: 'short', user_type: 'admin' })
        ).status,
      ).toBe(400);
    });

    it('edits a role as a matrix of permission names', async () => {
      const created = await api()
        .post('/api/admin/roles')
        .send({ name: 'Moderators', permissions: ['posts.list', 'posts.edit', 'posts.list'] });
      expect(created.status).toBe(201);
      expect(created.body.permissions).toEqual(['posts.edit', 'posts.list']);
      const updated = await api()
        .put(`/api/admin/roles/${created.body.id}`)
        .send({ ...created.body, permissions: ['listings.list', 'listings.show', 'listings.export'] });
      expect(updated.body.permissions).toEqual(['listings.export', 'listings.list', 'listings.show']);
      const stored = await app.dataSource
        .getRepository(Role)
        .findOneOrFail({ where: { id: created.body.id }, relations: { permissions: true } });
      expect(stored.permissions?.map((p) => p.name).sort()).toEqual([
        'listings.export',
        'listings.list',
        'listings.show',
      ]);
      const bad = await api()
        .post('/api/admin/roles')
        .send({ name: 'Bad', permissions: ['listings.fly'] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('permissions');
      expect((await api().post('/api/admin/roles').send({ name: 'Moderators' })).status).toBe(409);
    });
  });

  describe('admin settings', () => {
    it('is a single record whose secret key is write-only', async () => {
      const list = await api().get('/api/admin/adminsettings');
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe('adminsettings 0-0/1');
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({
        id: 1,
        currency: 'NGN',
        gateway_fee: '1.50',
        payment_secret_key_hint: null,
      });

      const put = await api()
        .put('/api/admin/adminsettings/1')
        .send({
          ...list.body[0],
          payment_secret_key: 'sk_live_abcdef991234',
          company_name: 'GigMarket',
          gateway_fee: 2,
        });
      expect(put.status).toBe(200);
      expect(put.body).not.toHaveProperty('payment_secret_key');
      expect(put.body).toMatchObject({
        company_name: 'GigMarket',
        gateway_fee: '2.00',
        payment_secret_key_hint: '••••1234',
        payment_secret_key_set: true,
      });
      const one = await api().get('/api/admin/adminsettings/1');
      expect(JSON.stringify(one.body)).not.toContain('sk_live');
      const again = await api()
        .put('/api/admin/adminsettings/1')
        .send({ ...one.body, company_name: 'GigMarket NG' });
      expect(again.status).toBe(200);
      const stored = await app.dataSource
        .getRepository(AdminSettings)
        .findOneOrFail({ where: { id: 1 }, select: { id: true, payment_secret_key: true, company_name: true } });
      expect(stored).toMatchObject({ payment_secret_key: 'sk_live_abcdef991234', company_name: 'GigMarket NG' });

      expect((await api().get('/api/admin/adminsettings/2')).status).toBe(404);
      expect((await api().post('/api/admin/adminsettings').send({})).status).toBe(405);
      expect((await api().delete('/api/admin/adminsettings/1')).status).toBe(405);
      const csv = await api().get('/api/admin/adminsettings');
      expect(JSON.stringify(csv.body)).not.toContain('sk_live');
    });
  });

  describe('custom messages', () => {
    it('writes one sanitised row per recipient of the audience', async () => {
      const employers = await app.dataSource.getRepository(User).count({ where: { user_type: 'employer' } });
      const freelancers = await app.dataSource.getRepository(User).count({ where: { user_type: 'freelancer' } });
      const send = (audience: string) =>
        api()
          .post('/api/admin/notifications')
          .send({ audience, title: `<b>To ${audience}</b>`, message: `<p>Hi<script>x()</script></p>` });
      const toEmployers = await send('employers');
      expect(toEmployers.status).toBe(201);
      expect(toEmployers.body).toMatchObject({
        notice_type: 'custom',
        audience: 'employers',
        title: 'To employers',
        message: '<p>Hi</p>',
        recipients: employers,
      });
      const repo = app.dataSource.getRepository(Notification);
      expect(await repo.count({ where: { title: 'To employers' } })).toBe(employers);
      expect((await send('freelancers')).body.recipients).toBe(freelancers);
      expect((await send('all')).body.recipients).toBe(employers + freelancers);
      const allRows = await repo.find({ where: { title: 'To all' }, relations: { user: true } });
      expect(allRows.every((row) => ['employer', 'freelancer'].includes(row.user!.user_type))).toBe(true);

      const noUser = await api().post('/api/admin/notifications').send({ audience: 'user', title: 'x', message: 'y' });
      expect(noUser.status).toBe(400);
      expect(noUser.body.errors).toHaveProperty('user_id');
      const missing = await api()
        .post('/api/admin/notifications')
        .send({ audience: 'user', user_id: 999999, title: 'x', message: 'y' });
      expect(missing.status).toBe(400);
      expect(await repo.count({ where: { title: 'x' } })).toBe(0);
    });
  });
});
