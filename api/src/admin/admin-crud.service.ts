import { HttpStatus, type Type } from '@nestjs/common';
import { Brackets, DataSource, EntityManager, In, ObjectLiteral, QueryFailedError, SelectQueryBuilder } from 'typeorm';
import { holdsPermission, type AuthUser } from '../common/auth/auth-user';
import type { Clock } from '../common/clock';
import { WriteForgottenValue } from '../common/write-forgotten-value';
import type { NotificationsService } from '../notifications/notifications.service';
import { DomainError } from '../common/domain-error';
import { classifyDriverError } from '../common/http-exception.filter';
import type { AdminRecord, AdminResourceDefinition, CachedTable } from './admin-resource';
import { addReferenceNames, referenceNameKeys } from './reference-names';
import { isSearchable, type JoinedSearch, type ParsedListQuery } from './simple-rest/list-query';
import { ALL_ROWS, countedRows, type CountedSelection } from '../common/row-counts';
import { User } from '../users/user.entity';
import { Listing } from '../listings/listing.entity';
import { afterCommit, transaction } from '../common/transaction';
import { echoedKeys } from './dto/fields';
import { ADMIN_MESSAGES } from '../i18n/messages/admin';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

/** The user columns a reference search looks in. */
const PEOPLE_SEARCH = ['name', 'first_name', 'last_name', 'email', 'phone'] as const;

/**
 * `(SELECT 1 FROM <first> s_0 [JOIN <next> s_1 ON s_1.id = s_0.<next>] ... WHERE s_0.id =
 * r.<column> AND (LOWER(s_n.<c>) LIKE :q ...))`: a row of the list matches when the record its id
 * column leads to (through primary keys) holds `q` in one of `columns`.
 */
export function joinedSearchQuery<E extends ObjectLiteral>(
  qb: SelectQueryBuilder<E>,
  joined: JoinedSearch,
  prefix: string,
): string {
  const hops = [...(joined.through ?? []), { entity: joined.entity, next: null }];
  const alias = (index: number) => `${prefix}_${index}`;
  const sub = qb.subQuery().select('1').from(hops[0].entity, alias(0));
  for (let index = 1; index < hops.length; index++) {
    sub.innerJoin(hops[index].entity, alias(index), `${alias(index)}.id = ${alias(index - 1)}.${hops[index - 1].next}`);
  }
  const last = alias(hops.length - 1);
  return sub
    .where(`${alias(0)}.id = r.${joined.column}`)
    .andWhere(`(${joined.columns.map((column) => `LOWER(${last}.${column}) LIKE :q ESCAPE '!'`).join(' OR ')})`)
    .getQuery();
}

/** Body keys react-admin echoes back from a record that are never written. */
export const ECHOED_KEYS = ['id', 'created_at', 'updated_at', 'deleted_at'] as const;

/** `%` and `_` typed by the user match themselves (`!` is the escape: portable across SQLite and MySQL). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * How long an unfiltered list's total may be served without counting again (decision
 * 0012): InnoDB counts a million rows in 100+ ms. Any TypeORM write to the resource's table in
 * this process drops it at once, and again when its transaction ends; writes elsewhere (raw SQL, another API process) show within
 * this time. Filtered totals are always exact. Resources with counters (`list.counted`: listings,
 * job applications, users) read every unfiltered total, and those of their counted filters,
 * exactly from `row_counts` instead.
 */
export const UNFILTERED_TOTAL_TTL_MS = 30_000;

export interface ListPage {
  rows: AdminRecord[];
  total: number;
}

/**
 * The seven simple-rest operations for one resource, driven by its definition. Every write
 * runs in one transaction; lists build their SQL from allow-listed fields only.
 */
export class AdminCrudService<E extends ObjectLiteral & { id: number }> {
  /** The unfiltered total, reused for UNFILTERED_TOTAL_TTL_MS and forgotten when the table is written. */
  private readonly unfilteredTotal: WriteForgottenValue<number>;

  constructor(
    readonly definition: AdminResourceDefinition<E>,
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    /** The app's instance of a service (Nest's ModuleRef.get), for the definition's `invalidates`. */
    private readonly service: <T>(type: Type<T>) => T = () => {
      throw new Error(`${definition.resource}: no services to invalidate`);
    },
  ) {
    this.unfilteredTotal = new WriteForgottenValue(dataSource, clock, [definition.entity], UNFILTERED_TOTAL_TTL_MS);
  }

