import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { USSD_LIMITS } from '@gigmarket/shared';
import { AdminSettingsService } from '../src/admin/admin-settings.service';
import { AdminSettings } from '../src/settings/admin-settings.entity';
import { Profile } from '../src/users/profile.entity';
import { User } from '../src/users/user.entity';
import { gsm7Length, isGsm7 } from '../src/ussd/gsm7';
import { UssdEngine } from '../src/ussd/ussd-engine';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, makePlaces, type Lookups, type Person, type Places } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);
const SECRET = 'ussd-places-secret-0123456789';
let sessionCounter = 0;
const newSession = () => `places_${process.pid}_${++sessionCounter}`;

function expectScreen(text: string, end: boolean) {
  expect(isGsm7(text)).toBe(true);
  expect(gsm7Length(text)).toBeLessThanOrEqual(USSD_LIMITS.screenChars);
  if (!end) expect(text.split('\n').pop()).toMatch(/^0 (Back|Exit|Retour|Quitter)$/);
}

/** The numbered lines of a screen: `{ "1": "Lagos", ... }`. */
const optionsOf = (screen: string) => Object.fromEntries([...screen.matchAll(/^(\d{1,2}) (.+)$/gm)].map((match) => [match[2], match[1]]));

/** USSD places (docs/ussd.md, "Places"): a place in two short steps, the caller's last place first. */
describe.each(databaseKinds())('USSD places (%s)', (kind) => {
  let t: TestApp;
  let places: Places;
  let lookups: Lookups;
  let employer: Person;

  const phoneOf = async (person: Person) => (await t.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).phone as string;

  /** Replays `answers` in a fresh session through the engine; every screen is checked and returned. */
  const walk = async (phone: string, answers: string[]) => {
    const engine = t.app.get(UssdEngine);
    const sessionId = newSession();
    const hop = (input: string, index: number) =>
      engine.handle({ gateway: 'africastalking', sessionId, msisdn: phone, network: null, input, isNew: index === 0, hop: answers.slice(0, index).join('*') });
    const screens = [(await hop('', 0)).text];
    for (const [index, answer] of answers.entries()) {
      const reply = await hop(answer, index + 1);
      expectScreen(reply.text, reply.end);
      screens.push(reply.text);
    }
    return screens;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { USSD_HOPS_PER_PHONE_PER_MINUTE: '1000' });
    await t.app.get(AdminSettingsService).get();
    await t.dataSource
      .getRepository(AdminSettings)
      .update({ id: 1 }, { ussd_service_code: '*384*123#', ussd_gateway_secret: SECRET, ussd_allowed_addresses: '127.0.0.1, ::1' });
    places = await makePlaces(t.dataSource);
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Allen Avenue Works');
    // Work in Lagos, most of it in Ikeja; one job in Kano.
    const at = (latitude: number, longitude: number, lgaId: number, title: string) =>
      makeListing(t.dataSource, employer.id, lookups, {
        job_title: title,
        state: places.stateId(lgaId === places.lgaId('Kano', 'Kano Municipal') ? 'Kano' : 'Lagos'),
        latitude: latitude.toFixed(7),
        longitude: longitude.toFixed(7),
        lga_id: lgaId,
      });
    for (let i = 0; i < 3; i += 1) await at(6.6 + i / 1000, 3.35, places.lgaId('Lagos', 'Ikeja'), `Ikeja job ${i + 1}`);
    await at(6.5095, 3.3711, places.lgaId('Lagos', 'Lagos Mainland'), 'Yaba job');
    await at(11.982, 8.519, places.lgaId('Kano', 'Kano Municipal'), 'Kano job');
  }, 120_000);
  afterAll(() => t?.close());

  it('a Lagos caller reaches "Jobs near me" in Ikeja in three answers from the terminal phone; next time Ikeja is offered first', async () => {
    const caller = await makeFreelancer(t, undefined, 'Bisi Lagos');
    await t.dataSource.getRepository(Profile).update({ user_id: caller.id }, { state_id: places.stateId('Lagos') });
    const phone = await phoneOf(caller);
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    const { port } = t.app.getHttpServer().address() as { port: number };
    const terminal = (answers: string[]) =>
      run(process.execPath, [join(__dirname, '..', '..', 'scripts', 'ussd.mjs'), '--api', `http://127.0.0.1:${port}`, '--secret', SECRET, '--phone', phone, '--answers', answers.join(',')], { timeout: 30_000 });
    try {
      // The place menu: the caller's state first; then Lagos's LGAs, the most used (Ikeja) first.
      const screens = await walk(phone, ['1', '1']);
      expect(screens[1]).toMatch(/^Jobs near:\n1 Lagos\n/);
      expect(screens[2]).toMatch(/^Lagos - area:\n1 Ikeja\n2 Lagos Mainland\n/);
      const { stdout } = await terminal(['1', '1', optionsOf(screens[2]).Ikeja]);
      expect(stdout).toMatch(/\| Jobs near Ikeja: +\|/);
      for (const title of ['Ikeja job 1', 'Ikeja job 2', 'Ikeja job 3', 'Yaba job']) expect(stdout).toContain(title);
      // Nearest first: Ikeja's jobs, then Yaba's; the far one (Kano) only after them.
      expect(stdout.indexOf('Ikeja job 1')).toBeLessThan(stdout.indexOf('Yaba job'));
      expect(stdout.indexOf('Yaba job')).toBeLessThan(stdout.indexOf('Kano job'));
      const [session] = await t.dataSource.query('SELECT lga_id FROM ussd_sessions WHERE user_id = ? ORDER BY id DESC LIMIT 1', [caller.id]);
      expect(Number(session.lga_id)).toBe(places.lgaId('Lagos', 'Ikeja'));

      // The last place, offered first: two answers.
      const again = await walk(phone, ['1', '1']);
      expect(again[1]).toMatch(/^Jobs near:\n1 Ikeja, Lagos\n2 Lagos\n/);
      expect(again[2]).toMatch(/^Jobs near Ikeja:\n1 Ikeja job/);
    } finally {
      await new Promise((resolve) => t.app.getHttpServer().close(resolve));
    }
  }, 60_000);

  it('a caller with a location set on the site is offered it, named by its LGA; a job screen reads its area', async () => {
    const located = await makeFreelancer(t, { latitude: 6.5095, longitude: 3.3711 }, 'Yemi Yaba');
    await t.dataSource.getRepository(Profile).update({ user_id: located.id }, { lga_id: places.lgaId('Lagos', 'Lagos Mainland') });
    const screens = await walk(await phoneOf(located), ['1', '1', '1']);
    expect(screens[1]).toMatch(/^Jobs near:\n1 My location: Lagos Mainland\n/);
    expect(screens[2]).toMatch(/^Jobs near you:\n1 Yaba job/);
    expect(screens[3]).toMatch(/\nArea: Lagos Mainland, Lagos\n/);
  });

  it.each(['en', 'fr'])('in %s, every place screen (every page of states, every page of every state’s LGAs) fits 160 GSM-7 characters', async (language) => {
    const walker = await makeFreelancer(t, undefined, 'Walker Places');
    await t.dataSource.getRepository(User).update({ id: walker.id }, { language });
    const phone = await phoneOf(walker);
    let screens = 0;
    const states = new Set<string>();
    let lgas = 0;
    for (let statePage = 0; ; statePage += 1) {
      const prefix = ['1', ...Array<string>(statePage).fill('98')];
      const [, ...shown] = await walk(phone, prefix);
      const menu = shown.at(-1)!;
      screens += 1;
      const choices = Object.entries(optionsOf(menu)).filter(([, key]) => key !== '98' && key !== '0');
      for (const [name, key] of choices) {
        states.add(name);
        for (let lgaPage = 0; ; lgaPage += 1) {
          const [, ...lgaScreens] = await walk(phone, [...prefix, key, ...Array<string>(lgaPage).fill('98')]);
          const lgaMenu = lgaScreens.at(-1)!;
          screens += 1;
          lgas += Object.values(optionsOf(lgaMenu)).filter((option) => option !== '98' && option !== '0').length;
          if (!/\n98 /.test(lgaMenu)) break;
        }
      }
      if (!/\n98 /.test(menu)) break;
    }
    // The 37 states (and the two test states of makeLookups), all 774 LGAs, each on a checked screen.
    expect(states.size).toBe(39);
    expect(lgas).toBe(774);
    expect(screens).toBeGreaterThan(140);
  }, 240_000);

  it('registration asks the place the same way, and it becomes the caller’s last place', async () => {
    const phone = '08099999977';
    const screens = await walk(phone, ['1', 'Kemi', 'Ade', '1']);
    // Most used states first: Lagos has the most open jobs here.
    expect(screens[3]).toMatch(/^Your state:\n1 Lagos\n/);
    expect(screens[4]).toMatch(/^Your area \(LGA\):\n1 Ikeja\n/);
    const done = await walk(phone, ['1', 'Kemi', 'Ade', '1', '1', '1', '1']);
    expect(done.at(-1)).toMatch(/Registered|registered/);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ phone });
    expect(await t.dataSource.getRepository(Profile).findOneByOrFail({ user_id: user.id })).toMatchObject({ state_id: places.stateId('Lagos') });
    const next = await walk(phone, ['1']);
    expect(next[1]).toMatch(/^Jobs near:\n1 Ikeja, Lagos\n/);
  });
});
