import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Repository } from 'typeorm';
import { normalisePhone, WHATSAPP_CHAT, WHATSAPP_LIMITS, type UssdLanguage } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { withKeyLock } from '../common/keyed-lock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ConsentsService } from '../consents/consents.service';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import { WhatsAppConversation } from '../whatsapp/whatsapp-conversation';
import type { ListRow, WhatsAppMessage } from '../whatsapp/whatsapp-messages';
import type { InboundMessage } from '../whatsapp/whatsapp-webhook';
import { WhatsAppSender } from '../whatsapp/whatsapp.sender';
import { CHAT_TEXT, type ChatText } from './chat-text';
import type { ScreenName } from './screen-data';
import { WIDE_TAIL } from './screen';
import { ScreenEngine, type Shown } from './screen-engine';
import { signedLink } from './signed-link';
import { UssdSessions, type UssdState } from './ussd-sessions';
import { USSD_TEXT } from './ussd-text';

const L = WHATSAPP_LIMITS;
const SESSION_MS = WHATSAPP_CHAT.sessionMinutes * 60_000;
/** The row that shows the next rows of a list longer than Meta's ten. */
const MORE_ROW = 'chat:more';

/**
 * The screens that ask for a PIN, bank details or a BVN on USSD, and the site's page that replaces
 * each on WhatsApp (docs/whatsapp.md "Links instead of secrets"): none of these is ever typed
 * into a chat.
 */
const ON_SITE: Partial<Record<ScreenName, (state: UssdState) => { path: string; page: keyof Pick<ChatText, 'moneyPage' | 'identityPage'> }>> = {};
const identityPage = () => ({ path: '/freelancer/account/identity', page: 'identityPage' as const });
const moneyPage = () => ({ path: '/freelancer/money', page: 'moneyPage' as const });
const pinPage = (state: UssdState) => ((state.data as { next?: string }).next === 'identity' ? identityPage() : moneyPage());
for (const screen of ['pin', 'pin_none', 'pin_code', 'pin_new', 'pin_repeat'] as const) ON_SITE[screen] = pinPage;
for (const screen of ['money', 'bank', 'bank_more', 'bank_number', 'bank_confirm'] as const) ON_SITE[screen] = moneyPage;
for (const screen of ['identity', 'id_bank_more', 'id_number', 'id_bvn'] as const) ON_SITE[screen] = identityPage;

/** Upper case without accents: `arrêt` -> `ARRET`. */
const word = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();

