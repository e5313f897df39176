import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { API_KEY_SCOPES, API_KEYS, type ApiKeyScope } from '@gigmarket/shared';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { transaction } from '../../common/transaction';
import { API_KEY_MESSAGES } from '../../i18n/messages/api-keys';
import type { User } from '../../users/user.entity';
import { InjectUsers } from '../../users/repositories';
import type { ApiKey } from './api-key.entity';
import type { AdminApiKeyDto, ApiKeyViewDto, CreateApiKeyDto, CreatedApiKeyDto } from './api-key.dto';
import { InjectApiKeys } from '../repositories';

/** The digest stored for a key: SHA-256 of the whole secret, hex (the secret has 256 bits of entropy). */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a bearer credential is shaped like one of our keys (so it is never tried as a JWT). */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEYS.secretPrefix);
}

/** A caller authenticated by a key: its owner as the guard builds callers, and the key. */
export interface KeyCaller {
  user: AuthUser;
  key: { id: number; scopes: ApiKeyScope[] };
}

const OWNER_TYPES = ['employer', 'superadmin'];

/**
 * API keys (docs/api-keys.md): issue (the secret is shown once, only its digest is kept), list,
 * revoke, and find the caller of a key on each request. The key's row is read on every request (one
 * lookup by its unique digest), so a revoked or expired key is refused at once by every replica;
 * nothing about a key is cached between requests.
 */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger('ApiKeys');
  /** Key id -> when this process last wrote its `last_used_at` (ms on the injected clock). */
  private readonly lastWritten = new Map<number, number>();

  constructor(
    @InjectApiKeys() private readonly keys: Repository<ApiKey>,
    @InjectUsers() private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The caller a key stands for, or null when it is unknown, revoked, expired or its owner may no longer hold it. */
  async authenticate(secret: string): Promise<KeyCaller | null> {
    if (!looksLikeApiKey(secret) || secret.length > 128) return null;
    const digest = digestOf(secret);
    const row = await this.keys.findOne({ where: { secret_hash: digest }, relations: { user: { role: { permissions: true } } } });
    // The lookup is by digest; the compare below is constant-time all the same.
    if (!row || !timingSafeEqual(Buffer.from(row.secret_hash, 'hex'), Buffer.from(digest, 'hex'))) return null;
    const now = this.clock.now();
    if (row.revoked_at || (row.expires_at && row.expires_at.getTime() <= now.getTime())) return null;
    const user = row.user;
    if (!user || user.status !== 'active' || !OWNER_TYPES.includes(user.user_type)) return null;
    await this.touch(row.id, now);
    return {
      user: {
        id: user.id,
        user_type: user.user_type,
        role_id: user.role_id,
        permissions: user.role?.permissions?.map((permission) => permission.name) ?? [],
        tokenId: `api-key:${row.id}`,
        apiKey: { id: row.id, scopes: row.scopes },
      },
      key: { id: row.id, scopes: row.scopes },
    };
  }

  /** Records the key's use at most once a minute per process: not a write per request. */
  private async touch(id: number, now: Date): Promise<void> {
    const last = this.lastWritten.get(id);
    if (last !== undefined && now.getTime() - last < API_KEYS.lastUsedEveryMs) return;
    this.lastWritten.set(id, now.getTime());
    if (this.lastWritten.size > 10_000) this.lastWritten.clear();
    try {
      await this.keys.update({ id }, { last_used_at: now });
    } catch (error) {
      this.logger.warn(`last use of key ${id} not recorded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async list(ownerId: number): Promise<ApiKeyViewDto[]> {
    const rows = await this.keys.find({ where: { user_id: ownerId }, order: { id: 'DESC' } });
    return rows.map((row) => this.view(row));
  }

  async listAll(): Promise<AdminApiKeyDto[]> {
    const rows = await this.keys.find({ relations: { user: true }, order: { id: 'DESC' } });
    return rows.map((row) => this.adminView(row));
  }

  async create(ownerId: number, dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const now = this.clock.now();
    const expires = dto.expires_at ?? null;
    if (expires && expires.getTime() <= now.getTime()) throw DomainError.field('expires_at', 'future', API_KEY_MESSAGES.expiryPast);
    if (expires && expires.getTime() > now.getTime() + API_KEYS.maxExpiryDays * 86_400_000)
      throw DomainError.field('expires_at', 'max', API_KEY_MESSAGES.expiryTooFar(API_KEYS.maxExpiryDays));
    const secret = `${API_KEYS.secretPrefix}${randomBytes(API_KEYS.secretBytes).toString('base64url')}`;
    const scopes = API_KEY_SCOPES.filter((scope) => dto.scopes.includes(scope));
    const row = await transaction(this.dataSource, async (manager) => {
      // The owner's row locked (MySQL; SQLite's transactions queue anyway): two creates count in turn.
      const lock = manager.connection.options.type === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {};
      const owner = await manager.withRepository(this.users).findOne({ where: { id: ownerId }, ...lock });
      if (!owner || !OWNER_TYPES.includes(owner.user_type)) throw new DomainError(API_KEY_MESSAGES.ownerType, HttpStatus.FORBIDDEN);
      const live = await manager.withRepository(this.keys).count({ where: { user_id: ownerId, revoked_at: IsNull() } });
      if (live >= API_KEYS.maxPerOwner) throw new DomainError(API_KEY_MESSAGES.tooMany(API_KEYS.maxPerOwner), HttpStatus.CONFLICT);
      const repository = manager.withRepository(this.keys);
      return repository.save(
        repository.create({
          user_id: ownerId,
          name: dto.name,
          prefix: secret.slice(0, API_KEYS.shownPrefixLength),
          secret_hash: digestOf(secret),
          scopes,
          expires_at: expires,
          revoked_at: null,
          revoked_by: null,
          last_used_at: null,
        }),
      );
    });
    return { ...this.view(row), key: secret };
  }

  /** Revokes one of the owner's keys (or any key, for the back office: `ownerId` null); 404 otherwise. */
  async revoke(ownerId: number | null, id: number, by: number): Promise<ApiKeyViewDto> {
    const where = ownerId === null ? { id } : { id, user_id: ownerId };
    const row = await this.keys.findOne({ where });
    if (!row) throw new DomainError(API_KEY_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    if (!row.revoked_at) {
      const now = this.clock.now();
      await this.keys.update({ id, revoked_at: IsNull() }, { revoked_at: now, revoked_by: by });
      row.revoked_at = now;
      row.revoked_by = by;
    }
    this.lastWritten.delete(id);
    return this.view(row);
  }

  private view(row: ApiKey): ApiKeyViewDto {
    const now = this.clock.now().getTime();
    const status = row.revoked_at ? 'revoked' : row.expires_at && row.expires_at.getTime() <= now ? 'expired' : 'active';
    return {
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      scopes: row.scopes,
      expires_at: row.expires_at,
      revoked_at: row.revoked_at,
      last_used_at: row.last_used_at,
      created_at: row.created_at,
      status,
    };
  }

  private adminView(row: ApiKey): AdminApiKeyDto {
    return { ...this.view(row), user_id: row.user_id, owner_name: row.user?.name ?? null };
  }
}
