import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { USSD_LIMITS, type UssdGateway, type UssdLanguage, type UssdOutcome } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { isUniqueViolation } from '../common/database-errors';
import type { At } from './screen-data';
import { UssdSession } from './ussd-session.entity';

export interface UssdReply {
  text: string;
  end: boolean;
}

/**
 * Where the menu is, for one session: the screen and its data (one of the pairs of `ScreenData`,
 * screen-data.ts), the screens to go back to, and the hop bookkeeping. Plain JSON: it lives in
 * Redis or in `ussd_sessions.state`.
 */
export type UssdState = UssdSessionState & At;

interface UssdSessionState {
  /** `whatsapp` for the WhatsApp chat's session; absent on USSD. */
  channel?: 'whatsapp';
  phone: string;
  network: string | null;
  userId: number | null;
  lang: UssdLanguage;
  stack: At[];
  /**
   * The last hop answered, as a keyed hash of its retry key (never the text: Africa's Talking's
   * holds the PIN and a BVN), its length, and the answer, so a gateway's retry gets it again.
   */
  lastHop: string | null;
  lastHopLength?: number | null;
  lastReply: UssdReply | null;
  hops: number;
  outcome: UssdOutcome | null;
  /** The LGA this session searched near or registered in: the caller's last place next time (docs/ussd.md). */
  lgaId?: number | null;
  rowId: number | null;
  startedAt: string;
}

const TTL_MS = USSD_LIMITS.sessionSeconds * 1000;

/**
 * Who keeps a session: a USSD gateway (keyed by its session id, 180 s), or the WhatsApp chat
 * (`whatsapp`, keyed by the phone, WHATSAPP_CHAT.sessionMinutes after the last message).
 */
export type SessionChannel = UssdGateway | 'whatsapp';

/**
 * Session state by (gateway, sessionId) for 180 s after the last hop: in Redis with a TTL when
 * REDIS_URL is set, otherwise in the `ussd_sessions` row. The row (phone, network, hops, last
 * screen, outcome) is written on every hop either way, for the back office.
 */
@Injectable()
export class UssdSessions implements OnApplicationShutdown {
  private readonly logger = new Logger('UssdSessions');
  private readonly redis: Redis | null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, commandTimeout: 1000 })
      : null;
    this.redis?.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
  }

  get backend(): 'redis' | 'database' {
    return this.redis ? 'redis' : 'database';
  }

  private key(gateway: SessionChannel, sessionId: string): string {
    return `gig:ussd:${gateway}:${sessionId}`;
  }

  async load(gateway: SessionChannel, sessionId: string): Promise<UssdState | null> {
    if (this.redis) {
      const raw = await this.redis.get(this.key(gateway, sessionId));
      return raw ? (JSON.parse(raw) as UssdState) : null;
    }
    const row = await this.dataSource
      .getRepository(UssdSession)
      .createQueryBuilder('s')
      .select(['s.id', 's.expires_at'])
      .addSelect('s.state')
      .where('s.gateway = :gateway AND s.session_id = :sessionId', { gateway, sessionId })
      .getOne();
    if (!row?.state || row.expires_at.getTime() <= this.clock.now().getTime()) return null;
    return JSON.parse(row.state) as UssdState;
  }

  /** Writes the state and the back office's row (inserted on the first hop). */
  async save(gateway: SessionChannel, sessionId: string, state: UssdState, ttlMs = TTL_MS): Promise<void> {
    const now = this.clock.now();
    const fields = {
      phone: state.phone.slice(0, 15),
      network: state.network?.slice(0, 20) ?? null,
      user_id: state.userId,
      language: state.lang,
      hops: state.hops,
      last_screen: state.lastReply ? state.lastReply.text.slice(0, 200) : null,
      outcome: state.outcome,
      lga_id: state.lgaId ?? null,
      updated_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
    };
    const repository = this.dataSource.getRepository(UssdSession);
    let inserted = false;
    if (state.rowId === null) {
      // First hop: insert; a row left by an expired state of the same session id is taken over.
      try {
        const row = await repository.insert({
          ...fields,
          gateway,
          session_id: sessionId.slice(0, 100),
          started_at: new Date(state.startedAt),
        });
        state.rowId = Number(row.identifiers[0].id);
        inserted = true;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        state.rowId = (
          await repository.findOneOrFail({
            where: { gateway, session_id: sessionId.slice(0, 100) },
            select: { id: true },
          })
        ).id;
      }
    }
    const serialised = JSON.stringify(state);
    if (this.redis) {
      await Promise.all([
        this.redis.set(this.key(gateway, sessionId), serialised, 'PX', ttlMs),
        // The row was just written with these fields on a first hop.
        inserted ? Promise.resolve() : repository.update({ id: state.rowId! }, fields),
      ]);
    } else {
      await repository.update({ id: state.rowId! }, { ...fields, state: serialised });
    }
  }

  /**
   * The place the last session under this id chose: the WhatsApp chat's sessions share one id
   * (the phone) and one row, so a new one starts from it (docs/ussd.md, "Places").
   */
  async lastLgaId(gateway: SessionChannel, sessionId: string): Promise<number | null> {
    const row = await this.dataSource
      .getRepository(UssdSession)
      .findOne({ where: { gateway: gateway as UssdGateway, session_id: sessionId.slice(0, 100) }, select: { id: true, lga_id: true } });
    return row?.lga_id ?? null;
  }

  /** Ends a session at once (the WhatsApp chat after its last words): the next message starts a new one. */
  async end(gateway: SessionChannel, sessionId: string): Promise<void> {
    if (this.redis) await this.redis.del(this.key(gateway, sessionId));
    await this.dataSource
      .getRepository(UssdSession)
      .update({ gateway: gateway as UssdGateway, session_id: sessionId.slice(0, 100) }, { state: null, expires_at: this.clock.now() });
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
