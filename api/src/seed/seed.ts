import { ALL_PERMISSIONS, DEFAULT_SETTINGS, LISTING_EXPIRY, listingExpiresAt, percentOfMinor, POSITION_HOLDING_STATUSES, toMinor, type NoticeType, type PermissionName } from '@gigmarket/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import { JobApplication } from '../applications/job-application.entity';
import { Bookmark } from '../bookmarks/bookmark.entity';
import { Category } from '../categories/category.entity';
import { hashPassword } from '../common/passwords';
import { Connection } from '../connections/connection.entity';
import { Listing } from '../listings/listing.entity';
import { searchTermsColumns } from '../search-text/analysis';
import { Country } from '../locations/country.entity';
import { State } from '../locations/state.entity';
import { backfillLgaIds, ensureLgas } from '../locations/lga-rows';
import { Industry, JobType, Skill } from '../lookups/lookup.entities';
import { NOTICE_LINKS, renderNotice, type NoticeKey, type NoticeParams } from '../notifications/notice-texts';
import { Notification } from '../notifications/notification.entity';
import { Portfolio } from '../portfolio/portfolio.entity';
import { PostCategory } from '../posts/post-category.entity';
import { Post } from '../posts/post.entity';
import { Permission } from '../roles/permission.entity';
import { Role } from '../roles/role.entity';
import { PopularSearch } from '../search/popular-search.entity';
import { AdminSettings } from '../settings/admin-settings.entity';
import { post } from '../ledger/ledger';
import { POSTINGS } from '../ledger/postings';
import { Payout } from '../payments/payment.entities';
import { hireAmounts } from '../payments/payment-settings';
import { chargeRow, payoutRow } from '../payments/transaction-rows';
import { Transaction } from '../transactions/transaction.entity';
import { Profile } from '../users/profile.entity';
import { SocialMedia, UserIndustry, UserJobType, UserSkill } from '../users/user-link.entities';
import { User } from '../users/user.entity';
import { DEMO_PAYOUT_ACCOUNT, demoChargeFee, demoChargeReference, demoPayoutReference, demoTransferFee } from './demo-gateway';
import { CATEGORIES, EMPLOYERS, FREELANCER_NAMES, INDUSTRIES, JOB_TYPES, POSTS, SKILLS } from './demo-data';
import { insertListings, ListingContext, type ListingGenerator } from './listing-rows';
import { CATEGORY_NAMES_FR, INDUSTRY_NAMES_FR, JOB_TYPE_NAMES_FR, SKILL_NAMES_FR, stateNameFr } from './french-names';
import { NIGERIAN_STATES } from '../locations/nigerian-states';
import { SeededRandom } from './random';
import { transaction } from '../common/transaction';
import { IdentityCheck, IdentityEvent } from '../identity/identity.entities';

export const DEMO_PASSWORD = 'Password123';
export const MODERATOR = { email: 'moderator@gigmarket.test', password: 'Moderator123!' };
export const MODERATOR_PERMISSIONS: PermissionName[] = [
  ...(['categories', 'listings', 'jobapplication', 'posts'] as const).flatMap((resource) =>
    (['list', 'show', 'edit'] as const).map((action) => `${resource}.${action}` as PermissionName),
  ),
  'transactions.list',
  'transactions.show',
  // Safe jobs (docs/trust.md): the report queue with take-down and restore, and identity checks read-only.
  'listingreports.list',
  'listingreports.show',
  'listingreports.edit',
  'identities.list',
  'identities.show',
  // The search dictionary (docs/search.md "The dictionary"), read-only: a moderator sees why a job
  // is found by a word; a change applies to every search, so it is the superadmin's or a role's that says so.
  'synonyms.list',
  'synonyms.show',
];
export const employerPhone = (index: number) => `0803100000${index + 1}`;
export const freelancerPhone = (index: number) => `08032${String(index + 1).padStart(6, '0')}`;

