import type { DataSource } from 'typeorm';
import { Message, MessageReport, SavedSearch } from '../src/messages/message.entities';
import { JobApplication } from '../src/applications/job-application.entity';
import { Dispute } from '../src/trust/dispute.entity';
import { post } from '../src/ledger/ledger';
import { LedgerEntry } from '../src/ledger/ledger.entities';
import { POSTINGS } from '../src/ledger/postings';
import { Notification } from '../src/notifications/notification.entity';
import { Payout, ReconciliationItem, Refund } from '../src/payments/payment.entities';
import { Transaction } from '../src/transactions/transaction.entity';
import { Permission } from '../src/roles/permission.entity';
import { Rating, ReliabilityEvent } from '../src/trust/trust.entities';
import { UssdSession } from '../src/ussd/ussd-session.entity';
import { IdentityCheck, IdentityEvent } from '../src/identity/identity.entities';
import { ListingReport } from '../src/safety/listing-report.entity';
import { definitionOf } from '../src/admin/resources';
import { ADMIN_RESOURCES, type AdminResource } from '@gigmarket/shared';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import {
  as,
  Catalogue,
  insertListing,
  insertUser,
  listUrl,
  seedCatalogue,
  tokenFor,
  totalOf,
} from './support/admin-fixtures';

interface Context extends Catalogue {
  openListing: number;
  otherListing: number;
  n: number;
}

interface ResourceCase {
  resource: AdminResource;
  before?: (ds: DataSource) => Promise<void>;
  create: (c: Context) => Record<string, unknown>;
  update: (c: Context) => Record<string, unknown>;
  /** A filter the updated record matches. */
  filter: (c: Context, id: number) => Record<string, unknown>;
  sort: string;
  /** Checks on the stored row after the update. */
  stored?: (row: Record<string, unknown>, c: Context) => void;
}

interface ReadOnlyCase {
  resource: AdminResource;
  /** A row as the payment flow writes it; answers its id. */
  insert: (ds: DataSource, c: Context) => Promise<number>;
  filter: (c: Context, id: number) => Record<string, unknown>;
  sort: string;
  shown?: (record: Record<string, unknown>, c: Context) => void;
  /** The one update the resource takes (ratings: hide), instead of answering 405. */
  update?: (c: Context) => { body: Record<string, unknown>; stored: (row: Record<string, unknown>) => void };
}

/** An approved application of the catalogue's freelancer, for the money rows to point at. */
async function hireOf(ds: DataSource, c: Context): Promise<number> {
  const listing = await insertListing(ds, { user_id: c.employer.id });
  const saved = await ds.getRepository(JobApplication).save({ user_id: c.freelancer.id, listing_id: listing.id, status: 'disputed', agreed_amount_minor: 500_000 });
  return saved.id;
}