  /** No filter, search or ids: the total is the whole (non-deleted) table's. */
  static isUnfiltered(query: ParsedListQuery): boolean {
    return !query.ids && !query.q && query.conditions.length === 0;
  }

  /**
   * The counter answering this query's total, if any: no filter, or one equality filter on a
   * counted column (several values add up). Anything else is counted with COUNT(*): the counters
   * are per column, not per combination of columns.
   */
  countedSelection(query: ParsedListQuery): CountedSelection | null {
    const counted = this.definition.list.counted;
    if (!counted || query.ids || query.q || query.conditions.length > 1) return null;
    if (query.conditions.length === 0) return ALL_ROWS;
    const [{ spec, value }] = query.conditions;
    if (spec.op !== 'eq' || !counted.includes(spec.column)) return null;
    return { column: spec.column, values: (Array.isArray(value) ? value : [value]).map(String) };
  }

  private async total(query: ParsedListQuery, count: SelectQueryBuilder<E>): Promise<number> {
    const selection = this.countedSelection(query);
    if (selection) {
      const table = this.dataSource.getMetadata(this.definition.entity).tableName;
      return countedRows(this.dataSource.manager, table, selection);
    }
    const counted = async () => Number((await count.getRawOne<{ total: number | string }>())?.total ?? 0);
    return AdminCrudService.isUnfiltered(query) ? this.unfilteredTotal.get(counted) : counted();
  }

  get resource() {
    return this.definition.resource;
  }

  private repository(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(this.definition.entity);
  }

  /** The list query without paging: filters, `q`, ids and order. */
  buildQuery(query: ParsedListQuery, manager?: EntityManager): SelectQueryBuilder<E> {
    const qb = this.repository(manager).createQueryBuilder('r');
    if (query.ids) qb.andWhere('r.id IN (:...ids)', { ids: query.ids.length ? query.ids : [0] });
    // getMany feeds reference fields: a soft-deleted listing still names its applications' job.
    if (query.ids && !query.explicitRange) qb.withDeleted();
    query.conditions.forEach(({ spec, value }, index) => {
      const parameter = `f${index}`;
      const column = spec.through ? `x${index}.${spec.column}` : `r.${spec.column}`;
      const where = (condition: string) =>
        spec.through ? `EXISTS (SELECT 1 FROM ${spec.through.table} x${index} WHERE x${index}.id = r.${spec.through.key} AND ${condition})` : condition;
      if (Array.isArray(value)) {
        qb.andWhere(where(`${column} IN (:...${parameter})`), { [parameter]: value });
      } else {
        const operator = spec.op === 'gte' ? '>=' : spec.op === 'lte' ? '<=' : '=';
        qb.andWhere(where(`${column} ${operator} :${parameter}`), { [parameter]: value });
      }
    });
    const { search, searchNames } = this.definition.list;
    if (query.q && isSearchable(this.definition.list)) {
      const pattern = likePattern(query.q);
      const names = (entity: typeof User | typeof Listing, columns: readonly string[]) =>
        qb
          .subQuery()
          .select('n.id')
          .from(entity, 'n')
          .where(columns.map((column) => `LOWER(n.${column}) LIKE :q ESCAPE '!'`).join(' OR '))
          .getQuery();
      qb.andWhere(
        new Brackets((where) => {
          for (const column of search) {
            where.orWhere(`LOWER(r.${column}) LIKE :q ESCAPE '!'`, { q: pattern });
          }
          // Resources made of references (applications, bookmarks, connections) are found by the
          // names they point at: the freelancer's or employer's name, the job's title.
          for (const column of searchNames?.people ?? []) {
            where.orWhere(`r.${column} IN ${names(User, PEOPLE_SEARCH)}`, { q: pattern });
          }
          for (const column of searchNames?.listings ?? []) {
            where.orWhere(`r.${column} IN ${names(Listing, ['job_title'])}`, { q: pattern });
          }
          // Further away (a dispute's hire's job title): primary-key hops from each row.
          (searchNames?.joined ?? []).forEach((joined, index) => {
            where.orWhere(`EXISTS ${joinedSearchQuery(qb, joined, `s${index}`)}`, { q: pattern });
          });
        }),
      );
    }
    qb.orderBy(`r.${query.sort.field}`, query.sort.order);
    if (query.sort.field !== 'id') qb.addOrderBy('r.id', query.sort.order);
    return qb;
  }