export interface SeedOptions {
  superadminEmail: string;
  superadminPassword: string;
  /** Extra listings for benchmarks, bulk inserted. */
  extraListings?: number;
  /** Which generator makes the extra listings (default: the 20 job templates, the worst case). */
  extraGenerator?: ListingGenerator;
  /**
   * The share of the extra listings that are open (0..1), the rest closed and drafts 9:1; by
   * default the generator's own mix. A bench grows history this way: closed jobs, the same open set.
   */
  extraOpenShare?: number;
}

export interface SeedSummary {
  counts: Record<string, number>;
  logins: string[];
}

const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const DAY_MS = 86_400_000;

/** Inserts each named row that is not there yet; answers name -> id for all of them. */
async function ensureNamed<T extends { id: number; name: string }>(
  manager: EntityManager,
  entity: new () => T,
  names: readonly string[],
  extra: (name: string) => Partial<T> = () => ({}),
): Promise<Map<string, number>> {
  const repository = manager.getRepository(entity);
  const existing = await repository.find({ where: { name: In([...names]) } as never });
  const known = new Set(existing.map((row) => row.name));
  const missing = names.filter((name) => !known.has(name));
  if (missing.length) await repository.insert(missing.map((name) => ({ name, ...extra(name) }) as never));
  const all = await repository.find({ where: { name: In([...names]) } as never });
  return new Map(all.map((row) => [row.name, row.id]));
}

/**
 * Loads the demo data. Idempotent: reference data is matched by its natural key, demo people by
 * email or phone, and the demo marketplace activity is written only once (when the demo
 * employers have no listings yet). Everything runs in one transaction.
 */
export async function seed(dataSource: DataSource, options: SeedOptions): Promise<SeedSummary> {
  const random = new SeededRandom(42);
  await transaction(dataSource, async (manager) => {
    await seedSettings(manager);
    const stateIdByName = await seedLocations(manager);
    const lookups = await seedLookups(manager);
    const moderatorRoleId = await seedRoles(manager);
    const people = await seedPeople(manager, options, moderatorRoleId, stateIdByName, lookups, random);
    const context: ListingContext = {
      employerIds: people.employerIds,
      categoryIdByName: lookups.categoryIdByName,
      jobTypeIds: [...lookups.jobTypeIdByName.values()],
      stateIdByName,
    };
    const demoListings = await manager.getRepository(Listing).count({ where: { user_id: In(people.employerIds) } });
    if (demoListings === 0) {
      await insertListings(manager, context, 200, random);
      await seedActivity(manager, people, random);
      await seedTodaysJob(manager, people);
    }
    await seedPosts(manager);
    await seedIdentities(manager, people);
    if (options.extraListings)
      await insertListings(manager, context, options.extraListings, new SeededRandom(Date.now()), 500, options.extraGenerator, options.extraOpenShare);
    // Every listing and profile with a point gets its LGA (docs/places.md).
    await backfillLgaIds(manager, 'listings');
    await backfillLgaIds(manager, 'profiles');
  });
  return { counts: await countRows(dataSource), logins: demoLogins(options) };
}

/**
 * The "ID verified" badge on one demo employer (08031000001) and one demo freelancer (08032000001),
 * so job cards, applicants and hires show it on `npm start` (docs/trust.md "Identity"); everyone
 * else stays unverified. Written once, as if Paystack had answered; no BVN anywhere, as always.
 */
