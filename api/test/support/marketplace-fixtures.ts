import type { DataSource } from 'typeorm';
import { Category } from '../../src/categories/category.entity';
import { TokenService } from '../../src/auth/token.service';
import { Listing } from '../../src/listings/listing.entity';
import { Country } from '../../src/locations/country.entity';
import { State } from '../../src/locations/state.entity';
import { ensureLgas } from '../../src/locations/lga-rows';
import { stateNameFr } from '../../src/seed/french-names';
import { NIGERIAN_STATES } from '../../src/locations/nigerian-states';
import { JobType, Skill } from '../../src/lookups/lookup.entities';
import { Profile } from '../../src/users/profile.entity';
import { makeUser } from './auth-fixtures';
import type { TestApp } from './test-app';

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

export interface Lookups {
  categoryId: number;
  otherCategoryId: number;
  jobTypeId: number;
  otherJobTypeId: number;
  stateId: number;
  otherStateId: number;
  skillIds: number[];
}

/** The country NG, made once per database. */
async function nigeria(dataSource: DataSource): Promise<Country> {
  const countries = dataSource.getRepository(Country);
  return (await countries.findOneBy({ code: 'NG' })) ?? countries.save({ code: 'NG', name: 'Nigeria', currency: 'NGN', phone_code: '+234' });
}

/** A country, two states, two categories, two job types and three skills. */
export async function makeLookups(dataSource: DataSource): Promise<Lookups> {
  const tag = next();
  const country = await nigeria(dataSource);
  const states = await dataSource.getRepository(State).save([
    { country_id: country.id, name: `Lagos ${tag}` },
    { country_id: country.id, name: `Kano ${tag}` },
  ]);
  const categories = await dataSource.getRepository(Category).save([
    { category_name: `Plumbing ${tag}`, category_slug: `plumbing-${tag}`, category_status: 'active' },
    { category_name: `Cleaning ${tag}`, category_slug: `cleaning-${tag}`, category_status: 'active' },
  ]);
  const jobTypes = await dataSource.getRepository(JobType).save([{ name: `One-off ${tag}` }, { name: `Part-time ${tag}` }]);
  const skills = await dataSource.getRepository(Skill).save([{ name: `Welding ${tag}` }, { name: `Tiling ${tag}` }, { name: `Wiring ${tag}` }]);
  return {
    categoryId: categories[0].id,
    otherCategoryId: categories[1].id,
    jobTypeId: jobTypes[0].id,
    otherJobTypeId: jobTypes[1].id,
    stateId: states[0].id,
    otherStateId: states[1].id,
    skillIds: skills.map((skill) => skill.id),
  };
}

export interface Person {
  id: number;
  token: string;
  auth: { Authorization: string };
}

async function person(t: TestApp, userId: number): Promise<Person> {
  const { token } = await t.app.get(TokenService).issue(userId);
  return { id: userId, token, auth: { Authorization: `Bearer ${token}` } };
}

export async function makeEmployer(t: TestApp, company = 'Acme Works'): Promise<Person> {
  const user = await makeUser(t.dataSource, { user_type: 'employer', name: `${company} Boss`, profile_completed_at: new Date() });
  await t.dataSource.getRepository(Profile).insert({ user_id: user.id, company_name: company, designation: 'Owner' });
  return person(t, user.id);
}

export async function makeFreelancer(t: TestApp, location?: { latitude: number; longitude: number }, name = 'Ada Worker'): Promise<Person> {
  const user = await makeUser(t.dataSource, { user_type: 'freelancer', name, profile_completed_at: new Date() });
  await t.dataSource.getRepository(Profile).insert({
    user_id: user.id,
    description: 'I fix things',
    latitude: location ? String(location.latitude) : null,
    longitude: location ? String(location.longitude) : null,
  });
  return person(t, user.id);
}

/** A listing written straight to the table (open, fixed price unless told otherwise). */
export async function makeListing(dataSource: DataSource, userId: number, lookups: Lookups, fields: Partial<Listing> = {}): Promise<Listing> {
  const repository = dataSource.getRepository(Listing);
  const amount = fields.amount ?? '10000.00';
  return repository.save(
    repository.create({
      user_id: userId,
      job_title: 'Fix a leaking kitchen sink',
      work_description: 'Replace the trap and reseal the basin.',
      category_id: lookups.categoryId,
      job_type: lookups.jobTypeId,
      state: lookups.stateId,
      pricing: 'fixed',
      amount,
      min_amount: amount,
      max_amount: amount,
      job_date: '2030-12-10',
      job_end_date: '2030-12-10',
      latitude: '6.5244000',
      longitude: '3.3792000',
      status: 'open',
      ...fields,
    }),
  );
}

/** Rows of a table matching a filter, through the data source (to check what was stored). */
export async function count(dataSource: DataSource, table: string, where: Record<string, unknown>): Promise<number> {
  const builder = dataSource.createQueryBuilder().select('COUNT(*)', 'n').from(table, 't');
  Object.entries(where).forEach(([key, value], index) => {
    if (value === null) builder.andWhere(`t.${key} IS NULL`);
    else builder.andWhere(`t.${key} = :v${index}`, { [`v${index}`]: value });
  });
  const row = await builder.getRawOne<{ n: number | string }>();
  return Number(row?.n ?? 0);
}

export interface Places {
  /** states.id by name ("Lagos", "Federal Capital Territory"). */
  stateId: (name: string) => number;
  /** lgas.id by state and name, e.g. lgaId('Lagos', 'Ikeja'). */
  lgaId: (state: string, name: string) => number;
}

/** Nigeria's 37 states (with their French names) and 774 LGAs, as the seed loads them (docs/places.md). */
export async function makePlaces(dataSource: DataSource): Promise<Places> {
  const country = await nigeria(dataSource);
  await dataSource.getRepository(State).save(NIGERIAN_STATES.map((state) => ({ country_id: country.id, name: state.name, name_fr: stateNameFr(state.name) })));
  await dataSource.transaction((manager) => ensureLgas(manager));
  const states = new Map(((await dataSource.query('SELECT id, name FROM states')) as Array<{ id: number; name: string }>).map((row) => [row.name, Number(row.id)]));
  const lgas = new Map(
    ((await dataSource.query('SELECT l.id, l.name, s.name AS state FROM lgas l JOIN states s ON s.id = l.state_id')) as Array<{ id: number; name: string; state: string }>).map(
      (row) => [`${row.state}|${row.name}`, Number(row.id)],
    ),
  );
  return {
    stateId: (name) => states.get(name)!,
    lgaId: (state, name) => lgas.get(`${state}|${name}`)!,
  };
}
