import { JobSearchService } from '../src/jobs/job-search.service';
import type { JobSearchQueryDto } from '../src/jobs/job-search.dto';
import { Profile } from '../src/users/profile.entity';
import { User } from '../src/users/user.entity';
import { UssdEngine, NEAR_RINGS_KM } from '../src/ussd/ussd-engine';
import { AdminSettingsService } from '../src/admin/admin-settings.service';
import { databaseKinds } from './support/databases';
import {
  makeEmployer,
  makeFreelancer,
  makeListing,
  makeLookups,
  type Lookups,
  type Person,
} from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let sessionCounter = 0;
const newSession = () => `near_${process.pid}_${++sessionCounter}`;

/**
 * "Jobs near me" widens rings of 25, 100, 400 km, then the whole Earth (api/src/ussd/ussd-engine.ts,
 * jobsNear): its pages must be exactly the unbounded nearest-first search's, far jobs included.
 */
describe.each(databaseKinds())('USSD jobs near me by widening rings (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;
  let phone: string;
  let search: JobSearchService;

  const title = (n: number) => `J${String(n).padStart(2, '0')}`;

  /** Every "Jobs near me" screen, following 98 More to the end; and the radii searched per screen. */
  /** `place`: the answers of the place menu ("1": the caller's own location, the first line for a caller with a point). */
  const walk = async (who: string, place = ['1']) => {
    const engine = t.app.get(UssdEngine);
    const spy = jest.spyOn(search, 'search');
    const sessionId = newSession();
    const screens: string[] = [];
    const radii: Array<Array<number | undefined>> = [];
    try {
      await engine.handle({
        gateway: 'africastalking',
        sessionId,
        msisdn: who,
        network: null,
        input: '',
        isNew: true,
        hop: '',
      });
      const hops = ['1', ...place];
      for (const [i, answer] of hops.slice(0, -1).entries())
        await engine.handle({ gateway: 'africastalking', sessionId, msisdn: who, network: null, input: answer, isNew: false, hop: hops.slice(0, i + 1).join('*') });
      for (let i = 0; i < 10; i += 1) {
        spy.mockClear();
        const reply = await engine.handle({
          gateway: 'africastalking',
          sessionId,
          msisdn: who,
          network: null,
          input: hops[hops.length - 1],
          isNew: false,
          hop: hops.join('*'),
        });
        screens.push(reply.text);
        radii.push(spy.mock.calls.map(([, query]) => query.radius_km));
        if (!/\n98 /.test(reply.text)) break;
        hops.push('98');
      }
    } finally {
      spy.mockRestore();
    }
    const titles = screens.flatMap((screen) => [...screen.matchAll(/^\d (J\d\d)/gm)].map((match) => match[1]));
    return { screens, radii, titles };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.get(AdminSettingsService).get();
    search = t.app.get(JobSearchService);
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Ring Road Works Limited');
    freelancer = await makeFreelancer(t, { latitude: 6.5, longitude: 3.37 }, 'Bola Ring');
    phone = (await t.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).phone as string;
    // Created far-first, so that ids do not follow distance: the order must come from the distance.
    const places: Array<[number, number | null, number | null]> = [
      [14, 11.85, 13.16], // Maiduguri, ~1,300 km: only the whole-Earth ring holds it
      [13, 9.21, 3.37], // ~301 km
      [12, 9.2, 3.37], // ~300 km
      [11, 7.02, 3.37], // ~58 km
      [10, 7.01, 3.37],
      [9, 7.0, 3.37], // ~56 km
      [8, 6.56, 3.37],
      [7, 6.55, 3.37],
      [6, 6.54, 3.37],
      [5, 6.53, 3.37],
      [3, 6.52, 3.37],
      [4, 6.52, 3.37], // the same point as J03: the tie is broken by id, as the site's search does
      [2, 6.51, 3.37],
      [1, 6.5, 3.37], // 0 km
      [0, null, null], // no point: never "near" (see jobsNear)
    ];
    for (const [n, latitude, longitude] of places)
      await makeListing(t.dataSource, employer.id, lookups, {
        job_title: title(n),
        latitude: latitude === null ? null : latitude.toFixed(7),
        longitude: longitude === null ? null : longitude.toFixed(7),
      });
  }, 120_000);
  afterAll(() => t?.close());

  it('pages nearest first through every ring: the order is the unbounded search order, the far job comes last', async () => {
    const { screens, radii, titles } = await walk(phone);
    // 14 located jobs, 5 a screen: 3 screens, "98 More" on the first two only.
    expect(screens).toHaveLength(3);
    expect(screens[0]).toMatch(/^Jobs near you:\n1 J01 /);
    expect(titles).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(title));
    // Page 1 needs 6 jobs: 25 km holds 8. Page 2 needs 11: 25 km (8) is too few, 100 km holds 11.
    // Page 3 needs 16: 100 km (11) and 400 km (13) are too few; the whole Earth holds all 14.
    expect(radii).toEqual([[25], [25, 100], [100, 400, NEAR_RINGS_KM[3]]]);

    // The unbounded search (the site's, no radius) orders the same jobs the same way; it puts the
    // job without a point first (its distance is NULL), which "near me" leaves out.
    const unbounded = await search.search(freelancer.id, { sort: 'distance', per_page: 50 } as JobSearchQueryDto, 'en');
    expect(unbounded.items[0]).toMatchObject({ job_title: title(0), distance_km: null });
    expect(unbounded.items.filter((item) => item.distance_km !== null).map((item) => item.job_title)).toEqual(titles);
  });

  it('a job far away still appears once the near ones are paged through, whatever ring a page started in', async () => {
    // Move the freelancer next to the far job: it is now first, and the Lagos jobs ~1,300 km away
    // are reached through the widening rings in distance order.
    const wanderer = await makeFreelancer(t, { latitude: 11.85, longitude: 13.16 }, 'Musa Far');
    const wandererPhone = (await t.dataSource.getRepository(User).findOneByOrFail({ id: wanderer.id })).phone as string;
    const { titles, radii } = await walk(wandererPhone);
    const unbounded = await search.search(wanderer.id, { sort: 'distance', per_page: 50 } as JobSearchQueryDto, 'en');
    expect(titles[0]).toBe(title(14));
    expect(titles).toEqual(unbounded.items.filter((item) => item.distance_km !== null).map((item) => item.job_title));
    expect(new Set(titles).size).toBe(14);
    expect(radii[0]).toEqual([25, 100, 400, NEAR_RINGS_KM[3]]);
  });

  it('without a point on the profile, the state chosen (the profile’s, offered first) lists its jobs newest first', async () => {
    const stateless = await makeFreelancer(t, undefined, 'Ngozi State');
    await t.dataSource.getRepository(Profile).update({ user_id: stateless.id }, { state_id: lookups.stateId });
    const who = (await t.dataSource.getRepository(User).findOneByOrFail({ id: stateless.id })).phone as string;
    const { titles, radii } = await walk(who);
    // Newest first (the last created, J00 without a point, included); no radius asked.
    expect(titles.slice(0, 3)).toEqual([title(0), title(1), title(2)]);
    expect(titles).toHaveLength(15);
    expect(radii.flat().every((radius) => radius === undefined)).toBe(true);
  });
});