async function seedIdentities(manager: EntityManager, people: People): Promise<void> {
  const demo = [
    { id: people.employerIds[0], user_type: 'employer' as const, bank_code: '058', bank_name: 'Guaranty Trust Bank', account_last4: '4821' },
    { id: people.freelancerIds[0], user_type: 'freelancer' as const, bank_code: '044', bank_name: 'Access Bank', account_last4: '7305' },
  ];
  const at = new Date(Date.now() - 30 * DAY_MS);
  for (const person of demo) {
    if (person.id === undefined || (await manager.exists(IdentityCheck, { where: { user_id: person.id } }))) continue;
    const inserted = await manager.insert(IdentityCheck, {
      user_id: person.id,
      user_type: person.user_type,
      status: 'verified',
      bank_code: person.bank_code,
      bank_name: person.bank_name,
      account_last4: person.account_last4,
      channel: 'site',
      requested_at: at,
      verified_at: at,
    });
    const identityId = Number(inserted.identifiers[0].id);
    await manager.insert(IdentityEvent, [
      { identity_id: identityId, user_id: person.id, action: 'requested', channel: 'site', created_at: at },
      { identity_id: identityId, user_id: person.id, action: 'verified', channel: 'site', created_at: at },
    ]);
  }
}

/** The demo USSD gateway (docs/ussd.md): `npm run ussd` sends this secret from this machine. Change both in production. */
export const DEMO_USSD = { serviceCode: '*384*123#', secret: 'demo-ussd-secret-change-me', addresses: '127.0.0.1, ::1' } as const;

async function seedSettings(manager: EntityManager) {
  const repository = manager.getRepository(AdminSettings);
  // The USSD demo settings, also on a database seeded before USSD existed (once: a set code stays).
  await repository
    .createQueryBuilder()
    .update(AdminSettings)
    .set({ ussd_service_code: DEMO_USSD.serviceCode, ussd_gateway_secret: DEMO_USSD.secret, ussd_allowed_addresses: DEMO_USSD.addresses })
    .where('ussd_service_code IS NULL')
    .execute();
  if ((await repository.count()) > 0) return;
  await repository.insert({
    company_name: 'GigMarket',
    company_intro: 'Short-term work, done well.',
    support_email: 'support@gigmarket.test',
    gateway_fee: DEFAULT_SETTINGS.gatewayFeePercent,
    company_address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    site_url: 'http://localhost:3001',
    currency: DEFAULT_SETTINGS.currency,
    video_max: DEFAULT_SETTINGS.videoMaxMb,
    image_max: DEFAULT_SETTINGS.imageMaxMb,
    file_max: DEFAULT_SETTINGS.fileMaxCount,
    ussd_service_code: DEMO_USSD.serviceCode,
    ussd_gateway_secret: DEMO_USSD.secret,
    ussd_allowed_addresses: DEMO_USSD.addresses,
  });
}

async function seedLocations(manager: EntityManager): Promise<Map<string, number>> {
  const countries = manager.getRepository(Country);
  let nigeria = await countries.findOne({ where: { code: 'NG' } });
  if (!nigeria) nigeria = await countries.save({ code: 'NG', name: 'Nigeria', currency: 'NGN', phone_code: '+234' });
  const countryId = nigeria.id;
  const stateIdByName = await ensureNamed(
    manager,
    State,
    NIGERIAN_STATES.map((state) => state.name),
    (name) => ({ country_id: countryId, name_fr: stateNameFr(name) }),
  );
  await ensureLgas(manager);
  return stateIdByName;
}

async function seedLookups(manager: EntityManager) {
  const categories = manager.getRepository(Category);
  for (const category of CATEGORIES) {
    const slug = slugify(category.name);
    if (!(await categories.exists({ where: { category_slug: slug } }))) {
      await categories.insert({
        category_name: category.name,
        category_name_fr: CATEGORY_NAMES_FR[category.name] ?? null,
        category_slug: slug,
        category_type: 'job',
        category_status: 'active',
        category_description: category.description,
      });
    }
  }
  const categoryRows = await categories.find({ where: { category_slug: In(CATEGORIES.map((c) => slugify(c.name))) } });
  return {
    categoryIdByName: new Map(categoryRows.map((row) => [row.category_name, row.id])),
    industryIdByName: await ensureNamed(manager, Industry, INDUSTRIES, (name) => ({ name_fr: INDUSTRY_NAMES_FR[name] ?? null })),
    jobTypeIdByName: await ensureNamed(manager, JobType, JOB_TYPES, (name) => ({ name_fr: JOB_TYPE_NAMES_FR[name] ?? null })),
    skillIdByName: await ensureNamed(manager, Skill, SKILLS, (name) => ({ name_fr: SKILL_NAMES_FR[name] ?? null })),
  };
}

