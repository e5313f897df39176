import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { AuthToken } from './auth-token.entity';
import { APP_CONFIG, AppConfig } from '../config/config';
import { IdentityCache } from './identity-cache';

export interface TokenClaims {
  sub: number;
  jti: string;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

export function ttlSeconds(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) throw new Error(`Bad duration ${ttl}`);
  return Number(match[1]) * UNIT_SECONDS[match[2]];
}

/**
 * Issues JWTs whose `jti` is a row in auth_tokens, so a token lives only while its row is
 * unrevoked: logout revokes one, a password reset revokes them all.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(AuthToken) private readonly tokens: Repository<AuthToken>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: IdentityCache,
  ) {}

  async issue(userId: number, remember = false): Promise<{ token: string; expires_at: Date }> {
    const seconds = ttlSeconds(remember ? this.config.JWT_REMEMBER_TTL : this.config.JWT_TTL);
    const jti = randomUUID();
    const expires_at = new Date(Date.now() + seconds * 1000);
    await this.tokens.insert({ id: jti, user_id: userId, expires_at, revoked_at: null });
    const token = await this.jwt.signAsync({ sub: userId, jti } satisfies TokenClaims, { expiresIn: seconds });
    return { token, expires_at };
  }

  /** The claims of a valid, unrevoked token and when it expires; null otherwise. */
  async verify(token: string): Promise<TokenClaims | null> {
    return (await this.verifyWithExpiry(token))?.claims ?? null;
  }

  /** The claims of a valid JWT (signature and expiry only, no database read); null otherwise. */
  async claims(token: string): Promise<TokenClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token);
      return typeof claims.jti === 'string' && typeof claims.sub === 'number' ? claims : null;
    } catch {
      return null;
    }
  }

  async verifyWithExpiry(token: string): Promise<{ claims: TokenClaims; expires_at: Date } | null> {
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token);
    } catch {
      return null;
    }
    if (typeof claims.jti !== 'string' || typeof claims.sub !== 'number') return null;
    const row = await this.tokens.findOne({ where: { id: claims.jti, revoked_at: IsNull() } });
    if (!row || row.user_id !== claims.sub || row.expires_at.getTime() <= Date.now()) return null;
    return { claims, expires_at: row.expires_at };
  }

  async revoke(tokenId: string): Promise<void> {
    await this.tokens.update({ id: tokenId, revoked_at: IsNull() }, { revoked_at: new Date() });
    this.cache.forgetToken(tokenId);
  }

  async revokeAllFor(userId: number): Promise<void> {
    await this.tokens.update({ user_id: userId, revoked_at: IsNull() }, { revoked_at: new Date() });
    this.cache.forgetUser(userId);
  }
}
