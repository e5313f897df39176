import request from 'supertest';
import { createWhatsAppLocal, type SentMessage, type WhatsAppLocal } from '@gigmarket/whatsapp-local';
import { WHATSAPP_CHAT, WHATSAPP_LIMITS } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { Consent } from '../src/consents/consent.entity';
import { User } from '../src/users/user.entity';
import { verifySignedLink } from '../src/ussd/signed-link';
import { UssdSessions, type UssdState } from '../src/ussd/ussd-sessions';
import { WhatsAppInbound, WhatsAppOutbound } from '../src/whatsapp/whatsapp.entities';
import { tokenFor } from './support/admin-fixtures';
import { APP_CONFIG, type AppConfig } from '../src/config/config';
import { Payout } from '../src/payments/payment.entities';
import { Bookmark } from '../src/bookmarks/bookmark.entity';
import { ListingReport } from '../src/safety/listing-report.entity';
import { SearchWordsService } from '../src/search/search-words.service';
import { databaseKinds, walkLanguages } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeListing, makeLookups, makePlaces, type Lookups, type Person, type Places } from './support/marketplace-fixtures';
import { atTime, balances, closeWorld, fundHire, jobStart, paymentsWorld, saveBankAccount, trialBalance, type PaymentsWorld } from './support/payment-fixtures';

const APP_SECRET = 'chat-app-secret-0123';
const ACCESS_TOKEN = 'chat-access-token-0123';
const PHONE_ID = '100000000000001';
const L = WHATSAPP_LIMITS;

/** A message as the person sees it: its kind, its text and the options to tap. */
interface Seen {
  kind: string;
  body: string;
  options: Array<{ id: string; title: string; description?: string }>;
  type?: 'list_reply' | 'button_reply';
}

/** Graph's request body for a text or an interactive message, as the local WhatsApp recorded it. */
interface GraphBody {
  type: string;
  text?: { body: string };
  interactive?: {
    type: string;
    body: { text: string };
    action: { button?: string; buttons?: Array<{ reply: { id: string; title: string } }>; sections?: Array<{ rows: Array<{ id: string; title: string; description?: string }> }> };
  };
}

/** Reads what Graph received, and checks it against Meta's limits (docs/whatsapp.md "Meta's limits"). */
function read(message: SentMessage): Seen {
  const body = message.body as unknown as GraphBody;
  if (body.type === 'text') {
    expect(body.text!.body.length).toBeLessThanOrEqual(L.textBody);
    return { kind: 'text', body: body.text!.body, options: [] };
  }
  expect(body.type).toBe('interactive');
  const interactive = body.interactive!;
  const text = interactive.body.text as string;
  expect(text.trim().length).toBeGreaterThan(0);
  expect(text.length).toBeLessThanOrEqual(L.interactiveBody);
  if (interactive.type === 'button') {
    const buttons = interactive.action.buttons ?? [];
    expect(buttons.length).toBeGreaterThanOrEqual(1);
    expect(buttons.length).toBeLessThanOrEqual(L.replyButtons);
    for (const { reply } of buttons) expect(reply.title.length).toBeLessThanOrEqual(L.replyButtonTitle);
    return { kind: 'button', body: text, options: buttons.map(({ reply }) => reply), type: 'button_reply' };
  }
  expect(interactive.type).toBe('list');
  expect(interactive.action.button!.length).toBeLessThanOrEqual(L.listButton);
  const rows = (interactive.action.sections ?? []).flatMap((section) => section.rows);
  expect(rows.length).toBeGreaterThanOrEqual(1);
  expect(rows.length).toBeLessThanOrEqual(WHATSAPP_CHAT.listRowsShown + 1);
  for (const row of rows) {
    expect(row.title.length).toBeLessThanOrEqual(L.rowTitle);
    expect((row.description ?? '').length).toBeLessThanOrEqual(L.rowDescription);
  }
  return { kind: 'list', body: text, options: rows, type: 'list_reply' };
}

/**
 * The WhatsApp conversation (docs/whatsapp.md "The conversation"): the USSD screens through the
 * one screen engine, as lists, reply buttons and texts, against the local WhatsApp.
 */