async function seedRoles(manager: EntityManager): Promise<number> {
  const permissionIds = await ensureNamed(manager, Permission, ALL_PERMISSIONS, (name) => {
    const [resource, action] = name.split('.');
    return { resource, action };
  });
  const roles = manager.getRepository(Role);
  let moderator = await roles.findOne({ where: { name: 'Moderator' } });
  if (!moderator) {
    moderator = await roles.save({
      name: 'Moderator',
      description: 'Reviews categories, listings, applications, posts and reported jobs; reads transactions, identity checks and search synonyms',
      permissions: MODERATOR_PERMISSIONS.map((name) => ({ id: permissionIds.get(name) }) as Permission),
    });
  }
  return moderator.id;
}

interface People {
  employerIds: number[];
  freelancerIds: number[];
}

async function ensureUser(manager: EntityManager, where: Partial<User>, create: () => Promise<Partial<User>>) {
  const users = manager.getRepository(User);
  const existing = await users.findOne({ where: where as never });
  if (existing) return { user: existing, created: false };
  const result = await users.insert(await create());
  return { user: (await users.findOneByOrFail({ id: result.identifiers[0].id })) as User, created: true };
}

async function seedPeople(
  manager: EntityManager,
  options: SeedOptions,
  moderatorRoleId: number,
  stateIdByName: Map<string, number>,
  lookups: Awaited<ReturnType<typeof seedLookups>>,
  random: SeededRandom,
): Promise<People> {
  const now = Date.now();
  const verified = new Date(now - 400 * DAY_MS);
  const countryId = (await manager.getRepository(Country).findOneByOrFail({ code: 'NG' })).id;
  const demoPassword = await hashPassword(DEMO_PASSWORD);

  await ensureUser(manager, { email: options.superadminEmail }, async () => ({
    name: 'Super Admin',
    first_name: 'Super',
    last_name: 'Admin',
    email: options.superadminEmail,
    user_type: 'superadmin',
    password: await hashPassword(options.superadminPassword),
    email_verified_at: verified,
    profile_completed_at: verified,
  }));
  await ensureUser(manager, { email: MODERATOR.email }, async () => ({
    name: 'Musa Moderator',
    first_name: 'Musa',
    last_name: 'Moderator',
    email: MODERATOR.email,
    user_type: 'admin',
    role_id: moderatorRoleId,
    password: await hashPassword(MODERATOR.password),
    email_verified_at: verified,
    profile_completed_at: verified,
  }));

  const profiles = manager.getRepository(Profile);
  const employerIds: number[] = [];
  for (const [index, employer] of EMPLOYERS.entries()) {
    const joined = new Date(now - random.int(200, 360) * DAY_MS);
    const { user, created } = await ensureUser(manager, { phone: employerPhone(index) }, async () => ({
      name: `${employer.first} ${employer.last}`,
      first_name: employer.first,
      last_name: employer.last,
      email: `${employer.first.toLowerCase()}.${employer.last.toLowerCase()}@example.ng`,
      phone: employerPhone(index),
      user_type: 'employer',
      password: demoPassword,
      email_verified_at: joined,
      profile_completed_at: joined,
      created_at: joined,
    }));
    employerIds.push(user.id);
    if (created) {
      const state = NIGERIAN_STATES.find((s) => s.name === employer.state)!;
      await profiles.insert({
        user_id: user.id,
        country_id: countryId,
        state_id: stateIdByName.get(employer.state),
        company_name: employer.company,
        designation: employer.designation,
        location: `${state.capital}, ${state.name}`,
        latitude: state.lat.toFixed(7),
        longitude: state.lng.toFixed(7),
        description: `${employer.company} hires trusted hands for short jobs in ${state.name}.`,
        website: `https://${slugify(employer.company)}.example.ng`,
      });
      await manager.getRepository(UserIndustry).insert({
        user_id: user.id,
        industry_id: lookups.industryIdByName.get(employer.industry)!,
      });
    }
  }

  const freelancerIds: number[] = [];
  const jobTypeIds = [...lookups.jobTypeIdByName.values()];
  const industryIds = [...lookups.industryIdByName.values()];
  const skillIds = [...lookups.skillIdByName.values()];
  for (const [index, [first, last, gender]] of FREELANCER_NAMES.entries()) {
    const joined = new Date(now - random.int(0, 360) * DAY_MS);
    const { user, created } = await ensureUser(manager, { phone: freelancerPhone(index) }, async () => ({
      name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.ng`,
      phone: freelancerPhone(index),
      gender,
      user_type: 'freelancer',
      password: demoPassword,
      email_verified_at: joined,
      // The last two freelancers have not completed their profile yet: they land on /user-welcome.
      profile_completed_at: index < FREELANCER_NAMES.length - 2 ? joined : null,
      created_at: joined,
    }));
    freelancerIds.push(user.id);
    if (created && index < FREELANCER_NAMES.length - 2) {
      const state = random.pick(NIGERIAN_STATES);
      await profiles.insert({
        user_id: user.id,
        country_id: countryId,
        state_id: stateIdByName.get(state.name),
        gender,
        location: `${state.capital}, ${state.name}`,
        latitude: state.lat.toFixed(7),
        longitude: state.lng.toFixed(7),
        description: `Reliable and punctual. I have done short jobs across ${state.name} for ${random.int(1, 9)} years.`,
      });
      const pickSome = (ids: number[], count: number) => [...new Set(Array.from({ length: count }, () => random.pick(ids)))];
      await manager.getRepository(UserJobType).insert(pickSome(jobTypeIds, 2).map((jobtype_id) => ({ user_id: user.id, jobtype_id })));
      await manager.getRepository(UserIndustry).insert(pickSome(industryIds, 1).map((industry_id) => ({ user_id: user.id, industry_id })));
      await manager.getRepository(UserSkill).insert(pickSome(skillIds, 3).map((skill_id) => ({ user_id: user.id, skill_id })));
      await manager.getRepository(Portfolio).insert({
        user_id: user.id,
        portfolio_type: 'link',
        title: `${first}'s recent work`,
        link: `https://portfolio.example.ng/${first.toLowerCase()}-${last.toLowerCase()}`,
      });
      await manager.getRepository(SocialMedia).insert({
        user_id: user.id,
        name: 'linkedin',
        link: `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}`,
      });
    }
  }
  return { employerIds, freelancerIds };
}

