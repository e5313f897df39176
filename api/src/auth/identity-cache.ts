import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, InsertEvent, QueryRunner, RemoveEvent, TransactionCommitEvent, TransactionRollbackEvent, UpdateEvent } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { AuthUser } from '../common/auth/auth-user';

/** Tables whose writes can change who a token's user is: the user, roles and their permissions. */
const IDENTITY_TABLES = new Set(['users', 'roles', 'permissions', 'role_permissions', 'auth_tokens']);

/**
 * The access guard's short cache of verified callers (decision 0012): token id ->
 * the identity the guard built from the token row, the user, its role and permissions. Saves
 * two database reads on every authenticated call.
 *
 * Invalidation: logout and "revoke all" drop the token's or user's entries at once; any write
 * through TypeORM to users, roles, permissions, role_permissions or auth_tokens clears the whole
 * cache in this process (such writes are rare; a role change reaches every holder), at the write
 * and again when its transaction ends: a call that read the old identity from another connection
 * while the change was not yet committed does not keep it. Another API
 * process learns of a change at most IDENTITY_CACHE_TTL_MS later (default 5 s); 0 turns the
 * cache off.
 */
@Injectable()
export class IdentityCache implements EntitySubscriberInterface {
  private readonly entries = new Map<string, { user: AuthUser; until: number }>();
  /** Transactions that wrote an identity table and have not ended yet. */
  private readonly writingTransactions = new Set<QueryRunner>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() dataSource: DataSource,
  ) {
    dataSource.subscribers.push(this);
  }

  get ttlMs(): number {
    return this.config.IDENTITY_CACHE_TTL_MS;
  }

  get(tokenId: string): AuthUser | null {
    const entry = this.entries.get(tokenId);
    if (!entry) return null;
    if (entry.until <= Date.now()) {
      this.entries.delete(tokenId);
      return null;
    }
    return entry.user;
  }

  set(tokenId: string, user: AuthUser, tokenExpiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    // Bounded: a burst of distinct tokens cannot grow the map without limit.
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(tokenId, { user, until: Math.min(Date.now() + this.ttlMs, tokenExpiresAt.getTime()) });
  }

  forgetToken(tokenId: string): void {
    this.entries.delete(tokenId);
  }

  forgetUser(userId: number): void {
    for (const [tokenId, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(tokenId);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private touched(event: { metadata?: { tableName?: string }; queryRunner?: QueryRunner }): void {
    const tableName = event.metadata?.tableName;
    if (!tableName || !IDENTITY_TABLES.has(tableName)) return;
    this.clear();
    if (event.queryRunner?.isTransactionActive) this.writingTransactions.add(event.queryRunner);
  }

  private transactionEnded(event: { queryRunner: QueryRunner }): void {
    if (this.writingTransactions.delete(event.queryRunner)) this.clear();
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.touched(event);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.touched(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.transactionEnded(event);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.transactionEnded(event);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.touched(event);
  }

  afterSoftRemove(event: RemoveEvent<unknown>): void {
    this.touched(event);
  }
}