/** At most `max` characters, cut at a word with "…". */
export function clip(text: string, max: number): string {
  const clean = text.replace(/[ \t]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space >= Math.floor(max * 0.6) ? room.slice(0, space) : room).replace(/[\s,.;:-]+$/, '')}…`;
}

/** A numbered line of a screen (`3 My money`, `98 More`): its key and label. */
const OPTION = /^(\d{1,2}) (.+)$/;

/**
 * One option as a list row: the label as its title, and its tail (a price, a status) as its
 * description; a label too long for a title goes whole into the description, before the tail.
 */
function row(id: string, line: string): ListRow {
  const split = line.lastIndexOf(WIDE_TAIL);
  const [label, tail] = split > 0 ? [line.slice(0, split), line.slice(split + WIDE_TAIL.length)] : [line, ''];
  // The tail is kept whole: the label is cut to leave it room.
  const room = L.rowDescription - (tail ? tail.length + WIDE_TAIL.length : 0);
  const description = [label.length > L.rowTitle ? clip(label, room) : '', tail].filter(Boolean).join(WIDE_TAIL);
  return description ? { id, title: clip(label, L.rowTitle), description: clip(description, L.rowDescription) } : { id, title: label };
}

/** The screens that take typed text (a name, a price, stars): their question says so. */
const TAKES_TEXT = new Set<ScreenName>(['reg_first', 'reg_last', 'apply_quote', 'rate', 'search']);

/**
 * A screen of the screen engine as WhatsApp shows it (docs/whatsapp.md "The conversation"): the
 * numbered lines become reply buttons (three at most, each title 20 characters at most) or a list
 * (nine rows and "More" at most, titles 24, descriptions 72), `0 Back` the last of them below the
 * top; a screen that takes text (a name, a price) is its question with a "Back" button, and the
 * person types. Bodies stay within 1,024 characters.
 */
export function chatMessage(
  shown: Extract<Shown, { kind: 'screen' }>,
  lang: UssdLanguage,
  { page = 0, extra, takesText = false, title }: { page?: number; extra?: string; takesText?: boolean; title?: string } = {},
): { message: WhatsAppMessage; options: Array<[string, string]> } {
  const t = CHAT_TEXT[lang];
  const text: string[] = shown.notice ? [shown.notice] : [];
  const options: Array<[string, string]> = [];
  for (const line of [...shown.body, ...shown.options]) {
    const match = OPTION.exec(line);
    if (match) options.push([match[1], match[2].trim()]);
    else text.push(line);
  }
  if (extra) text.push('', extra);
  if (!shown.root) options.push(['0', t.back]);
  if (takesText) text.push('', t.typeAnswer);
  const body = clip(text.join('\n').replace(/\n{3,}/g, '\n\n').trim() || title || USSD_TEXT[lang].mainTitle, L.interactiveBody).replace(/ \n/g, '\n');
  const fitsButtons = options.length <= L.replyButtons && options.every(([, label]) => label.length <= L.replyButtonTitle);
  if (options.length && fitsButtons)
    return { message: { kind: 'button', body, buttons: options.map(([id, label]) => ({ id, title: label })) }, options };
  if (!options.length) return { message: { kind: 'text', body }, options };
  const shownRows = WHATSAPP_CHAT.listRowsShown;
  const pages = options.length > L.listRows ? Math.ceil(options.length / shownRows) : 1;
  const from = Math.min(page, pages - 1) * shownRows;
  const slice = pages > 1 ? options.slice(from, from + shownRows) : options;
  const rows = slice.map(([id, label]) => row(id, label));
  if (pages > 1 && from + shownRows < options.length) rows.push({ id: MORE_ROW, title: t.more });
  return { message: { kind: 'list', body, button: t.choose, sections: [{ rows }] }, options };
}

/** The chat's own part of the session: the options last shown, and the page of a long list. */
interface ChatState {
  chatOptions?: Array<[string, string]>;
  chatPage?: number;
  chatShown?: Extract<Shown, { kind: 'screen' }>;
}

/**
 * The WhatsApp conversation (docs/whatsapp.md "The conversation"): the USSD screens, through the
 * one screen engine (screen-engine.ts), for each message a person sends, with a session per phone
 * (ussd_sessions, channel `whatsapp`, or Redis) that ends after WHATSAPP_CHAT.sessionMinutes
 * without a message. Replies go through the WhatsApp sender (its limits checked first). STOP /
 * ARRÊT withdraws the WhatsApp consent; EN / FR (or "Language" / "Langue") switch the language;
 * the PIN, bank and BVN screens become a signed link to the site's page.
 */
@Injectable()
export class WhatsAppChat implements OnModuleInit {
  private readonly logger = new Logger(WhatsAppChat.name);

  constructor(
    private readonly engine: ScreenEngine,
    private readonly sessions: UssdSessions,
    private readonly sender: WhatsAppSender,
    private readonly conversation: WhatsAppConversation,
    private readonly consents: ConsentsService,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.conversation.answerWith((message) => this.receive(message));
  }

  /** Answers one stored message (one at a time per phone). */
  receive(message: InboundMessage): Promise<void> {
    const phone = normalisePhone(message.from);
    if (!phone) return Promise.resolve();
    return withKeyLock(`whatsapp-chat:${phone}`, () => this.turn(phone, message));
  }

  /** A new session for the phone, from the place its last one chose. */
  private async start(phone: string): Promise<UssdState & ChatState> {
    const state = await this.engine.start(phone, null);
    state.channel = 'whatsapp';
    state.lgaId = await this.sessions.lastLgaId('whatsapp', phone);
    return state;
  }

  private async turn(phone: string, message: InboundMessage): Promise<void> {
    const input = (message.replyId ?? message.text ?? '').trim();
    const said = word(input);
    let state = (await this.sessions.load('whatsapp', phone)) as (UssdState & ChatState) | null;
    const knownBefore = state?.userId ?? null;
    if (said === 'STOP' || said === 'ARRET') return this.stop(phone, state, said === 'ARRET' ? 'fr' : null);
    let shown: Shown;
    let notice: string | undefined;
    if (said === 'EN' || said === 'FR') {
      state ??= await this.start(phone);
      const lang = said === 'EN' ? 'en' : 'fr';
      state.lang = lang;
      if (state.userId) await this.users.update({ id: state.userId }, { language: lang });
      notice = CHAT_TEXT[lang].languageSet;
      shown = await this.engine.render(state);
    } else if (!state) {
      state = await this.start(phone);
      shown = await this.engine.render(state);
    } else if (input === MORE_ROW && state.chatShown) {
      state.chatPage = (state.chatPage ?? 0) + 1;
      shown = state.chatShown;
    } else if ((said === 'LANGUAGE' || said === 'LANGUE') && state.userId && state.screen !== 'language') {
      // The language screen from anywhere, "Back" returning here (at the main menu it is also an option).
      state.stack.push({ screen: state.screen, data: state.data } as UssdState['stack'][number]);
      Object.assign(state, { screen: 'language', data: {} });
      shown = await this.engine.render(state);
    } else {
      shown = await this.engine.answer(state, this.keyOf(state, input));
    }
    if (shown !== state.chatShown) state.chatPage = 0;
    // Registered in this chat: they agreed to job messages on WhatsApp (chat-text.ts `consent`).
    if (knownBefore === null && state.userId && state.outcome === 'registered') await this.consents.set(state.userId, 'whatsapp_alerts', true, 'whatsapp');
    await this.show(state, shown, notice);
  }

  /** A typed answer that names an option ("Jobs near me", "more") is that option's key. */
  private keyOf(state: ChatState, input: string): string {
    const typed = word(input);
    const found = (state.chatOptions ?? []).find(([, label]) => word(label) === typed);
    return found ? found[0] : input;
  }

  private async show(state: UssdState & ChatState, shown: Shown, notice?: string): Promise<void> {
    const t = CHAT_TEXT[state.lang];
    if (shown.kind === 'end') {
      await this.sessions.end('whatsapp', state.phone);
      return this.send(state.phone, { kind: 'text', body: `${shown.text}\n\n${t.again}` });
    }
    const onSite = ON_SITE[state.screen];
    if (onSite && state.userId) {
      // Never typed into a chat: a signed link to the site's page, then the main menu again.
      const { path, page } = onSite(state);
      const expires = new Date(this.clock.now().getTime() + WHATSAPP_CHAT.linkMinutes * 60_000);
      const link = signedLink(await this.engine.siteUrl(), path, state.userId, expires, this.config.JWT_SECRET);
      await this.send(state.phone, { kind: 'text', body: `${t[page]}\n${t.onSite.replace('{minutes}', String(WHATSAPP_CHAT.linkMinutes))}\n${link}` });
      Object.assign(state, { screen: 'main', data: {}, stack: [] });
      shown = await this.engine.render(state);
      if (shown.kind === 'end') return this.show(state, shown);
    }
    if (notice) shown = { ...shown, notice: shown.notice ? `${notice}\n${shown.notice}` : notice };
    const extra = state.screen === 'reg_confirm' ? t.consent : undefined;
    const title = state.screen === 'language' ? `${USSD_TEXT.en.menuLanguage} / ${USSD_TEXT.fr.menuLanguage}` : undefined;
    const { message, options } = chatMessage(shown, state.lang, { page: state.chatPage ?? 0, extra, takesText: TAKES_TEXT.has(state.screen), title });
    state.chatOptions = options;
    state.chatShown = shown;
    state.hops += 1;
    state.lastReply = { text: message.kind === 'template' ? '' : message.body, end: false };
    await this.sessions.save('whatsapp', state.phone, state, SESSION_MS);
    await this.send(state.phone, message);
  }

  /** STOP / ARRÊT: the WhatsApp consent withdrawn (when the number has an account), answered once, the session ended. */
  private async stop(phone: string, state: UssdState | null, lang: UssdLanguage | null): Promise<void> {
    const user = await this.users.findOne({ where: { phone }, select: { id: true, language: true } });
    if (user) await this.consents.set(user.id, 'whatsapp_alerts', false, 'whatsapp');
    if (state) await this.sessions.end('whatsapp', phone);
    const language: UssdLanguage = lang ?? state?.lang ?? (user?.language === 'fr' ? 'fr' : 'en');
    await this.send(phone, { kind: 'text', body: CHAT_TEXT[language].stopped });
  }

  private async send(phone: string, message: WhatsAppMessage): Promise<void> {
    try {
      await this.sender.send(phone, message);
    } catch (error) {
      this.logger.warn(`WhatsApp reply to ${phone.slice(0, 4)}… not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