/**
 * The demo's paid hires went through the whole hire-to-pay loop: a charge into escrow, the
 * release less commission, and a settled payout, each posted to the ledger as the product posts
 * it, with what Paystack kept of the charge and of the transfer (`gateway-fee:<reference>`), so the
 * books balance from the first start and `gateway:clearing` is what the gateway holds. The local
 * Paystack of `npm start` is given the same charges and transfers (demo-gateway.ts).
 */
async function seedPaidHires(manager: EntityManager, settings: AdminSettings) {
  const paid = await manager.getRepository(JobApplication).find({ where: { status: 'paid' }, relations: { listing: true }, order: { id: 'ASC' } });
  const rates = { gatewayFeePercent: settings.gateway_fee, commissionPercent: settings.commission_percent };
  for (const [index, application] of paid.entries()) {
    const amounts = hireAmounts(application.agreed_amount_minor!, rates);
    const charge = demoChargeReference(index + 1);
    const payout = demoPayoutReference(index + 1);
    const kept = { charge: demoChargeFee(amounts.total), transfer: demoTransferFee(amounts.net) };
    const common = { applicationId: application.id, status: 'success' as const, currency: settings.currency };
    const when = { paid_at: application.paid_at, created_at: application.paid_at! };
    await manager.getRepository(Transaction).insert([
      {
        ...chargeRow({ ...common, reference: charge, employerId: application.listing!.user_id, freelancerId: application.user_id, jobTitle: application.listing!.job_title, amounts }),
        gateway_fee_minor: kept.charge,
        ...when,
      },
      { ...payoutRow({ ...common, reference: payout, freelancerId: application.user_id, amount: amounts.net, bank: DEMO_PAYOUT_ACCOUNT }), ...when },
    ]);
    await manager.getRepository(Payout).insert({ application_id: application.id, freelancer_id: application.user_id, amount_minor: amounts.net, status: 'success', reference: payout, attempts: 1 });
    for (const posting of [
      POSTINGS.charge(charge, application.id, amounts.agreed, amounts.fee),
      POSTINGS.gatewayFee(charge, application.id, kept.charge),
      POSTINGS.release(application.id, application.user_id, amounts.agreed, amounts.commission),
      POSTINGS.payout(payout, application.id, application.user_id, amounts.net),
      POSTINGS.payoutSettled(payout, application.id, amounts.net),
      POSTINGS.gatewayFee(payout, application.id, kept.transfer),
      // A fee of 0 posts nothing.
    ].filter((posting) => posting.lines.every((line) => line.amount > 0))) {
      await post(manager, posting);
    }
  }
}