/** The money resources: the payment flow writes them, the back office reads them. */
const READ_ONLY_CASES: ReadOnlyCase[] = [
  {
    // Identity checks (docs/trust.md): written by identity/ only; an admin revokes through its own action.
    resource: 'identities',
    insert: async (ds, c) => {
      const person = await insertUser(ds, 'freelancer', { name: `Idris Verified ${c.n}` });
      const at = new Date('2026-11-20T10:00:00Z');
      const check = await ds.getRepository(IdentityCheck).save({
        user_id: person.id,
        user_type: 'freelancer',
        status: 'verified',
        bank_code: '044',
        bank_name: 'Access Bank',
        account_last4: '1234',
        customer_code: `CUS_admin_${c.n}`,
        requested_at: at,
        verified_at: at,
      });
      await ds.getRepository(IdentityEvent).insert({ identity_id: check.id, user_id: person.id, action: 'verified', created_at: at });
      return check.id;
    },
    filter: (c) => ({ status: 'verified', user_type: 'freelancer', q: `Idris Verified ${c.n}` }),
    sort: 'verified_at',
    shown: (record, c) => {
      expect(record).toMatchObject({ user_name: `Idris Verified ${c.n}`, status: 'verified', account_last4: '1234', bank_name: 'Access Bank' });
      expect(record.events).toEqual([expect.objectContaining({ action: 'verified', by_name: null })]);
      expect(record).not.toHaveProperty('payout_account');
    },
  },
  {
    // The queue of reports on jobs (docs/trust.md): reports and flags are written by their flows.
    resource: 'listingreports',
    insert: async (ds, c) => {
      const listing = await insertListing(ds, { user_id: c.employer.id });
      return (
        await ds.getRepository(ListingReport).save({
          listing_id: listing.id,
          reporter_id: c.freelancer.id,
          reporter_verified: true,
          reason: 'fake',
          note: `Fake job ${c.n}`,
          created_at: new Date('2026-11-20T10:00:00Z'),
        })
      ).id;
    },
    filter: (c) => ({ reason: 'fake', listing_moderation: 'visible', reporter_verified: true, q: `Fake job ${c.n}` }),
    sort: 'created_at',
    shown: (record, c) =>
      expect(record).toMatchObject({
        reporter_name: c.freelancer.name,
        employer_id: c.employer.id,
        employer_name: c.employer.name,
        listing_moderation: 'visible',
        reporter_verified: true,
        job_title: expect.any(String),
      }),
  },
  {
    // Reference data the product carries (docs/places.md): read-only, like the money views.
    resource: 'lgas',
    insert: async (ds, c) => {
      await ds.query('INSERT INTO lgas (id, state_id, name, latitude, longitude, aliases) VALUES (?, ?, ?, ?, ?, ?)', [
        9000 + c.n,
        c.state.id,
        `Ikeja ${c.n}`,
        '6.6032700',
        '3.3494800',
        'Alausa',
      ]);
      return 9000 + c.n;
    },
    filter: (c) => ({ state_id: c.state.id, q: 'alausa' }),
    sort: 'name',
    shown: (record, c) => expect(record).toMatchObject({ name: `Ikeja ${c.n}`, state_id: c.state.id, latitude: '6.6032700' }),
  },
  {
    resource: 'ussdsessions',
    insert: async (ds, c) => {
      const started = new Date('2026-11-20T10:00:00Z');
      return (
        await ds.getRepository(UssdSession).save({
          gateway: 'africastalking',
          session_id: `ATUid_${c.n}`,
          phone: '08099999986',
          network: '62130',
          user_id: c.freelancer.id,
          language: 'en',
          hops: 1000 + c.n,
          last_screen: 'Applied for Fix a sink.',
          outcome: 'applied',
          state: '{"secret":"menu state"}',
          started_at: started,
          updated_at: new Date(started.getTime() + 42_000),
          expires_at: new Date(started.getTime() + 222_000),
        })
      ).id;
    },
    filter: (c) => ({ outcome: 'applied', user_id: c.freelancer.id, q: 'sink' }),
    sort: 'hops',
    shown: (record, c) => {
      expect(record).toMatchObject({ user_name: c.freelancer.name, duration_seconds: 42, phone: '08099999986' });
      expect(record).not.toHaveProperty('state');
    },
  },
  {
    resource: 'transactions',
    insert: async (ds, c) =>
      (await ds.getRepository(Transaction).save({ user_id: c.employer.id, transaction_id: `TX-${c.n}`, transaction_type: 'charge', amount: '250.75', amount_minor: 25_075, currency: 'NGN', status: 'success' })).id,
    filter: (c) => ({ status: 'success', transaction_type: 'charge', user_id: c.employer.id, q: 'tx-' }),
    sort: 'amount',
    shown: (record, c) => expect(record).toMatchObject({ user_name: c.employer.name, amount: '250.75' }),
  },
  {
    resource: 'ledger',
    insert: async (ds, c) => {
      const app = await hireOf(ds, c);
      await ds.transaction((manager) => post(manager, POSTINGS.charge(`REF-${c.n}`, app, 500_000, 7_500)));
      return (await ds.getRepository(LedgerEntry).findOneByOrFail({ account_code: `escrow:${app}` })).id;
    },
    filter: (c) => ({ posting_kind: 'charge', posting_key: `charge:REF-${c.n}` }),
    sort: 'amount_minor',
    shown: (record) => expect(record).toMatchObject({ direction: 'credit', amount_minor: 500_000 }),
  },
  {
    resource: 'payouts',
    insert: async (ds, c) =>
      (await ds.getRepository(Payout).save({ application_id: await hireOf(ds, c), freelancer_id: c.freelancer.id, amount_minor: 450_000, status: 'failed', attempts: 1, reference: `PO-${c.n}` })).id,
    filter: (c) => ({ status: 'failed', freelancer_id: c.freelancer.id }),
    sort: 'amount_minor',
    shown: (record, c) => expect(record).toMatchObject({ freelancer_name: c.freelancer.name, job_title: expect.any(String) }),
  },
  {
    resource: 'disputes',
    insert: async (ds, c) => (await ds.getRepository(Dispute).save({ application_id: await hireOf(ds, c), opened_by: c.employer.id, reason: 'Not finished', status: 'open' })).id,
    filter: () => ({ status: 'open', q: 'finished' }),
    sort: 'created_at',
    shown: (record, c) => expect(record).toMatchObject({ employer_name: c.employer.name, freelancer_name: c.freelancer.name, agreed_amount_minor: 500_000 }),
  },
  {
    resource: 'ratings',
    insert: async (ds, c) => {
      const app = await hireOf(ds, c);
      return (await ds.getRepository(Rating).save({ application_id: app, rater_id: c.employer.id, ratee_id: c.freelancer.id, stars: 2, comment: `Late again ${c.n}` })).id;
    },
    filter: (c) => ({ stars: 2, ratee_id: c.freelancer.id, q: 'late again' }),
    sort: 'stars',
    shown: (record, c) => expect(record).toMatchObject({ rater_name: c.employer.name, ratee_name: c.freelancer.name, hidden: false }),
    update: () => ({
      body: { hidden: true, hidden_reason: 'Abusive', stars: 5, comment: 'rewritten' },
      stored: (row) => expect(row).toMatchObject({ stars: 2, hidden_reason: 'Abusive', hidden_at: expect.any(Date) }),
    }),
  },
  {
    resource: 'reliability',
    insert: async (ds, c) =>
      (await ds.getRepository(ReliabilityEvent).save({ application_id: await hireOf(ds, c), user_id: c.freelancer.id, kind: 'no_show', status: 'contested', contest_note: 'I was there' })).id,
    filter: (c) => ({ kind: 'no_show', status: 'contested', user_id: c.freelancer.id }),
    sort: 'created_at',
    shown: (record, c) => expect(record).toMatchObject({ user_name: c.freelancer.name, kind: 'no_show' }),
  },
  {
    resource: 'messagereports',
    insert: async (ds, c) => {
      const app = await hireOf(ds, c);
      const message = await ds.getRepository(Message).save({ application_id: app, sender_id: c.freelancer.id, recipient_id: c.employer.id, body: `Rude words ${c.n}` });
      return (await ds.getRepository(MessageReport).save({ message_id: message.id, reporter_id: c.employer.id, reason: 'abusive', status: 'open' })).id;
    },
    filter: (c) => ({ status: 'open', reporter_id: c.employer.id, q: 'abusive' }),
    sort: 'created_at',
    shown: (record, c) => expect(record).toMatchObject({ reporter_name: c.employer.name, message_body: expect.stringMatching(/^Rude words/), sender_id: c.freelancer.id }),
  },
  {
    resource: 'savedsearches',
    insert: async (ds, c) =>
      (await ds.getRepository(SavedSearch).save({ user_id: c.freelancer.id, name: `Plumbing ${c.n}`, query: 'q=plumber', token: `t${String(c.n).padStart(31, '0')}`, match_count: 3 })).id,
    filter: (c) => ({ user_id: c.freelancer.id, sms_enabled: true, q: 'plumbing' }),
    sort: 'match_count',
    shown: (record, c) => {
      expect(record).toMatchObject({ user_name: c.freelancer.name, match_count: 3, sms_enabled: true });
      expect(record).not.toHaveProperty('token');
    },
  },
  {
    resource: 'refunds',
    insert: async (ds, c) =>
      (
        await ds.getRepository(Refund).save({
          application_id: await hireOf(ds, c),
          employer_id: c.employer.id,
          charge_reference: `CH-${c.n}`,
          amount_minor: 500_000,
          currency: 'NGN',
          reason: 'cancelled',
          status: 'failed',
          attempts: 5,
          next_attempt_at: null,
        })
      ).id,
    filter: (c) => ({ status: 'failed', employer_id: c.employer.id, q: `CH-${c.n}` }),
    sort: 'amount_minor',
    shown: (record, c) => expect(record).toMatchObject({ employer_name: c.employer.name, reason: 'cancelled' }),
  },
  {
    resource: 'reconciliation',
    insert: async (ds, c) => (await ds.getRepository(ReconciliationItem).save({ kind: 'amount_mismatch', reference: `REF-${c.n}`, ours: '100', theirs: '90', detected_at: new Date(), resolved_at: null })).id,
    filter: (c) => ({ kind: 'amount_mismatch', reference: `REF-${c.n}` }),
    sort: 'detected_at',
  },
];