  /**
   * The statements of one page: the page's ids (narrow, so deep pages walk an index rather
   * than whole rows), and the total. `rowsQuery` then loads those ids.
   */
  listQueries(query: ParsedListQuery): { ids: SelectQueryBuilder<E>; count: SelectQueryBuilder<E> } {
    const base = this.buildQuery(query);
    const { start, end } = query.range;
    return {
      ids: base
        .clone()
        .select('r.id', 'id')
        .offset(start)
        .limit(end - start + 1),
      count: base.clone().orderBy().select('COUNT(*)', 'total'),
    };
  }

  /** The rows of `ids` (in no particular order); soft-deleted ones too with `withDeleted`. */
  rowsQuery(ids: number[], withDeleted = false): SelectQueryBuilder<E> {
    const qb = this.repository().createQueryBuilder('r').where('r.id IN (:...ids)', { ids });
    return withDeleted ? qb.withDeleted() : qb;
  }

  async list(query: ParsedListQuery, viewer: AuthUser): Promise<ListPage> {
    const { ids, count } = this.listQueries(query);
    const [idRows, total] = await Promise.all([ids.getRawMany<{ id: number | string }>(), this.total(query, count)]);
    const pageIds = idRows.map((row) => Number(row.id));
    const withDeleted = Boolean(query.ids && !query.explicitRange);
    const entities = pageIds.length ? await this.rowsQuery(pageIds, withDeleted).getMany() : [];
    const byId = new Map(entities.map((entity) => [entity.id, entity]));
    const ordered = pageIds.map((id) => byId.get(id)).filter((entity): entity is E => entity !== undefined);
    const rows = await this.answer(await this.withRelations(ordered, withDeleted), viewer);
    return { rows, total };
  }

  /** Every matching row (capped) for the CSV export. */
  async exportRows(query: ParsedListQuery, cap: number, viewer: AuthUser): Promise<AdminRecord[]> {
    const entities = await this.buildQuery(query).limit(cap).getMany();
    return this.answer(await this.withRelations(entities, Boolean(query.ids && !query.explicitRange)), viewer);
  }

  async findOne(id: number, viewer: AuthUser): Promise<AdminRecord> {
    const record = await this.answerOne(await this.load(id), viewer);
    return this.definition.showExtra ? { ...record, ...(await this.definition.showExtra(record, this.dataSource.manager)) } : record;
  }

  async create(input: Record<string, unknown>, actor: AuthUser): Promise<AdminRecord> {
    this.assertWritable('create');
    const body = this.writable(input, [...ECHOED_KEYS, ...echoedKeys(this.definition.createDto)]);
    const record = await this.badReferenceIs400(() =>
      transaction(this.dataSource, async (manager) => {
        const context = { manager, actor, notifications: this.notifications, now: this.clock.now() };
        await this.invalidateAfterCommit();
        if (this.definition.create) return this.definition.create(body, context);
        const values = this.definition.prepare ? await this.definition.prepare(body, context) : (body as Partial<E>);
        const repository = this.repository(manager);
        const saved = await repository.save(repository.create(values as E));
        await this.definition.afterSave?.(saved, body, context);
        return this.toRecord(await this.load(saved.id, manager));
      }),
    );
    // Names are read once the write has committed (a custom create answers its own record).
    return (await this.present([record], actor))[0];
  }

  async update(id: number, input: Record<string, unknown>, actor: AuthUser): Promise<AdminRecord> {
    this.assertWritable('update');
    const body = this.writable(input, [
      ...ECHOED_KEYS,
      ...echoedKeys(this.definition.updateDto),
      ...(this.definition.readOnly ?? []),
      ...referenceNameKeys(this.definition.names),
    ]);
    const record = await this.badReferenceIs400(() =>
      transaction(this.dataSource, async (manager) => {
        const existing = await this.load(id, manager);
        await this.invalidateAfterCommit();
        const context = { manager, actor, existing, notifications: this.notifications, now: this.clock.now() };
        const values = this.definition.prepare ? await this.definition.prepare(body, context) : (body as Partial<E>);
        const repository = this.repository(manager);
        // Plain assignment: the values are already column values (or relation entities).
        const saved = await repository.save(Object.assign(existing, values));
        await this.definition.afterSave?.(saved, body, context);
        return this.toRecord(await this.load(id, manager));
      }),
    );
    return (await this.present([record], actor))[0];
  }