/**
 * One of the first demo employer's open jobs, with an applicant waiting, is moved to today: it
 * started a minute ago (Lagos time) and lasts eight hours, so a newcomer trying the hire loop on
 * `npm start` can check in at once (check-in opens 30 minutes before a job starts), with most of
 * an hour to pay before an unpaid hire lapses (docs/hire-to-pay.md). Its title says so.
 */
async function seedTodaysJob(manager: EntityManager, people: People) {
  const [row] = (await manager.query(
    `SELECT l.id FROM listings l WHERE l.user_id = ? AND l.status = 'open' AND l.positions_filled = 0
       AND EXISTS (SELECT 1 FROM jobapplication a WHERE a.listing_id = l.id AND a.status = 'pending')
     ORDER BY l.id LIMIT 1`,
    [people.employerIds[0]],
  )) as { id: number }[];
  if (!row) return;
  const lagos = new Date(Date.now() - 60_000 + LISTING_EXPIRY.utcOffsetMinutes * 60_000);
  const hour = lagos.getUTCHours();
  const day = lagos.toISOString().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  const dates = {
    job_date: day,
    job_end_date: day,
    job_sart_time: `${pad(hour)}:${pad(lagos.getUTCMinutes())}`,
    job_end_time: hour + 8 <= 23 ? `${pad(hour + 8)}:00` : '23:59',
  };
  const listing = await manager.findOneByOrFail(Listing, { id: row.id });
  const job_title = `Today: ${listing.job_title}`.slice(0, 150);
  await manager.update(Listing, { id: row.id }, { ...dates, job_title, ...searchTermsColumns({ ...listing, job_title }), expires_at: listingExpiresAt(dates, new Date()) });
}

/**
 * Each demo listing's positions: the hires it holds, plus one more on an open job so it stays in
 * search ("1 of 2 hired"); a closed job is exactly filled.
 */
async function seedPositions(manager: EntityManager) {
  const holding = POSITION_HOLDING_STATUSES.map((status) => `'${status}'`).join(', ');
  await manager.query(
    `UPDATE listings SET positions_filled = (SELECT COUNT(*) FROM jobapplication a WHERE a.listing_id = listings.id AND a.status IN (${holding}))`,
  );
  await manager.query(
    "UPDATE listings SET positions = CASE WHEN status = 'open' THEN positions_filled + 1 WHEN positions_filled > 0 THEN positions_filled ELSE 1 END",
  );
}

