import request from 'supertest';
import { In, type DataSource } from 'typeorm';
import type { UserType } from '@gigmarket/shared';
import { Category } from '../../src/categories/category.entity';
import { TokenService } from '../../src/auth/token.service';
import { Country } from '../../src/locations/country.entity';
import { State } from '../../src/locations/state.entity';
import { Listing } from '../../src/listings/listing.entity';
import { JobType } from '../../src/lookups/lookup.entities';
import { Permission } from '../../src/roles/permission.entity';
import { Role } from '../../src/roles/role.entity';
import { User } from '../../src/users/user.entity';
import type { TestApp } from './test-app';

let sequence = 0;
const next = () => ++sequence;

/** A user straight into the table (no password: tokens are issued directly). */
export async function insertUser(
  dataSource: DataSource,
  user_type: UserType,
  fields: Partial<User> = {},
): Promise<User> {
  const n = next();
  const repository = dataSource.getRepository(User);
  return repository.save(
    repository.create({
      first_name: `First${n}`,
      last_name: `Last${n}`,
      name: `First${n} Last${n}`,
      email: `admin-test-${n}-${process.pid}@example.com`,
      phone: `0905${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`,
      user_type,
      status: 'active',
      ...fields,
    }),
  );
}

/** A role holding the given `resource.action` names. */
export async function insertRole(dataSource: DataSource, name: string, permissions: string[]): Promise<Role> {
  const rows = permissions.length
    ? await dataSource.getRepository(Permission).find({ where: { name: In(permissions) } })
    : [];
  if (rows.length !== permissions.length) throw new Error('unknown permission in fixture');
  return dataSource.getRepository(Role).save({ name, description: null, permissions: rows });
}

export async function tokenFor(app: TestApp, userId: number): Promise<string> {
  return (await app.app.get(TokenService).issue(userId)).token;
}

/** supertest bound to the app with a bearer token. */
export function as(app: TestApp, token: string | null) {
  const auth = (test: request.Test) => (token ? test.set('Authorization', `Bearer ${token}`) : test);
  return {
    get: (url: string) => auth(request(app.http).get(url)),
    post: (url: string) => auth(request(app.http).post(url)),
    put: (url: string) => auth(request(app.http).put(url)),
    delete: (url: string) => auth(request(app.http).delete(url)),
  };
}

/** `/api/admin/<resource>?sort=..&range=..&filter=..` with JSON-encoded parts. */
export function listUrl(resource: string, query: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string {
  const params = new URLSearchParams();
  if (query.sort !== undefined) params.set('sort', JSON.stringify(query.sort));
  if (query.range !== undefined) params.set('range', JSON.stringify(query.range));
  if (query.filter !== undefined) params.set('filter', JSON.stringify(query.filter));
  const text = params.toString();
  return `/api/admin/${resource}${text ? `?${text}` : ''}`;
}

export interface Catalogue {
  country: Country;
  state: State;
  category: Category;
  jobtype: JobType;
  employer: User;
  freelancer: User;
}

let countries = 0;
/** Two-letter codes from QA to ZZ, distinct within a suite and never a code the suites create ('GH'). */
function countryCode(): string {
  const k = countries++;
  return `${String.fromCharCode(81 + (Math.floor(k / 26) % 10))}${String.fromCharCode(65 + (k % 26))}`;
}

/** One of each thing listings point at. */
export async function seedCatalogue(dataSource: DataSource): Promise<Catalogue> {
  const n = next();
  const country = await dataSource.getRepository(Country).save({
    code: countryCode(),
    name: `Country ${n}`,
    currency: 'NGN',
    phone_code: '+234',
  });
  const state = await dataSource.getRepository(State).save({ country_id: country.id, name: `State ${n}` });
  const category = await dataSource
    .getRepository(Category)
    .save({ category_name: `Category ${n}`, category_slug: `category-${n}`, category_status: 'active' });
  const jobtype = await dataSource.getRepository(JobType).save({ name: `Jobtype ${n}` });
  const employer = await insertUser(dataSource, 'employer');
  const freelancer = await insertUser(dataSource, 'freelancer');
  return { country, state, category, jobtype, employer, freelancer };
}

export async function insertListing(
  dataSource: DataSource,
  fields: Partial<Listing> & { user_id: number },
): Promise<Listing> {
  const repository = dataSource.getRepository(Listing);
  return repository.save(
    repository.create({ job_title: `Job ${next()}`, status: 'open', pricing: 'fixed', ...fields }),
  );
}

/** The total of a Content-Range header, as ra-data-simple-rest reads it. */
export function totalOf(response: request.Response): number {
  return parseInt(String(response.headers['content-range']).split('/').pop() as string, 10);
}