  /** On a write, a foreign-key failure means a reference to a missing record: a 400, not a 409. */
  private async badReferenceIs400<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        classifyDriverError(error.driverError as { code?: string }) === 'foreign-key'
      ) {
        throw new DomainError(ADMIN_MESSAGES.badReference(this.definition.label), HttpStatus.BAD_REQUEST);
      }
      throw error;
    }
  }

  /** Deletes (soft for listings) and answers the deleted record, as simple-rest expects. */
  async remove(id: number, actor: AuthUser): Promise<AdminRecord> {
    this.assertWritable('delete');
    try {
      return await transaction(this.dataSource, async (manager) => {
        const existing = await this.load(id, manager);
        await this.invalidateAfterCommit();
        await this.definition.beforeDelete?.(existing, { manager, actor, existing, notifications: this.notifications, now: this.clock.now() });
        const [record] = await this.present([this.toRecord(existing)], actor, manager);
        const repository = this.repository(manager);
        if (repository.metadata.deleteDateColumn) await repository.softDelete(id);
        else await repository.delete(id);
        return record;
      });
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        classifyDriverError(error.driverError as { code?: string }) === 'foreign-key'
      ) {
        throw new DomainError(
          this.definition.inUseMessage ?? ADMIN_MESSAGES.inUse(this.definition.label),
          HttpStatus.CONFLICT,
        );
      }
      throw error;
    }
  }

  /** The definition's `invalidates`, once the open write has committed (never after a rollback). */
  private async invalidateAfterCommit(): Promise<void> {
    const caches = this.definition.invalidates ?? [];
    if (caches.length) await afterCommit(() => caches.forEach((cache: Type<CachedTable>) => this.service(cache).invalidate()));
  }

  private assertWritable(write: 'create' | 'update' | 'delete'): void {
    if (this.definition.writable === 'update-only' && write !== 'update') {
      throw new DomainError(ADMIN_MESSAGES.updateOnly(this.definition.resource), HttpStatus.METHOD_NOT_ALLOWED);
    }
    if (this.definition.writable === false) {
      throw new DomainError(COMMON_MESSAGES.readOnly(this.definition.resource), HttpStatus.METHOD_NOT_ALLOWED);
    }
  }

  async load(id: number, manager?: EntityManager): Promise<E> {
    const entity = await this.repository(manager).findOne({
      where: { id } as never,
      relations: this.definition.relations,
    });
    if (!entity) throw new DomainError(COMMON_MESSAGES.noRecord(this.definition.label, id), HttpStatus.NOT_FOUND);
    return entity;
  }

  toRecord(entity: E): AdminRecord {
    return this.definition.toRecord ? this.definition.toRecord(entity) : ({ ...entity } as AdminRecord);
  }

  /** The answered records of `entities`, names included, as `viewer` may read them. */
  private async answer(entities: E[], viewer: AuthUser): Promise<AdminRecord[]> {
    return this.present(
      entities.map((entity) => this.toRecord(entity)),
      viewer,
    );
  }

  private async answerOne(entity: E, viewer: AuthUser): Promise<AdminRecord> {
    return (await this.answer([entity], viewer))[0];
  }

  /**
   * What leaves for `viewer`: the definition's read-only names (one query per referenced table
   * for all of `records`), and each restricted column masked unless the viewer holds its permission.
   */
  private async present(
    records: AdminRecord[],
    viewer: AuthUser,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminRecord[]> {
    const enriched = this.definition.enrich ? await this.definition.enrich(records, manager, this.clock.now()) : records;
    const named = await addReferenceNames(manager, this.definition.names, enriched);
    const masked = (this.definition.restricted ?? []).filter(({ permission }) => !holdsPermission(viewer, permission));
    if (masked.length === 0) return named;
    return named.map((record) => {
      const copy = { ...record };
      for (const { column, mask } of masked) if (column in copy) copy[column] = mask(copy[column]);
      return copy;
    });
  }

  /** `relations` is an object (`{ permissions: true }`): one query loads them for the whole page. */
  private async withRelations(entities: E[], withDeleted = false): Promise<E[]> {
    const relations = this.definition.relations;
    if (!relations || Object.keys(relations).length === 0 || entities.length === 0) return entities;
    const loaded = await this.repository().find({
      where: { id: In(entities.map((entity) => entity.id)) } as never,
      relations,
      withDeleted,
    });
    const byId = new Map(loaded.map((entity) => [entity.id, entity]));
    return entities.map((entity) => byId.get(entity.id) ?? entity);
  }

  /** Drops the keys a form echoes back (id, timestamps; on update also the read-only extras). */
  private writable(input: Record<string, unknown>, dropped: readonly string[]): Record<string, unknown> {
    const skip = new Set<string>(dropped);
    return Object.fromEntries(Object.entries(input).filter(([key, value]) => !skip.has(key) && value !== undefined));
  }
}
