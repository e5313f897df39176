import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Listing } from '../listings/listing.entity';
import { Profile } from '../users/profile.entity';
import { User } from '../users/user.entity';
import type { AdminRecord } from './admin-record';

/** A user the record points at, answered by name beside the id (users are superadmin-only). */
export interface PersonName {
  /** The record's id column, e.g. `user_id`. */
  column: string;
  /** Answer key of the person's display name, e.g. `employer_name`. */
  name: string;
  /** Answer key of the person's company (their profile's company_name), e.g. `company_name`. */
  company?: string;
}

/** A listing the record points at, answered by its title beside the id. */
export interface ListingTitle {
  column: string;
  title: string;
}

/**
 * Read-only names answered with every record of a resource, so an admin who may not open
 * `users` still sees who a record is about. Only the name (and an employer's company) leaves:
 * never an email, phone or password.
 */
export interface ReferenceNames {
  people?: readonly PersonName[];
  listings?: readonly ListingTitle[];
}

/** The answer keys a definition adds: accepted back from edit forms and never written. */
export function referenceNameKeys(names: ReferenceNames | undefined): string[] {
  if (!names) return [];
  return [
    ...(names.people ?? []).flatMap((person) => (person.company ? [person.name, person.company] : [person.name])),
    ...(names.listings ?? []).map((listing) => listing.title),
  ];
}

/** Most ids in one IN list (SQLite's bound-parameter limit is far above; exports reach 10,000). */
const CHUNK = 1000;

function idsOf(records: AdminRecord[], columns: string[]): number[] {
  const ids = new Set<number>();
  for (const record of records) {
    for (const column of columns) {
      const value = Number(record[column]);
      if (Number.isInteger(value) && value > 0) ids.add(value);
    }
  }
  return [...ids];
}

function chunks(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(ids.slice(i, i + CHUNK));
  return out;
}

interface PersonRow {
  id: number | string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name?: string | null;
}

/** `name`, else first and last name, else null. */
export function displayName(row: Pick<PersonRow, 'name' | 'first_name' | 'last_name'>): string | null {
  const name = row.name?.trim();
  if (name) return name;
  const joined = [row.first_name, row.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || null;
}

/** The names (and, with `withCompany`, the companies) of the users `ids`: one statement. */
export function peopleQuery(manager: EntityManager, ids: number[], withCompany: boolean): SelectQueryBuilder<User> {
  const qb = manager
    .createQueryBuilder()
    .from(User, 'u')
    .select('u.id', 'id')
    .addSelect('u.name', 'name')
    .addSelect('u.first_name', 'first_name')
    .addSelect('u.last_name', 'last_name')
    .where('u.id IN (:...ids)', { ids });
  if (withCompany) qb.leftJoin(Profile, 'p', 'p.user_id = u.id').addSelect('p.company_name', 'company_name');
  return qb;
}

/** The titles of the listings `ids`, soft-deleted ones included (they still name what points at them). */
export function listingTitlesQuery(manager: EntityManager, ids: number[]): SelectQueryBuilder<Listing> {
  return manager
    .createQueryBuilder()
    .from(Listing, 'l')
    .withDeleted()
    .select('l.id', 'id')
    .addSelect('l.job_title', 'job_title')
    .where('l.id IN (:...ids)', { ids });
}

async function loadPeople(
  manager: EntityManager,
  ids: number[],
  withCompany: boolean,
): Promise<Map<number, { name: string | null; company: string | null }>> {
  const found = new Map<number, { name: string | null; company: string | null }>();
  for (const part of chunks(ids)) {
    for (const row of await peopleQuery(manager, part, withCompany).getRawMany<PersonRow>()) {
      found.set(Number(row.id), { name: displayName(row), company: row.company_name?.trim() || null });
    }
  }
  return found;
}

async function loadListingTitles(manager: EntityManager, ids: number[]): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const part of chunks(ids)) {
    const rows = await listingTitlesQuery(manager, part).getRawMany<{ id: number | string; job_title: string }>();
    for (const row of rows) found.set(Number(row.id), row.job_title);
  }
  return found;
}

/**
 * Adds the names of `names` to every record: at most one query for the people of the whole
 * page and one for its listings, whatever the number of rows.
 */
export async function addReferenceNames(
  manager: EntityManager,
  names: ReferenceNames | undefined,
  records: AdminRecord[],
): Promise<AdminRecord[]> {
  const people = names?.people ?? [];
  const listings = names?.listings ?? [];
  if ((!people.length && !listings.length) || records.length === 0) return records;
  const personIds = idsOf(
    records,
    people.map((person) => person.column),
  );
  const listingIds = idsOf(
    records,
    listings.map((listing) => listing.column),
  );
  const [persons, titles] = await Promise.all([
    personIds.length
      ? loadPeople(
          manager,
          personIds,
          people.some((person) => person.company),
        )
      : new Map<number, { name: string | null; company: string | null }>(),
    listingIds.length ? loadListingTitles(manager, listingIds) : new Map<number, string>(),
  ]);
  return records.map((record) => {
    const named: AdminRecord = { ...record };
    for (const person of people) {
      const found = persons.get(Number(record[person.column]));
      named[person.name] = found?.name ?? null;
      if (person.company) named[person.company] = found?.company ?? null;
    }
    for (const listing of listings) named[listing.title] = titles.get(Number(record[listing.column])) ?? null;
    return named;
  });
}