describe.each(databaseKinds())('WhatsApp chat (%s)', (kind) => {
  let world: PaymentsWorld;
  let wa: WhatsAppLocal;
  let places: Places;
  let lookups: Lookups;
  let employer: Person;
  let wamids = 0;

  const waId = (phone: string) => `234${phone.slice(1)}`;
  const phoneOf = async (id: number) => (await world.t.dataSource.getRepository(User).findOneByOrFail({ id })).phone as string;
  /** What the chat sent that phone after `before` messages. */
  const repliesTo = (phone: string, before: number) =>
    wa.control
      .sent()
      .slice(before)
      .filter((message) => message.to === waId(phone))
      .map(read);
  /** The person types `text`: answers the chat's replies. */
  const say = async (phone: string, text: string, id = `wamid.chat-${process.pid}-${++wamids}`): Promise<Seen[]> => {
    const before = wa.control.sent().length;
    const delivery = await wa.control.inboundText({ from: waId(phone), text, id });
    expect(delivery.status).toBe(200);
    return repliesTo(phone, before);
  };
  /** The person taps the option of `seen` whose title matches. */
  const tap = async (phone: string, seen: Seen, title: RegExp | string): Promise<Seen[]> => {
    // A label too long for a row's title is whole in its description.
    const option = seen.options.find((candidate) => (typeof title === 'string' ? candidate.title === title : title.test(candidate.title) || title.test(candidate.description ?? '')));
    if (!option) throw new Error(`No option ${String(title)} in ${JSON.stringify(seen)}`);
    return tapId(phone, seen, option.id, option.title);
  };
  const tapId = async (phone: string, seen: Seen, id: string, title: string): Promise<Seen[]> => {
    const before = wa.control.sent().length;
    const delivery = await wa.control.inboundReply({ from: waId(phone), type: seen.type ?? 'list_reply', reply: { id, title }, id: `wamid.chat-${process.pid}-${++wamids}` });
    expect(delivery.status).toBe(200);
    return repliesTo(phone, before);
  };
  const last = (seen: Seen[]) => {
    expect(seen.length).toBeGreaterThan(0);
    return seen.at(-1)!;
  };
  const fresh = (phone: string) => world.t.app.get(UssdSessions).end('whatsapp', phone);

  beforeAll(async () => {
    wa = createWhatsAppLocal({
      accessToken: ACCESS_TOKEN,
      appSecret: APP_SECRET,
      phoneNumberId: PHONE_ID,
      sendWebhook: async (body, signature) =>
        (await request(world.t.http).post('/api/whatsapp/webhook').set('content-type', 'application/json').set('x-hub-signature-256', signature).send(body)).status,
    });
    const graph = await wa.listen(0, '127.0.0.1');
    world = await paymentsWorld(kind, {
      WHATSAPP_GRAPH_BASE_URL: graph,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'chat-verify-token',
    });
    places = await makePlaces(world.t.dataSource);
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Allen Avenue Works');
    for (let i = 0; i < 3; i += 1)
      await makeListing(world.t.dataSource, employer.id, lookups, {
        job_title: i === 0 ? 'Nettoyage complet d’une maison à Ikeja — fenêtres, sols, cuisine et salle de bain' : `Ikeja event hand ${i}`,
        amount: `${10000 + i * 1000}.00`,
        state: places.stateId('Lagos'),
        lga_id: places.lgaId('Lagos', 'Ikeja'),
        latitude: (6.6 + i / 1000).toFixed(7),
        longitude: '3.3500000',
      });
  }, 120_000);

  afterAll(async () => {
    await closeWorld(world);
    await wa?.close();
  });

  it.each(walkLanguages(kind))(
    'in %s: every reachable screen, breadth-first, is a text, reply buttons or a list within Meta\'s limits',
    async (language) => {
      const walker = await makeFreelancer(world.t, { latitude: 6.6, longitude: 3.35 }, 'Walker Ade');
      await world.t.dataSource.getRepository(User).update({ id: walker.id }, { language });
      const phone = await phoneOf(walker.id);
      const sessions = world.t.app.get(UssdSessions);
      const users = world.t.dataSource.getRepository(User);
      /**
       * Where a path left the person: the chat's session state (plain JSON: the screen, its data,
       * the back stack, the options shown), the account's language (the Language screen changes
       * it) and the last message. Each next answer is sent on a copy of it, rather than by
       * replaying the whole path from "Hi": one turn per path instead of one per answer
       * (docs/testing.md "Screen walks").
       */
      type Fork = { state: UssdState; language: User['language']; shown: Seen };
      type Step = { id: string; title: string; type?: Seen['type'] } | string;
      const seen = new Set<string>();
      const bodies: string[] = [];
      let queue: Array<{ step: Step | null; from: Fork | null }> = [{ step: null, from: null }];
      let messages = 0;
      for (let depth = 0; depth <= 4 && queue.length; depth += 1) {
        const next: typeof queue = [];
        for (const { step, from } of queue) {
          let replies: Seen[];
          if (!from || step === null) {
            await fresh(phone);
            replies = await say(phone, 'Hi');
          } else {
            await users.update({ id: walker.id }, { language: from.language });
            await sessions.save('whatsapp', phone, from.state);
            replies = typeof step === 'string' ? await say(phone, step) : await tapId(phone, { ...from.shown, type: step.type }, step.id, step.title);
          }
          if (!replies.length) throw new Error(`No answer to ${JSON.stringify(step)} on ${JSON.stringify(from?.shown)}`);
          messages += replies.length;
          bodies.push(...replies.map((reply) => reply.body));
          const shown = last(replies);
          const key = JSON.stringify(shown);
          if (seen.has(key)) continue;
          seen.add(key);
          const state = await sessions.load('whatsapp', phone);
          // The last words end the session: nothing to answer there.
          if (!state) continue;
          const fork: Fork = { state, language: (await users.findOneByOrFail({ id: walker.id })).language, shown };
          // Confirming an action changes the world; the walk confirms nothing (the journeys below do).
          const confirms = /Confirm|Confirmer/.test(shown.body);
          for (const option of shown.options) if (!(confirms && option.id === '1')) next.push({ step: { ...option, type: shown.type }, from: fork });
          // Free text where a screen takes it, and a wrong answer.
          if (/Type your answer|Écrivez votre réponse/.test(shown.body)) next.push({ step: '15000', from: fork }, { step: 'x', from: fork });
        }
        queue = next;
      }
      expect(messages).toBeGreaterThan(20);
      expect(seen.size).toBeGreaterThan(10);
      const all = bodies.join('\n');
      // The PIN, bank and BVN screens are never asked in the chat: a signed link instead.
      expect(all).toMatch(/\/freelancer\/money\?wa=\d+\.\d+\./);
      expect(all).toMatch(/\/freelancer\/account\/identity\?wa=\d+\.\d+\./);
      expect(all).not.toMatch(/Enter your 4-digit PIN|Entrez votre code PIN|11-digit BVN|BVN à 11/);
      expect(all).toMatch(language === 'fr' ? /Offres vers Ikeja/ : /Jobs near Ikeja|Jobs near you/);
      // The new screens: search by words (the walk types "15000"), and a job's report reasons. The
      // walk may have switched the account's language on the way, so either language's words count.
      expect(all).toMatch(/Type the work you want|Écrivez le travail cherché/);
      expect(all).toMatch(/(Jobs for|No open job for|Offres pour|Aucune offre ouverte pour) "15000"/);
      expect(all).toMatch(/What is wrong with this job|Qu'est-ce qui ne va pas/);
    },
    600_000,
  );

  describe.each([
    ['fr', 'plombier', 'Chercher par mots', 'Enregistrer', 'Enregistré', 'Signaler', 'Elle semble fausse', 'Confirmer', /Merci/, /déjà signalé/],
    ['en', 'plombeir', 'Search by words', 'Save', 'Saved', 'Report', 'It looks fake', 'Confirm', /Thank you/, /already reported/],
  ] as const)('in %s, searching "%s"', (language, words, searchLabel, saveLabel, savedWord, reportLabel, reason, confirm, thanks, already) => {
    it('finds the job by the site\'s search (a French word, a typo), saves it once and reports it once through the site\'s services', async () => {
      const listing = await makeListing(world.t.dataSource, employer.id, lookups, {
        job_title: `Fix leaking kitchen sink ${language}`,
        work_description: 'Replace washers and a faulty mixer tap.',
        amount: '15000.00',
        // Far from Ikeja, so the hires below still find their job on Ikeja's first page: words find it anywhere.
        state: places.stateId('Kano'),
        lga_id: places.lgaId('Kano', 'Kano Municipal'),
        latitude: '12.0000000',
        longitude: '8.5200000',
      });
      // The words typos are corrected to: counted by the background task in production.
      await world.t.app.get(SearchWordsService).recount();
      const person = await makeFreelancer(world.t, { latitude: 6.6, longitude: 3.35 }, `Seeker ${language}`);
      await world.t.dataSource.getRepository(User).update({ id: person.id }, { language });
      const phone = await phoneOf(person.id);
      await fresh(phone);
      let shown = last(await say(phone, 'Hi'));
      shown = last(await tap(phone, shown, searchLabel));
      expect(shown.kind).toBe('button');
      shown = last(await say(phone, words));
      expect(shown.body).toMatch(language === 'fr' ? /Offres pour "plombier"/ : /Jobs for "plombier"/);
      expect(shown.options.length).toBeLessThanOrEqual(WHATSAPP_CHAT.listRowsShown + 1);
      shown = last(await tap(phone, shown, new RegExp(`kitchen sink ${language}`)));
      expect(shown.body).toMatch(new RegExp(`Fix leaking kitchen sink ${language}`));

      // Save: the site's saved jobs, one row; saving again (the number typed) changes nothing.
      const bookmarks = world.t.dataSource.getRepository(Bookmark);
      shown = last(await tap(phone, shown, saveLabel));
      expect(shown.body).toMatch(new RegExp(`${savedWord}\\.`));
      expect(shown.options.map((option) => option.title)).not.toContain(saveLabel);
      expect(await bookmarks.countBy({ user_id: person.id, listing_id: listing.id })).toBe(1);
      shown = last(await say(phone, '2'));
      expect(await bookmarks.countBy({ user_id: person.id, listing_id: listing.id })).toBe(1);
      const site = await request(world.t.http).get('/api/bookmarks').set({ Authorization: `Bearer ${await tokenFor(world.t, person.id)}` });
      expect(site.status).toBe(200);
      expect((site.body.data as Array<{ listing_id: number }>).map((row) => row.listing_id)).toContain(listing.id);

      // Report: the reasons as a list, confirmed, then the site's report (one per person and job).
      const reports = world.t.dataSource.getRepository(ListingReport);
      shown = last(await tap(phone, shown, reportLabel));
      expect(shown.kind).toBe('list');
      expect(shown.options.length).toBe(5);
      shown = last(await tap(phone, shown, reason));
      shown = last(await tap(phone, shown, confirm));
      expect(shown.body).toMatch(thanks);
      expect(await reports.findBy({ listing_id: listing.id, reporter_id: person.id })).toEqual([expect.objectContaining({ reason: 'fake', note: null })]);
      // Again from the job: told it is already reported, still one row.
      last(await tap(phone, shown, searchLabel));
      shown = last(await say(phone, words));
      shown = last(await tap(phone, shown, new RegExp(`kitchen sink ${language}`)));
      shown = last(await tap(phone, shown, reportLabel));
      shown = last(await tap(phone, shown, reason));
      shown = last(await tap(phone, shown, confirm));
      expect(shown.body).toMatch(already);
      expect(await reports.countBy({ listing_id: listing.id, reporter_id: person.id })).toBe(1);
    }, 120_000);
  });

  it('My money and Verify my ID answer a short-lived signed link to the site, never a PIN prompt', async () => {
    const person = await makeFreelancer(world.t, undefined, 'Link Person');
    const phone = await phoneOf(person.id);
    const main = last(await say(phone, 'Hello'));
    const replies = await tap(phone, main, 'My money');
    expect(replies[0].kind).toBe('text');
    const link = /(https?:\/\/\S+\/freelancer\/money)\?wa=(\S+)/.exec(replies[0].body)!;
    expect(link).not.toBeNull();
    const secret = world.t.app.get<AppConfig>(APP_CONFIG).JWT_SECRET;
    expect(verifySignedLink('/freelancer/money', link[2], new Date(), secret)).toBe(person.id);
    expect(verifySignedLink('/freelancer/money', link[2], new Date(Date.now() + (WHATSAPP_CHAT.linkMinutes + 1) * 60_000), secret)).toBeNull();
    expect(verifySignedLink('/freelancer/bank-account', link[2], new Date(), secret)).toBeNull();
    expect(verifySignedLink('/freelancer/money', link[2], new Date(), `${secret}-other`)).toBeNull();
    // Then the main menu again.
    expect(last(replies).options.map((option) => option.title)).toContain('My money');
  });

  it('STOP and ARRÊT withdraw the WhatsApp consent through the consents and answer once', async () => {
    const person = await makeFreelancer(world.t, undefined, 'Stop Person');
    const phone = await phoneOf(person.id);
    await say(phone, 'Hi');
    const stop = await say(phone, 'stop');
    expect(stop).toHaveLength(1);
    expect(stop[0].body).toMatch(/no more WhatsApp messages/);
    const consents = world.t.dataSource.getRepository(Consent);
    expect(await consents.findOne({ where: { user_id: person.id, kind: 'whatsapp_alerts' }, order: { id: 'DESC' } })).toMatchObject({ granted: false, channel: 'whatsapp' });
    const arret = await say(phone, 'ARRÊT');
    expect(arret).toHaveLength(1);
    expect(arret[0].body).toMatch(/plus de messages WhatsApp/);
    // Written again, the chat starts over at the main menu.
    expect(last(await say(phone, 'Bonjour')).options.length).toBeGreaterThan(3);
  });

  it('EN / FR and the Language option switch the chat and the account', async () => {
    const person = await makeFreelancer(world.t, undefined, 'Lang Person');
    const phone = await phoneOf(person.id);
    expect(last(await say(phone, 'Hi')).options.map((option) => option.title)).toContain('Jobs near me');
    const french = last(await say(phone, 'FR'));
    expect(french.body).toMatch(/Langue : français/);
    expect(french.options.map((option) => option.title)).toContain('Offres près de moi');
    expect((await world.t.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).language).toBe('fr');
    const menu = last(await say(phone, 'Langue'));
    const english = last(await tap(phone, menu, 'English'));
    expect(english.options.map((option) => option.title)).toContain('Jobs near me');
    expect((await world.t.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).language).toBe('en');
  });

  it('a replayed wamid is stored once and answered once', async () => {
    const person = await makeFreelancer(world.t, undefined, 'Replay Person');
    const phone = await phoneOf(person.id);
    const first = await say(phone, 'Hi', 'wamid.CHAT-REPLAYED');
    expect(first).toHaveLength(1);
    const again = await say(phone, 'Hi', 'wamid.CHAT-REPLAYED');
    expect(again).toHaveLength(0);
    expect(await world.t.dataSource.getRepository(WhatsAppInbound).countBy({ wamid: 'wamid.CHAT-REPLAYED' })).toBe(1);
  });

  /** Registers an unknown number in the chat, in Lagos, Ikeja; answers the account. */
  const register = async (phone: string, language: 'en' | 'fr', first: string, lastName: string) => {
    let shown = last(await say(phone, language === 'fr' ? 'Bonjour' : 'Hello'));
    if (language === 'fr') shown = last(await tap(phone, shown, 'Francais'));
    expect(shown.body).toMatch(language === 'fr' ? /Bienvenue/ : /Welcome/);
    // The names are typed: their screens say so, with a "Back" button.
    for (const step of [() => tap(phone, shown, language === 'fr' ? 'Oui' : 'Yes'), () => say(phone, first)]) {
      const asked = last(await step());
      expect(asked.kind).toBe('button');
      expect(asked.body).toMatch(language === 'fr' ? /Écrivez votre réponse/ : /Type your answer/);
    }
    shown = last(await say(phone, lastName));
    shown = last(await tap(phone, shown, 'Lagos'));
    shown = last(await tap(phone, shown, 'Ikeja'));
    shown = last(await tapId(phone, shown, shown.options[0].id, shown.options[0].title));
    expect(shown.body).toMatch(language === 'fr' ? /WhatsApp.*ARRÊT/s : /WhatsApp.*STOP/s);
    shown = last(await tap(phone, shown, language === 'fr' ? 'Confirmer' : 'Confirm'));
    const user = await world.t.dataSource.getRepository(User).findOneByOrFail({ phone });
    expect(user).toMatchObject({ user_type: 'freelancer', language, first_name: first });
    expect(await world.t.dataSource.getRepository(Consent).findOne({ where: { user_id: user.id, kind: 'whatsapp_alerts' }, order: { id: 'DESC' } })).toMatchObject({ granted: true, channel: 'whatsapp' });
    return { user, shown };
  };

  it('an unknown number registers as a freelancer as USSD registration does (name, state, LGA, job type, consent)', async () => {
    const phone = '08099990001';
    const { shown } = await register(phone, 'en', 'Amaka', 'Eze');
    expect(shown.body).toMatch(/registered/i);
    expect(await count(world.t.dataSource, 'users', { phone })).toBe(1);
  });

  describe.each(['en', 'fr'] as const)('a whole hire by WhatsApp in %s', (language) => {
    it('register, find a job in the LGA, apply with a counter-quote, approved and funded, check in and mark done, paid; the books agree', async () => {
      const phone = language === 'en' ? '08099990011' : '08099990012';
      const listing = await makeListing(world.t.dataSource, employer.id, lookups, {
        job_title: `Paint the Ikeja gate ${language}`,
        amount: '20000.00',
        state: places.stateId('Lagos'),
        lga_id: places.lgaId('Lagos', 'Ikeja'),
        latitude: '6.6000000',
        longitude: '3.3500000',
      });
      const { user } = await register(phone, language, language === 'en' ? 'Tunde' : 'Aïcha', language === 'en' ? 'Bello' : 'Diallo');
      const T =
        language === 'en'
          ? { jobs: 'Jobs near me', apply: 'Apply', quote: 'Quote my own price', confirm: 'Confirm', myJobs: 'My jobs', checkIn: 'Check in', done: 'Mark done' }
          : { jobs: 'Offres près de moi', apply: 'Postuler', quote: 'Proposer mon prix', confirm: 'Confirmer', myJobs: 'Mes missions', checkIn: 'Pointer mon arrivée', done: 'Travail terminé' };
      await fresh(phone);
      let shown = last(await say(phone, 'Hi'));
      shown = last(await tap(phone, shown, T.jobs));
      // The registration's LGA first.
      expect(shown.options[0].title).toMatch(/Ikeja/);
      shown = last(await tapId(phone, shown, shown.options[0].id, shown.options[0].title));
      shown = last(await tap(phone, shown, new RegExp(`Paint the Ikeja gate ${language}`)));
      shown = last(await tap(phone, shown, T.apply));
      shown = last(await tap(phone, shown, T.quote));
      expect(shown.kind).toBe('button');
      shown = last(await say(phone, '18500'));
      expect(shown.body).toMatch(language === 'fr' ? /18 500 N/ : /N18,500/);
      expect(last(await tap(phone, shown, T.confirm)).body).toMatch(/Paint the Ikeja gate/);
      const application = await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ user_id: user.id, listing_id: listing.id } as never);
      expect(Number(application.new_price)).toBe(18500);

      // The employer approves through the API, and funds through the local Paystack.
      const approved = await request(world.t.http).post(`/api/employer/applications/${application.id}/approve`).set(employer.auth).send({});
      expect(approved.status).toBe(200);
      await fundHire(world, employer, application.id);
      const person: Person = { id: user.id, auth: { Authorization: `Bearer ${await tokenFor(world.t, user.id)}` } } as Person;
      await saveBankAccount(world, person);

      const start = await jobStart(world, person, application.id);
      await atTime(world.t, new Date(start.getTime() + 60_000), async () => {
        await fresh(phone);
        let screen = last(await say(phone, 'Hi'));
        screen = last(await tap(phone, screen, T.myJobs));
        screen = last(await tap(phone, screen, new RegExp(`Paint the Ikeja gate`)));
        screen = last(await tap(phone, screen, T.checkIn));
        last(await tap(phone, screen, T.confirm));
        expect((await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: application.id })).status).toBe('in_progress');
        await fresh(phone);
        screen = last(await say(phone, 'Hi'));
        screen = last(await tap(phone, screen, T.myJobs));
        screen = last(await tap(phone, screen, new RegExp(`Paint the Ikeja gate`)));
        screen = last(await tap(phone, screen, T.done));
        last(await tap(phone, screen, T.confirm));
      });
      expect((await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: application.id })).status).toBe('submitted');
      await request(world.t.http).post(`/api/employer/hires/${application.id}/complete`).set(employer.auth).expect(200);
      const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: application.id });
      await world.paystack.control.settleTransfer(payout.reference!, 'success');
      expect((await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: application.id })).status).toBe('paid');
      // The books balance, and the gateway's clearing account is what the local Paystack holds.
      expect((await trialBalance(world)).balanced).toBe(true);
      const books = await balances(world);
      expect(books['gateway:clearing'] ?? 0).toBe(world.paystack.control.state().balance);
      expect(await world.t.dataSource.getRepository(WhatsAppOutbound).countBy({ wa_id: waId(phone) })).toBeGreaterThan(10);
    }, 120_000);
  });
});