/** Applications, connections, transactions, bookmarks, notifications and searches on the demo listings. */
async function seedActivity(manager: EntityManager, people: People, random: SeededRandom) {
  const listings = await manager.getRepository(Listing).find({
    where: { user_id: In(people.employerIds), status: In(['open', 'closed']) },
    order: { id: 'ASC' },
  });
  const settings = await manager.getRepository(AdminSettings).findOneByOrFail({});
  const applications: Partial<JobApplication>[] = [];
  const connections = new Set<string>();
  for (const listing of listings) {
    const applicants = new Set(Array.from({ length: random.int(0, 4) }, () => random.pick(people.freelancerIds)));
    for (const freelancerId of applicants) {
      const roll = random.next();
      const status = listing.status === 'closed' && roll < 0.5 ? (roll < 0.25 ? 'paid' : 'approved') : roll < 0.15 ? 'approved' : roll < 0.25 ? 'disapproved' : 'pending';
      const approved = status === 'approved' || status === 'paid';
      if (approved) connections.add(`${freelancerId}:${listing.user_id}`);
      const newPrice = random.chance(0.3) ? (Number(listing.min_amount) * 1.1).toFixed(2) : null;
      const paidAt = new Date(listing.created_at.getTime() + random.int(6, 9) * DAY_MS);
      applications.push({
        user_id: freelancerId,
        listing_id: listing.id,
        price: listing.min_amount,
        new_price: newPrice,
        status,
        accepted_by: approved ? listing.user_id : null,
        agreed_amount_minor: approved && (newPrice ?? listing.min_amount) ? toMinor(newPrice ?? listing.min_amount!) : null,
        ...(status === 'paid'
          ? {
              funded_at: paidAt,
              started_at: paidAt,
              submitted_at: paidAt,
              completed_at: paidAt,
              completed_by: 'employer' as const,
              paid_at: paidAt,
              // The terms a funded hire keeps (docs/hire-to-pay.md).
              fee_minor: percentOfMinor(toMinor(newPrice ?? listing.min_amount!), settings.gateway_fee),
              commission_percent: settings.commission_percent,
            }
          : {}),
        created_at: new Date(listing.created_at.getTime() + random.int(1, 5) * DAY_MS),
      });
    }
  }
  if (applications.length) await manager.getRepository(JobApplication).insert(applications);
  await seedPositions(manager);

  await manager.getRepository(Connection).insert(
    [...connections].map((pair) => {
      const [freelancer_id, employer_id] = pair.split(':').map(Number);
      return { freelancer_id, employer_id };
    }),
  );

  await seedPaidHires(manager, settings);

  const openListings = listings.filter((listing) => listing.status === 'open');
  const bookmarks = new Set<string>();
  for (const freelancerId of people.freelancerIds) {
    for (let i = 0; i < 3; i++) bookmarks.add(`${freelancerId}:${random.pick(openListings).id}`);
  }
  await manager.getRepository(Bookmark).insert(
    [...bookmarks].map((pair) => {
      const [user_id, listing_id] = pair.split(':').map(Number);
      return { user_id, listing_id };
    }),
  );

  // The demo's notices are written as the API writes them: by key, read in the reader's language.
  const notifications: Partial<Notification>[] = [];
  const keyed = (user_id: number, notice_type: NoticeType, key: NoticeKey, params: NoticeParams, link: string): Partial<Notification> => ({
    user_id,
    notice_type,
    ...renderNotice('en', key, params)!,
    message_key: key,
    params: JSON.stringify(params),
    link,
  });
  const noticed = applications.slice(0, 40);
  const stored = noticed.length
    ? await manager.getRepository(JobApplication).find({ where: { user_id: In(noticed.map((a) => a.user_id!)) }, select: { id: true, user_id: true, listing_id: true } })
    : [];
  const names = new Map(
    (noticed.length ? await manager.getRepository(User).find({ where: { id: In(noticed.map((a) => a.user_id!)) }, select: { id: true, name: true } }) : []).map((user) => [user.id, user.name ?? '']),
  );
  for (const application of noticed) {
    const listing = listings.find((l) => l.id === application.listing_id)!;
    const job = listing.job_title;
    notifications.push(keyed(listing.user_id, 'application', 'notice.applicationReceived', { freelancer: names.get(application.user_id!) ?? '', job }, NOTICE_LINKS.applicants(listing.id)));
    if (application.status === 'approved' || application.status === 'paid') {
      const id = stored.find((row) => row.user_id === application.user_id && row.listing_id === listing.id)!.id;
      notifications.push(keyed(application.user_id!, 'approval', 'notice.applicationApproved', { job }, NOTICE_LINKS.hire('freelancer', id)));
    }
  }
  for (const userId of [...people.employerIds, ...people.freelancerIds]) {
    notifications.push({
      user_id: userId,
      notice_type: 'custom',
      audience: 'all',
      title: 'Welcome to GigMarket',
      message: '<p>Complete your profile to get the most out of <em>GigMarket</em>.</p>',
    });
  }
  await manager.getRepository(Notification).insert(notifications);

  await manager.getRepository(PopularSearch).insert(
    ['cleaning', 'plumber', 'dispatch rider', 'photographer', 'website', 'cook', 'tutor', 'painter'].map((word, i) => ({
      word,
      count: 40 - i * 4,
    })),
  );
}

