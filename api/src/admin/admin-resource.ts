import type { Type } from '@nestjs/common';
import type { AdminResource, Language, PermissionName } from '@gigmarket/shared';
import type { EntityManager, FindOptionsRelations, ObjectLiteral } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import type { Message } from '../i18n/message';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AdminRecord } from './admin-record';
import type { ReferenceNames } from './reference-names';
import type { ListSpec } from './simple-rest/list-query';

export type { AdminRecord };

/** A column only some admins read in full (bank account numbers). */
export interface RestrictedColumn {
  column: string;
  permission: PermissionName;
  mask(value: unknown): unknown;
}

export interface WriteContext<E> {
  manager: EntityManager;
  actor: AuthUser;
  /** Event notifications, written through `manager`. */
  notifications: NotificationsService;
  /** The stored row on update; undefined on create. */
  existing?: E;
  /** The injected clock's time, read once for the whole write. */
  now: Date;
}

/**
 * Everything that differs between two back-office resources. The controller, the service and
 * the simple-rest plumbing are shared; a resource is one of these objects (see resources/).
 */
export interface AdminResourceDefinition<E extends ObjectLiteral & { id: number }> {
  resource: AdminResource;
  entity: Type<E>;
  /** Singular word for messages: "This category is in use ...". */
  label: string;
  list: ListSpec;
  createDto: Type<object>;
  updateDto: Type<object>;
  /** Relations loaded for every answered record (kept small). */
  relations?: FindOptionsRelations<E>;
  /**
   * Read-only names answered beside id columns (`employer_name` beside `user_id` ...), loaded
   * for a whole page at once. Their keys are dropped from update bodies like `readOnly` ones;
   * the update DTO declares them `@Echoed()` so an echoing edit form is accepted.
   */
  names?: ReferenceNames;
  /**
   * Columns answered in full only to callers holding `permission` (the superadmin holds every
   * one); everyone else reads `mask(value)`. Applies to every answer of the resource: list, show,
   * CSV export and the record a write answers.
   */
  restricted?: readonly RestrictedColumn[];
  /** Body keys echoed back by react-admin edit forms that an update never writes. */
  readOnly?: readonly string[];
  /** Turns a checked body into column values (hash passwords, sanitise HTML, check transitions). */
  prepare?(input: Record<string, unknown>, context: WriteContext<E>): Promise<Partial<E>> | Partial<E>;
  /** Runs in the write's transaction after the row is saved. */
  afterSave?(saved: E, input: Record<string, unknown>, context: WriteContext<E>): Promise<void>;
  /** Replaces the default create (e.g. one custom message written once per recipient). */
  create?(input: Record<string, unknown>, context: WriteContext<E>): Promise<AdminRecord>;
  /** Refuses a delete with a reason (e.g. deleting oneself). */
  beforeDelete?(existing: E, context: WriteContext<E>): Promise<void> | void;
  /** The record as the API answers it; secrets never leave. Defaults to the loaded columns. */
  toRecord?(entity: E): AdminRecord;
  /**
   * What every answered record adds, read for a whole page at once (lists, show, CSV export and
   * the record a write answers): e.g. the reporter's pattern beside each report.
   */
  enrich?(records: AdminRecord[], manager: EntityManager, now: Date): Promise<AdminRecord[]>;
  /**
   * The record's texts the code wrote in English (a failed identity check's reason), drawn in the
   * caller's language (`Accept-Language`) in lists and the show; stored as written.
   */
  localize?(record: AdminRecord, language: Language): AdminRecord;
  /** What the show (`GET /:id`) adds to the record, e.g. an audit trail; lists never read it. */
  showExtra?(record: AdminRecord, manager: EntityManager): Promise<Record<string, unknown>>;
  /**
   * False for records only the product's flows write (money): create, edit and delete answer 405.
   * `update-only`: create and delete answer 405 (ratings: an update only hides a comment).
   */
  writable?: false | 'update-only';
  /** Said (by key, ADMIN_MESSAGES) when a delete is refused because other rows point at this one. */
  inUseMessage?: Message;
  /**
   * Services that keep what the resource's table holds in memory (the search lexicon reads the
   * dictionary): each one's `invalidate()` runs once a create, update or delete has committed, so
   * the next request of this process reads the new rows. Their modules are imported by AdminModule.
   */
  invalidates?: readonly Type<CachedTable>[];
}

/** A service holding rows of a table in memory, built again after `invalidate()`. */
export interface CachedTable {
  invalidate(): void;
}

/** The body of a resource nobody writes through the back office (`writable: false`): any write answers 405. */
export class NoWritesDto {}

/** Keeps the resource name and entity type together while letting a list hold them all. */
export function defineResource<E extends ObjectLiteral & { id: number }>(
  definition: AdminResourceDefinition<E>,
): AdminResourceDefinition<E> {
  return definition;
}