/** Every resource served by the simple-rest controller (adminsettings has its own suite). */
const CASES: ResourceCase[] = [
  {
    resource: 'users',
    create: (c) => ({
      first_name: 'Ada',
      last_name: 'Obi',
      email: `ada${c.n}@example.com`,
      phone: `0811000${c.n}`.slice(0, 11),
      password: 'Secret123',
      user_type: 'employer',
    }),
    update: () => ({ last_name: 'Okafor', status: 'blocked' }),
    filter: () => ({ user_type: 'employer', status: 'blocked', q: 'okafor' }),
    sort: 'email',
    stored: (row) => {
      expect(row.name).toBe('Ada Okafor');
      expect(String(row.password)).toMatch(/^\$argon2id\$/);
    },
  },
  {
    resource: 'roles',
    create: () => ({ name: 'Editors', description: 'Content', permissions: ['categories.list', 'categories.edit'] }),
    update: () => ({ permissions: ['listings.list', 'listings.show'] }),
    filter: () => ({ q: 'editors' }),
    sort: 'name',
  },
  {
    resource: 'permissions',
    before: async (ds) => {
      await ds.getRepository(Permission).delete({ name: 'popularsearch.export' });
    },
    create: () => ({ name: 'popularsearch.export' }),
    update: () => ({ name: 'popularsearch.export' }),
    filter: () => ({ resource: 'popularsearch', action: 'export' }),
    sort: 'action',
    stored: (row) => expect(row).toMatchObject({ resource: 'popularsearch', action: 'export' }),
  },
  {
    resource: 'categories',
    create: () => ({ category_name: 'Plumbing & Pipes' }),
    update: () => ({ category_status: 'inactive', category_description: 'Water work', category_name_fr: 'Plomberie et tuyaux' }),
    filter: () => ({ category_status: 'inactive', q: 'plumbing' }),
    sort: 'category_name',
    stored: (row) => expect(row.category_slug).toBe('plumbing-pipes'),
  },
  ...(['industries', 'jobtypes', 'skills'] as const).map((resource): ResourceCase => ({
    resource,
    create: () => ({ name: `${resource} one` }),
    update: () => ({ name: `${resource} renamed`, name_fr: `${resource} renommé` }),
    // q searches the French name too.
    filter: () => ({ q: 'renommé' }),
    sort: 'name',
  })),
  {
    resource: 'countries',
    create: () => ({ code: 'GH', name: 'Ghana', currency: 'GHS', phone_code: '+233' }),
    update: () => ({ name: 'Republic of Ghana' }),
    filter: () => ({ code: 'GH', q: 'republic' }),
    sort: 'name',
  },
  {
    resource: 'states',
    create: (c) => ({ country_id: c.country.id, name: 'Ogun Test' }),
    update: () => ({ name: 'Ogun Renamed', name_fr: 'Ogun (nom français)' }),
    filter: (c) => ({ country_id: c.country.id, q: 'renamed' }),
    sort: 'name',
  },
  {
    resource: 'listings',
    create: (c) => ({
      user_id: c.employer.id,
      job_title: 'Fix a leaking sink',
      category_id: c.category.id,
      job_type: c.jobtype.id,
      state: c.state.id,
      min_amount: 1500,
      status: 'draft',
    }),
    update: () => ({ status: 'open', min_amount: '2000.50' }),
    filter: (c) => ({ status: 'open', category_id: c.category.id, job_type: c.jobtype.id, q: 'leaking' }),
    sort: 'min_amount',
    stored: (row) => expect(Number(row.min_amount)).toBe(2000.5),
  },
  {
    resource: 'jobapplication',
    create: (c) => ({ user_id: c.freelancer.id, listing_id: c.openListing, price: '100.00' }),
    update: () => ({ new_price: 120 }),
    // q finds applications by the freelancer's name or the job's title.
    filter: (c) => ({ listing_id: c.openListing, status: 'pending', q: String(c.freelancer.name).toUpperCase() }),
    sort: 'created_at',
    stored: (row) => expect(Number(row.new_price)).toBe(120),
  },
  {
    resource: 'bookmarks',
    create: (c) => ({ user_id: c.freelancer.id, listing_id: c.openListing }),
    update: (c) => ({ listing_id: c.otherListing }),
    filter: (c) => ({ user_id: c.freelancer.id, listing_id: c.otherListing, q: String(c.freelancer.name).toUpperCase() }),
    sort: 'created_at',
  },
  {
    resource: 'connections',
    create: (c) => ({ freelancer_id: c.freelancer.id, employer_id: c.employer.id }),
    update: (c) => ({ employer_id: c.employer.id }),
    filter: (c) => ({ employer_id: c.employer.id, freelancer_id: [c.freelancer.id], q: String(c.employer.name).toUpperCase() }),
    sort: 'created_at',
  },
  {
    resource: 'portfolio',
    create: (c) => ({
      user_id: c.freelancer.id,
      portfolio_type: 'link',
      title: 'My site',
      link: 'https://example.com',
    }),
    update: () => ({ title: 'My new site' }),
    filter: (c) => ({ user_id: c.freelancer.id, portfolio_type: 'link', q: 'new site' }),
    sort: 'title',
  },
  {
    resource: 'posts',
    create: () => ({ post_title: 'Hello World', post_description: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
    update: () => ({ post_status: 'published', featured: true }),
    filter: () => ({ post_status: 'published', featured: true, q: 'hello' }),
    sort: 'post_title',
    stored: (row) => {
      expect(row.post_slug).toBe('hello-world');
      expect(row.post_description).toBe('<p>Hi</p>');
    },
  },
  {
    resource: 'postscategory',
    create: () => ({ name: 'Company News' }),
    update: () => ({ status: 'inactive' }),
    filter: () => ({ status: 'inactive', q: 'news' }),
    sort: 'name',
  },
  {
    resource: 'notifications',
    create: (c) => ({
      audience: 'user',
      user_id: c.freelancer.id,
      title: 'Welcome',
      message: '<p>Hello <b>there</b><img src=x onerror=alert(1)></p>',
    }),
    update: () => ({ title: 'Welcome again' }),
    filter: (c) => ({ notice_type: 'custom', user_id: c.freelancer.id, q: 'again' }),
    sort: 'title',
    stored: (row) => expect(row.message).toBe('<p>Hello <b>there</b></p>'),
  },
  {
    resource: 'popularsearch',
    create: () => ({ word: '  Plumber   LAGOS ' }),
    update: () => ({ count: 5 }),
    filter: () => ({ q: 'plumber', count_gte: 5 }),
    sort: 'count',
    stored: (row) => expect(row.word).toBe('plumber lagos'),
  },
  {
    // The search dictionary (docs/search.md "The dictionary"): lists of terms separated by ", ".
    resource: 'synonyms',
    create: (c) => ({ terms_en: `zorbing ${c.n}, zorb ball ${c.n}`, terms_fr: '' }),
    update: (c) => ({ terms_fr: `zorbage ${c.n}`, related: 'cleaning, sink' }),
    filter: (c) => ({ q: `zorbage ${c.n}` }),
    sort: 'updated_at',
    stored: (row, c) => expect(row.terms_en).toBe(`zorbing ${c.n}, zorb ball ${c.n}`),
  },
];

describe.each(databaseKinds())('back-office resources through ra-data-simple-rest (%s)', (kind) => {
  let app: TestApp;
  let token: string;
  let context: Context;
  let n = 0;

  beforeAll(async () => {
    app = await createTestApp(kind);
    const superadmin = await insertUser(app.dataSource, 'superadmin');
    token = await tokenFor(app, superadmin.id);
    const catalogue = await seedCatalogue(app.dataSource);
    const open = await insertListing(app.dataSource, {
      user_id: catalogue.employer.id,
      category_id: catalogue.category.id,
    });
    const other = await insertListing(app.dataSource, { user_id: catalogue.employer.id });
    context = { ...catalogue, openListing: open.id, otherListing: other.id, n: 0 };
  });
  afterAll(async () => app?.close());

  const api = () => as(app, token);
  const storedRow = async (resource: AdminResource, id: number) => {
    const definition = definitionOf(resource)!;
    const repository = app.dataSource.getRepository(definition.entity);
    const select = Object.fromEntries(repository.metadata.columns.map((column) => [column.propertyName, true]));
    return repository.findOne({ where: { id }, select, withDeleted: true }) as Promise<Record<string, unknown> | null>;
  };

  it('covers every back-office resource', () => {
    expect([...CASES.map((c) => c.resource), ...READ_ONLY_CASES.map((c) => c.resource), 'adminsettings'].sort()).toEqual([...ADMIN_RESOURCES].sort());
  });

  it.each(READ_ONLY_CASES.map((c) => [c.resource, c] as const))(
    '%s (written by the payment flow): getList, filter, sort, getOne, getMany; writes answer 405',
    async (resource, c) => {
      n += 1;
      context.n = n;
      const id = await c.insert(app.dataSource, context);
      const filtered = await api().get(listUrl(resource, { sort: ['id', 'ASC'], range: [0, 24], filter: c.filter(context, id) }));
      expect(filtered.status).toBe(200);
      expect(filtered.body.map((r: { id: number }) => r.id)).toContain(id);
      expect(totalOf(filtered)).toBe(filtered.body.length);
      const asc = await api().get(listUrl(resource, { sort: [c.sort, 'ASC'], range: [0, 999] }));
      const desc = await api().get(listUrl(resource, { sort: [c.sort, 'DESC'], range: [0, 999] }));
      expect(asc.body.map((r: { id: number }) => r.id)).toEqual(desc.body.map((r: { id: number }) => r.id).reverse());
      const one = await api().get(`/api/admin/${resource}/${id}`);
      expect(one.status).toBe(200);
      c.shown?.(one.body, context);
      const many = await api().get(listUrl(resource, { filter: { id: [id, 999999] } }));
      expect(many.body.map((r: { id: number }) => r.id)).toEqual([id]);
      if (c.update) {
        const { body, stored } = c.update(context);
        expect((await api().put(`/api/admin/${resource}/${id}`).send({ ...one.body, ...body })).status).toBe(200);
        stored((await storedRow(resource, id))!);
        expect((await api().post(`/api/admin/${resource}`).send({})).status).toBe(405);
      } else expect((await api().put(`/api/admin/${resource}/${id}`).send({})).status).toBe(405);
      expect((await api().delete(`/api/admin/${resource}/${id}`).set('Content-Type', 'text/plain')).status).toBe(405);
      expect(await storedRow(resource, id)).not.toBeNull();
    },
  );

  it.each(CASES.map((c) => [c.resource, c] as const))(
    '%s: create, getOne, update, getList, filter, sort, getMany, delete',
    async (resource, c) => {
      n += 1;
      context.n = n;
      await c.before?.(app.dataSource);

      // create
      const created = await api().post(`/api/admin/${resource}`).send(c.create(context));
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      expect(typeof id).toBe('number');
      expect(await storedRow(resource, id)).not.toBeNull();
      expect(created.body).not.toHaveProperty('password');
      expect(created.body).not.toHaveProperty('post_password');

      // getOne
      const one = await api().get(`/api/admin/${resource}/${id}`);
      expect(one.status).toBe(200);
      expect(one.body.id).toBe(id);

      // update (react-admin sends the whole record back, echoed fields included)
      const updated = await api()
        .put(`/api/admin/${resource}/${id}`)
        .send({ ...one.body, ...c.update(context) });
      expect(updated.status).toBe(200);
      expect(updated.body.id).toBe(id);
      const row = (await storedRow(resource, id)) as Record<string, unknown>;
      for (const [key, value] of Object.entries(c.update(context))) {
        if (key === 'permissions') continue;
        if (typeof value === 'number' || /^\d+\.\d+$/.test(String(value))) expect(Number(row[key])).toBe(Number(value));
        else expect(row[key]).toEqual(value);
      }
      c.stored?.(row, context);
      expect(updated.body).not.toHaveProperty('password');

      // getList with the filter the updated record matches
      const filtered = await api().get(
        listUrl(resource, { sort: ['id', 'ASC'], range: [0, 24], filter: c.filter(context, id) }),
      );
      expect(filtered.status).toBe(200);
      expect(filtered.body.map((r: { id: number }) => r.id)).toContain(id);
      expect(totalOf(filtered)).toBe(filtered.body.length);
      expect(filtered.headers['content-range']).toBe(
        `${resource} 0-${filtered.body.length - 1}/${filtered.body.length}`,
      );

      // sort both ways: DESC is exactly ASC reversed (ties fall back to id in the same direction)
      const asc = await api().get(listUrl(resource, { sort: [c.sort, 'ASC'], range: [0, 999] }));
      const desc = await api().get(listUrl(resource, { sort: [c.sort, 'DESC'], range: [0, 999] }));
      expect(asc.status).toBe(200);
      expect(desc.status).toBe(200);
      expect(asc.body.map((r: { id: number }) => r.id)).toEqual(desc.body.map((r: { id: number }) => r.id).reverse());
      expect(totalOf(asc)).toBe(asc.body.length);

      // getMany (no range, no sort)
      const many = await api().get(listUrl(resource, { filter: { id: [id, 999999] } }));
      expect(many.status).toBe(200);
      expect(many.body.map((r: { id: number }) => r.id)).toEqual([id]);

      // delete answers the deleted record
      const deleted = await api().delete(`/api/admin/${resource}/${id}`).set('Content-Type', 'text/plain');
      expect(deleted.status).toBe(200);
      expect(deleted.body.id).toBe(id);
      const after = await storedRow(resource, id);
      if (resource === 'listings') expect(after?.deleted_at).toBeTruthy();
      else expect(after).toBeNull();
      expect((await api().get(`/api/admin/${resource}/${id}`)).status).toBe(404);
    },
  );

  it('answers roles with their permissions on the list as on getOne', async () => {
    const created = await api()
      .post('/api/admin/roles')
      .send({ name: 'Listing readers', permissions: ['listings.show', 'listings.list'] });
    expect(created.status).toBe(201);
    const list = await api().get(listUrl('roles', { filter: { q: 'listing readers' } }));
    expect(list.body).toHaveLength(1);
    expect(list.body[0].permissions).toEqual(['listings.list', 'listings.show']);
    const one = await api().get(`/api/admin/roles/${created.body.id}`);
    expect(one.body.permissions).toEqual(list.body[0].permissions);
  });

  it('getManyReference filters by the reference field with paging', async () => {
    const { employer } = await seedCatalogue(app.dataSource);
    for (let i = 0; i < 3; i++) await insertListing(app.dataSource, { user_id: employer.id });
    const page = await api().get(
      listUrl('listings', { sort: ['id', 'DESC'], range: [0, 1], filter: { user_id: employer.id } }),
    );
    expect(page.status).toBe(200);
    expect(page.headers['content-range']).toBe('listings 0-1/3');
    expect(page.body.every((r: { user_id: number }) => r.user_id === employer.id)).toBe(true);
  });

  it('writes the employer a notification when an application is created', async () => {
    const { employer, freelancer } = await seedCatalogue(app.dataSource);
    const listing = await insertListing(app.dataSource, { user_id: employer.id });
    const res = await api().post('/api/admin/jobapplication').send({ user_id: freelancer.id, listing_id: listing.id });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    const notes = await app.dataSource.getRepository(Notification).find({ where: { user_id: employer.id } });
    expect(notes.map((note) => note.notice_type)).toEqual(['application']);
    const again = await api()
      .post('/api/admin/jobapplication')
      .send({ user_id: freelancer.id, listing_id: listing.id });
    expect(again.status).toBe(409);
    expect(await app.dataSource.getRepository(JobApplication).count({ where: { listing_id: listing.id } })).toBe(1);
  });
});