async function seedPosts(manager: EntityManager) {
  const categories = manager.getRepository(PostCategory);
  let news = await categories.findOne({ where: { slug: 'news' } });
  if (!news) news = await categories.save({ name: 'News', slug: 'news', status: 'active' });
  const posts = manager.getRepository(Post);
  for (const [index, post] of POSTS.entries()) {
    const slug = slugify(post.title);
    if (await posts.exists({ where: { post_slug: slug } })) continue;
    await posts.insert({
      postscategory_id: news.id,
      post_title: post.title,
      post_slug: slug,
      post_type: 'post',
      post_status: 'published',
      short_description: post.description.replace(/<[^>]+>/g, '').slice(0, 160),
      post_description: post.description,
      seo_title: post.title,
      featured: index === 0,
      trending: index === 1,
      menu_order: index,
    });
  }
}

export const SEEDED_TABLES = [
  'lgas',
  'users',
  'profiles',
  'roles',
  'permissions',
  'role_permissions',
  'countries',
  'states',
  'categories',
  'industries',
  'jobtypes',
  'skills',
  'userskills',
  'userindustry',
  'userjobtype',
  'socialmedia',
  'portfolio',
  'listings',
  'jobapplication',
  'transactions',
  'connections',
  'bookmarks',
  'notifications',
  'popularsearch',
  'posts',
  'postscategory',
  'adminsettings',
  'identity_checks',
] as const;

export async function countRows(dataSource: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const [row] = await dataSource.query(`SELECT COUNT(*) AS n FROM ${dataSource.driver.escape(table)}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

function demoLogins(options: SeedOptions): string[] {
  return [
    `Superadmin (back office): ${options.superadminEmail} / ${options.superadminPassword}`,
    `Limited admin, role Moderator (back office): ${MODERATOR.email} / ${MODERATOR.password}`,
    `Employers (site, phone + SMS code): ${employerPhone(0)} ... ${employerPhone(EMPLOYERS.length - 1)}`,
    `Freelancers (site, phone + SMS code): ${freelancerPhone(0)} ... ${freelancerPhone(FREELANCER_NAMES.length - 1)}`,
  ];
}
