import request from 'supertest';
import { formatMoney } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { HireNotices } from '../src/hires/hire-notices';
import { Listing } from '../src/listings/listing.entity';
import { Notification } from '../src/notifications/notification.entity';
import { User } from '../src/users/user.entity';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { approvedHire, closeWorld, fundHire, paymentsWorld, type PaymentsWorld } from './support/payment-fixtures';

type Shown = { notificationId: number; title: string; message: string; notice_type: string; link: string | null };

/** docs/i18n.md "Notifications by key": written in the recipient's language, read in the reader's. */
describe.each(databaseKinds())('notifications by key (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;
  let hireId: number;
  let listingId: number;
  const job = 'Fix <b>sink</b> & tap';
  const shownJob = 'Fix &lt;b&gt;sink&lt;/b&gt; &amp; tap';
  const rows = () => world.t.dataSource.getRepository(Notification);

  async function bell(who: Person, language: string): Promise<Shown[]> {
    const answer = await request(world.t.http).get('/api/notifications').set(who.auth).set('Accept-Language', language);
    expect(answer.status).toBe(200);
    return answer.body.data as Shown[];
  }

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Langue Works');
    freelancer = await makeFreelancer(world.t, undefined, 'Amélie Langue');
    await world.t.dataSource.getRepository(User).update({ id: freelancer.id }, { language: 'fr' });
    hireId = await approvedHire(world, lookups, employer, freelancer, { listing: { job_title: job } });
    listingId = (await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: hireId })).listing_id;
    await fundHire(world, employer, hireId);
  });
  afterAll(() => closeWorld(world));

  it('stores a hire notice for a French freelancer in French, with its key, values and the hire’s page', async () => {
    const row = await rows().findOneByOrFail({ user_id: freelancer.id, message_key: 'hireNotice.funded' });
    expect(row.title).toBe('Financé : vous pouvez commencer');
    expect(row.link).toBe(`/freelancer/hires/${hireId}`);
    expect(JSON.parse(row.params!)).toMatchObject({ job, amount: 1_200_000, currency: 'NGN' });
  });

  it('answers the same notice in English to Accept-Language: en and in French to fr, escaped, with its link', async () => {
    const english = await bell(freelancer, 'en');
    expect(english.find((notice) => notice.title === 'Funded: safe to start')).toEqual(
      expect.objectContaining({
        notice_type: 'hire',
        message: `<p><em>${shownJob}</em>: the employer has paid into escrow. You can check in when you start.</p>`,
        link: `/freelancer/hires/${hireId}`,
      }),
    );
    expect(english.find((notice) => notice.notice_type === 'approval')).toMatchObject({
      title: 'Application approved',
      message: `<p>Your application for <em>${shownJob}</em> was approved.</p>`,
      link: `/freelancer/hires/${hireId}`,
    });

    const french = await bell(freelancer, 'fr-FR,fr;q=0.9');
    expect(
      french.find((notice) => notice.link === `/freelancer/hires/${hireId}` && notice.notice_type === 'hire'),
    ).toMatchObject({
      title: 'Financé : vous pouvez commencer',
      message: `<p><em>${shownJob}</em>: l’employeur a payé sur le compte séquestre. Vous pourrez signaler votre arrivée en commençant.</p>`,
    });
    expect(french.find((notice) => notice.notice_type === 'approval')?.title).toBe('Candidature acceptée');
    expect(JSON.stringify(french)).not.toContain('Funded');
  });

  it('opens the employer’s pages: the applicants of the job, and the hire on the employer’s side', async () => {
    expect((await bell(employer, 'fr')).find((notice) => notice.notice_type === 'application')).toMatchObject({
      title: 'Nouvelle candidature',
      message: `<p><strong>Amélie Langue</strong> a postulé à votre mission <em>${shownJob}</em>.</p>`,
      link: `/employer/listings/${listingId}/applicants`,
    });

    const second = await approvedHire(world, lookups, employer, freelancer, {
      listing: { job_title: 'Paint a fence' },
    });
    await request(world.t.http)
      .post(`/api/hires/${second}/cancel`)
      .set(freelancer.auth)
      .send({ reason: 'schedule_changed' })
      .expect(200);
    const cancelled = { link: `/employer/hires/${second}`, notice_type: 'hire' };
    expect((await bell(employer, 'en')).find((notice) => notice.link === cancelled.link)).toMatchObject({
      ...cancelled,
      title: 'Hire cancelled',
      message: '<p><em>Paint a fence</em>: the hire was cancelled: schedule changed</p>',
    });
    expect((await bell(employer, 'fr')).find((notice) => notice.link === cancelled.link)).toMatchObject({
      ...cancelled,
      title: 'Embauche annulée',
      message: '<p><em>Paint a fence</em>: l’embauche a été annulée : schedule changed</p>',
    });
  });

  it('draws money from its minor units in the reader’s format', async () => {
    const listing = await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: listingId });
    await world.t.dataSource.transaction((manager) =>
      world.t.app
        .get(HireNotices)
        .send(
          manager,
          freelancer.id,
          'cancelledFee',
          { applicationId: hireId, listing },
          { reason: 'late', amount: 150_000, currency: 'NGN' },
        ),
    );
    const fee = (notices: Shown[]) => notices.find((notice) => notice.message.includes('late'))!;
    expect(fee(await bell(freelancer, 'en')).message).toBe(
      `<p><em>${shownJob}</em>: the hire was cancelled: late. A late-cancellation fee of ₦1,500 is paid to you.</p>`,
    );
    const french = fee(await bell(freelancer, 'fr')).message;
    expect(french).toBe(
      `<p><em>${shownJob}</em>: l’embauche a été annulée : late. Des frais d’annulation tardive de ${formatMoney(150_000, 'NGN', 'fr')} vous sont versés.</p>`,
    );
    expect(french).toMatch(/1\s500\s₦/u);
  });

  it('answers a row written before keys with its stored text, whatever the language', async () => {
    await rows().insert({
      user_id: freelancer.id,
      notice_type: 'hire',
      title: 'Ancien avis',
      message: '<p>Écrit <em>avant</em> les clés</p>',
    });
    for (const language of ['en', 'fr']) {
      expect((await bell(freelancer, language)).find((notice) => notice.title === 'Ancien avis')).toMatchObject({
        message: '<p>Écrit <em>avant</em> les clés</p>',
        link: null,
      });
    }
  });

  it('keeps an admin’s custom message as written, sanitised, without a key or a link', async () => {
    const sent = await request(world.t.http)
      .post('/api/admin/notifications')
      .set(world.superadmin)
      .send({
        audience: 'user',
        user_id: freelancer.id,
        title: 'Maintenance tonight',
        message: '<p>Back at <b>6</b><script>x()</script></p>',
      });
    expect(sent.status).toBe(201);
    const row = await rows().findOneByOrFail({ user_id: freelancer.id, notice_type: 'custom' });
    expect(row).toMatchObject({ message_key: null, params: null, link: null });
    for (const language of ['en', 'fr']) {
      expect((await bell(freelancer, language)).find((notice) => notice.notice_type === 'custom')).toMatchObject({
        title: 'Maintenance tonight',
        message: '<p>Back at <b>6</b></p>',
        link: null,
      });
    }
  });

  it('shows an administrator’s edit of a notice as written, in every language, still opening its page', async () => {
    const row = await rows().findOneByOrFail({ user_id: freelancer.id, message_key: 'hireNotice.funded' });
    const edited = await request(world.t.http)
      .put(`/api/admin/notifications/${row.id}`)
      .set(world.superadmin)
      .send({ title: 'Funded (corrected)', message: '<p>Paid in <b>full</b></p>' });
    expect(edited.status).toBe(200);
    for (const language of ['en', 'fr'])
      expect((await bell(freelancer, language)).find((notice) => notice.notificationId === row.id)).toMatchObject({
        title: 'Funded (corrected)',
        message: '<p>Paid in <b>full</b></p>',
        link: `/freelancer/hires/${hireId}`,
      });
  });
});
