import { ADMIN_RESOURCES, ADMIN_SORTABLE } from '@gigmarket/shared';
import { definitionOf } from '../src/admin/resources';
import { seed } from '../src/seed/seed';
import { Dispute } from '../src/trust/dispute.entity';
import { Country } from '../src/locations/country.entity';
import { PostCategory } from '../src/posts/post-category.entity';
import { Message, MessageReport, SavedSearch } from '../src/messages/message.entities';
import { ReconciliationItem, Refund } from '../src/payments/payment.entities';
import { Rating, ReliabilityEvent } from '../src/trust/trust.entities';
import { UssdSession } from '../src/ussd/ussd-session.entity';
import { ListingReport } from '../src/safety/listing-report.entity';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertRole, insertUser, listUrl, tokenFor, totalOf } from './support/admin-fixtures';

/**
 * One source for sortable columns (packages/shared ADMIN_SORTABLE): every field of every list
 * sorts both ways as the back office asks (ra-data-simple-rest: `sort=["field","ASC"]`), on
 * real rows; anything else is a 400 naming the field.
 */
describe.each(databaseKinds())('admin sortable columns (%s)', (kind) => {
  let app: TestApp;
  let token: string;
  const api = () => as(app, token);

  beforeAll(async () => {
    app = await createTestApp(kind);
    const ds = app.dataSource;
    // The demo marketplace fills most lists (listings, applications, money, posts ...).
    await seed(ds, { superadminEmail: 'root@gigmarket.test', superadminPassword: 'Sup3rSecret!' });
    token = await tokenFor(app, (await insertUser(ds, 'superadmin')).id);
    // Two rows in each list the demo leaves empty, so a sort orders something.
    const hires: { id: number; user_id: number; employer_id: number }[] = (
      await ds.query(
        "SELECT a.id AS id, a.user_id AS user_id, l.user_id AS employer_id FROM jobapplication a JOIN listings l ON l.id = a.listing_id WHERE a.status IN ('paid', 'completed', 'approved') ORDER BY a.id",
      )
    ).map((row: Record<string, unknown>) => ({ id: Number(row.id), user_id: Number(row.user_id), employer_id: Number(row.employer_id) }));
    expect(hires.length).toBeGreaterThanOrEqual(2);
    const [first, second] = hires;
    const day = (n: number) => new Date(Date.UTC(2026, 10, 10 + n, 9));
    await ds.getRepository(Dispute).insert([
      { application_id: first.id, opened_by: first.employer_id, reason: 'Work not done', status: 'open' },
      { application_id: second.id, opened_by: second.user_id, reason: 'Not paid', status: 'resolved', resolution: 'release', resolved_at: day(2) },
    ]);
    await ds.getRepository(Refund).insert([
      { employer_id: first.employer_id, application_id: first.id, charge_reference: 'SORT-CH-1', amount_minor: 5000, currency: 'NGN', reason: 'cancelled', status: 'due', next_attempt_at: day(1) },
      { employer_id: second.employer_id, application_id: second.id, charge_reference: 'SORT-CH-2', amount_minor: 7000, currency: 'NGN', reason: 'dispute', status: 'failed', attempts: 2, next_attempt_at: day(3) },
    ]);
    await ds.getRepository(ReconciliationItem).insert([
      { kind: 'missing_at_gateway', reference: 'SORT-R-1', ours: 'charge 5000', theirs: null, detected_at: day(1) },
      { kind: 'status_mismatch', reference: 'SORT-R-2', ours: 'success', theirs: 'failed', detected_at: day(2) },
    ]);
    await ds.getRepository(Rating).insert([
      { application_id: first.id, rater_id: first.employer_id, ratee_id: first.user_id, stars: 5, comment: 'Great' },
      { application_id: first.id, rater_id: first.user_id, ratee_id: first.employer_id, stars: 3, comment: 'Late pay', hidden_at: day(1) },
    ]);
    await ds.getRepository(ReliabilityEvent).insert([
      { kind: 'no_show', user_id: first.user_id, application_id: first.id, status: 'reported' },
      { kind: 'late_cancel', user_id: second.user_id, application_id: second.id, status: 'recorded', resolved_at: day(1) },
    ]);
    const messages = await ds.getRepository(Message).save([
      { application_id: first.id, sender_id: first.user_id, recipient_id: first.employer_id, body: 'Hello' },
      { application_id: first.id, sender_id: first.employer_id, recipient_id: first.user_id, body: 'Rude words' },
    ]);
    await ds.getRepository(MessageReport).insert([
      { message_id: messages[0].id, reporter_id: first.employer_id, reason: 'Spam', status: 'open' },
      { message_id: messages[1].id, reporter_id: first.user_id, reason: 'Abuse', status: 'resolved', resolved_at: day(2) },
    ]);
    await ds.getRepository(SavedSearch).insert([
      { user_id: first.user_id, name: 'Plumbing in Ikeja', query: 'q=plumber', token: 'sort-token-1', match_count: 4, pending_count: 1, last_digest_at: day(1) },
      { user_id: second.user_id, name: 'Cleaning', query: 'q=cleaner', token: 'sort-token-2', match_count: 1 },
    ]);
    const session = (n: number, outcome: UssdSession['outcome']) => ({
      gateway: 'africastalking' as const,
      session_id: `sort-${n}`,
      phone: `0809999998${n}`,
      network: null,
      user_id: null,
      language: 'en',
      hops: n + 2,
      last_screen: null,
      outcome,
      state: null,
      started_at: day(n),
      updated_at: day(n),
      expires_at: day(n),
    });
    await ds.getRepository(UssdSession).insert([session(1, 'applied'), session(2, 'registered')]);
    // The demo verifies two people (identities); reports on jobs come from freelancers and the fee rules.
    const [job] = await ds.query("SELECT id FROM listings WHERE status = 'open' ORDER BY id LIMIT 1");
    await ds.getRepository(ListingReport).insert([
      { listing_id: Number(job.id), reporter_id: first.user_id, reporter_verified: false, reason: 'fake', created_at: day(1) },
      { listing_id: Number(job.id), reporter_id: null, reason: 'flagged_text', rule: 'registration_fee', note: 'registration fee', created_at: day(2) },
    ]);
    await insertRole(ds, 'Accountant', ['transactions.list', 'transactions.account_numbers']);
    await ds.getRepository(Country).insert({ code: 'GH', name: 'Ghana', currency: 'GHS', phone_code: '+233' });
    await ds.getRepository(PostCategory).insert({ name: 'Guides', slug: 'sort-guides', status: 'inactive' });
  });
  afterAll(async () => app?.close());

  const sortable = ADMIN_RESOURCES.flatMap((resource) => ADMIN_SORTABLE[resource].map((field) => [resource, field] as const));

  it('covers every resource the simple-rest controller serves, each with rows to order', async () => {
    const fewRows: string[] = [];
    for (const resource of ADMIN_RESOURCES) {
      if (resource === 'adminsettings') continue;
      // The API reads its allow-list from the shared one: the same array, not a copy.
      expect({ resource, sortable: definitionOf(resource)?.list.sortable }).toEqual({ resource, sortable: ADMIN_SORTABLE[resource] });
      const answer = await api().get(listUrl(resource, { range: [0, 0] }));
      expect({ resource, status: answer.status }).toEqual({ resource, status: 200 });
      if (totalOf(answer) < 2) fewRows.push(resource);
    }
    expect(fewRows).toEqual([]);
  });

  it.each(sortable)('sorts %s by %s, ascending and descending', async (resource, field) => {
    for (const order of ['ASC', 'DESC']) {
      const answer = await api().get(listUrl(resource, { sort: [field, order], range: [0, 24], filter: {} }));
      expect({ resource, field, order, status: answer.status, body: answer.status === 200 ? null : answer.body }).toEqual({
        resource,
        field,
        order,
        status: 200,
        body: null,
      });
      expect(answer.body.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses a sort outside the list with a 400 naming the field', async () => {
    const answer = await api().get(listUrl('transactions', { sort: ['account_number', 'ASC'], range: [0, 24] }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      result: false,
      message: 'Cannot sort by account_number',
      errors: { sort: 'Cannot sort by account_number' },
    });
    const french = await api().get(listUrl('users', { sort: ['password', 'DESC'] })).set('Accept-Language', 'fr');
    expect(french.status).toBe(400);
    expect(french.body.message).toBe('Impossible de trier par password');
  });
});
