import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { normalisePhone, USSD_LIMITS, type UssdGateway } from '@gigmarket/shared';
import { withKeyLock } from '../common/keyed-lock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { fitScreen } from './gsm7';
import { ScreenEngine, type Shown } from './screen-engine';
import { UssdSessions, type UssdReply, type UssdState } from './ussd-sessions';
import { USSD_TEXT } from './ussd-text';

export { money } from './screen';
export { NEAR_RINGS_KM } from './screens/jobs';

/** The last hop answered, as the session keeps it: its length, and whether a text is it (a keyed hash). */
export interface HopMark {
  length: number;
  is(text: string): boolean;
}

/** What every gateway adapter hands the engine. `hop` is the gateway's retry key for this hop. */
export interface UssdRequest {
  gateway: UssdGateway;
  sessionId: string;
  msisdn: string;
  network: string | null;
  /** The newest answer; on a new session, the dial-through path (`1` for `*384*123*1#`), parts joined by `*`. */
  input: string;
  isNew: boolean;
  hop: string;
  /**
   * For a gateway that sends every answer so far (Africa's Talking): finds the newest answer from
   * the mark of the last hop answered (its length, and whether a text is it), read with the
   * session inside its lock. Overrides `input` and `isNew`.
   */
  latest?: (lastHop: HopMark | null) => { input: string; isNew: boolean };
}

const { backKey } = USSD_LIMITS;

/**
 * The gateway-neutral USSD menu engine: `{ sessionId, msisdn, network, input, isNew } -> { text, end }`
 * (docs/ussd.md, decisions/0013). The screens and their shared conventions are the screen
 * engine's (screen-engine.ts, shared with the WhatsApp chat); this keeps the USSD session (who
 * calls, where they are, the back stack, retries) and fits every screen to 160 GSM-7 characters
 * with `0 Back` (`0 Exit` at the top). The same (session, hop) twice answers the stored screen
 * and acts once.
 */
@Injectable()
export class UssdEngine {
  private readonly logger = new Logger('UssdEngine');

  constructor(
    private readonly engine: ScreenEngine,
    private readonly sessions: UssdSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * What the session keeps of a hop's retry key: a keyed hash, never the text. Africa's Talking's
   * `text` holds every answer of the session, the PIN and a BVN included (docs/trust.md: a BVN is
   * never stored); the hash still tells a gateway's retry and the previous hop's text apart.
   */
  private hopDigest(hop: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`ussd-hop:${hop}`).digest('base64url');
  }

  handle(request: UssdRequest): Promise<UssdReply> {
    return withKeyLock(`ussd:${request.gateway}:${request.sessionId}`, () => this.hop(request));
  }

  private async hop(request: UssdRequest): Promise<UssdReply> {
    // One form per phone (+234..., 234..., 0...); a number that is not a phone is served nothing.
    const phone = normalisePhone(request.msisdn);
    if (!phone) return { text: fitScreen([USSD_TEXT.en.notAPhone]), end: true };
    let state = await this.sessions.load(request.gateway, request.sessionId);
    // A session belongs to the phone that opened it: another phone is refused and changes nothing.
    if (state && state.phone !== phone) {
      this.logger.warn(`USSD ${request.gateway} session ${request.sessionId} continued from another phone: refused`);
      return { text: fitScreen([USSD_TEXT.en.otherPhone]), end: true };
    }
    // A gateway retry: the same screen again, and nothing done twice.
    const hopKey = this.hopDigest(request.hop);
    if (state && state.lastHop === hopKey && state.lastReply) return state.lastReply;
    if (request.latest) {
      const last = state?.lastHop ?? null;
      const mark: HopMark | null = last === null ? null : { length: state?.lastHopLength ?? 0, is: (text) => this.hopDigest(text) === last };
      request = { ...request, ...request.latest(mark) };
    }
    let reply: UssdReply;
    if (!state) {
      state = await this.engine.start(phone, request.network);
      reply = await this.render(state);
      // Dial-through: `*384*123*1#` arrives as input "1" on the first hop.
      const path = request.input ? request.input.split('*').filter((part) => part !== '') : [];
      for (const part of path) {
        if (reply.end) break;
        reply = await this.answer(state, part);
      }
    } else {
      reply = await this.answer(state, request.input.trim());
    }
    state.hops += 1;
    state.lastHop = hopKey;
    state.lastHopLength = request.hop.length;
    state.lastReply = reply;
    await this.sessions.save(request.gateway, request.sessionId, state);
    return reply;
  }

  private async render(state: UssdState): Promise<UssdReply> {
    return this.fit(state, await this.engine.render(state));
  }

  private async answer(state: UssdState, input: string): Promise<UssdReply> {
    return this.fit(state, await this.engine.answer(state, input));
  }

  /** A screen as USSD shows it: fitted to 160 GSM-7 characters, `0 Back` (or `0 Exit` at the top) last. */
  private fit(state: UssdState, shown: Shown): UssdReply {
    if (shown.kind === 'end') return { text: fitScreen([shown.text]), end: true };
    const t = USSD_TEXT[state.lang];
    const footer = [...shown.options, `${backKey} ${shown.root ? t.exit : t.back}`];
    return { text: fitScreen(shown.notice ? [shown.notice, ...shown.body] : shown.body, footer), end: false };
  }
}
