import request from 'supertest';
import { Category } from '../src/categories/category.entity';
import { Industry, JobType, Skill } from '../src/lookups/lookup.entities';
import { User } from '../src/users/user.entity';
import { Profile } from '../src/users/profile.entity';
import { UssdEngine } from '../src/ussd/ussd-engine';
import { as, insertUser, tokenFor } from './support/admin-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makePlaces, type Lookups, type Person, type Places } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { expectUssdScreen } from './support/ussd-fixtures';

const FR = { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' };
const FCT = 'Federal Capital Territory';
const FCT_FR = 'Territoire de la capitale fédérale';

let sessionCounter = 0;

/** Reference data in French (docs/i18n.md): names in the caller's language, edited in the back office. */
describe.each(databaseKinds())('reference data in French (%s)', (kind) => {
  let t: TestApp;
  let places: Places;
  let freelancer: Person;
  let admin: ReturnType<typeof as>;
  let ids: { cleaning: number; creative: number; nightShift: number; oneOff: number; healthcare: number; plumbing: number; tiling: number };
  let translatedJob: number;
  let untranslatedJob: number;

  const names = (body: { data: Array<{ name: string }> }) => body.data.map((item) => item.name);

  beforeAll(async () => {
    t = await createTestApp(kind, { USSD_HOPS_PER_PHONE_PER_MINUTE: '1000' });
    places = await makePlaces(t.dataSource);
    const [cleaning, creative] = await t.dataSource.getRepository(Category).save([
      { category_name: 'Cleaning', category_name_fr: 'Ménage', category_slug: 'cleaning', category_status: 'active' },
      { category_name: 'Creative', category_name_fr: null, category_slug: 'creative', category_status: 'active' },
    ]);
    const [nightShift, oneOff] = await t.dataSource.getRepository(JobType).save([
      { name: 'Night shift', name_fr: 'Travail de nuit' },
      { name: 'One-off', name_fr: null },
    ]);
    const healthcare = await t.dataSource.getRepository(Industry).save({ name: 'Healthcare', name_fr: 'Santé' });
    const [plumbing, tiling] = await t.dataSource.getRepository(Skill).save([
      { name: 'Plumbing', name_fr: 'Plomberie' },
      { name: 'Tiling', name_fr: null },
    ]);
    ids = { cleaning: cleaning.id, creative: creative.id, nightShift: nightShift.id, oneOff: oneOff.id, healthcare: healthcare.id, plumbing: plumbing.id, tiling: tiling.id };
    const lookups: Lookups = {
      categoryId: cleaning.id,
      otherCategoryId: creative.id,
      jobTypeId: nightShift.id,
      otherJobTypeId: oneOff.id,
      stateId: places.stateId(FCT),
      otherStateId: places.stateId('Lagos'),
      skillIds: [plumbing.id, tiling.id],
    };
    const employer = await makeEmployer(t, 'Garki Facility Services');
    translatedJob = (
      await makeListing(t.dataSource, employer.id, lookups, {
        job_title: 'Office cleaning in Garki',
        latitude: '9.0300000',
        longitude: '7.4900000',
        lga_id: places.lgaId(FCT, 'Municipal Area Council'),
      })
    ).id;
    untranslatedJob = (
      await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Shoot a product video', category_id: creative.id, job_type: oneOff.id })
    ).id;
    // At the centre of the Municipal Area Council without an LGA of its own: USSD shows its state.
    await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Night guard for a Wuse office', latitude: '8.9428900', longitude: '7.4062300' });
    freelancer = await makeFreelancer(t, { latitude: 9.05, longitude: 7.49 }, 'Amaka Abuja');
    const superadmin = await insertUser(t.dataSource, 'superadmin');
    admin = as(t, await tokenFor(t, superadmin.id));
  }, 120_000);
  afterAll(() => t?.close());

  it('the lookup lists answer French names, sorted in French, with Accept-Language: fr, and English without', async () => {
    const jobTypes = await request(t.http).get('/api/lookups/jobtypes').set(FR).expect(200);
    expect(jobTypes.body.data).toEqual(expect.arrayContaining([{ id: ids.nightShift, name: 'Travail de nuit' }]));
    expect(names((await request(t.http).get('/api/lookups/jobtypes').expect(200)).body)).toEqual(expect.arrayContaining(['Night shift', 'One-off']));
    expect(names((await request(t.http).get('/api/lookups/industries').set(FR).expect(200)).body)).toContain('Santé');
    expect(names((await request(t.http).get('/api/lookups/industries').expect(200)).body)).toContain('Healthcare');
    expect(names((await request(t.http).get('/api/lookups/skills').set(FR).expect(200)).body)).toContain('Plomberie');

    const states = names((await request(t.http).get('/api/lookups/states').set(FR).expect(200)).body);
    expect(states).toContain(FCT_FR);
    expect(states).not.toContain(FCT);
    // Proper nouns keep their name.
    expect(states).toContain('Lagos');
    expect(states).toEqual([...states].sort(new Intl.Collator('fr').compare));
    expect(states.indexOf(FCT_FR)).toBe(states.indexOf('Taraba') + 1);
    const english = names((await request(t.http).get('/api/lookups/states').set('Accept-Language', 'en').expect(200)).body);
    expect(english).toContain(FCT);
    expect(english).not.toContain(FCT_FR);

    const home = await request(t.http).get('/api/home').set(FR).expect(200);
    expect(home.body.data.categories.map((c: { category_name: string }) => c.category_name)).toEqual(expect.arrayContaining(['Ménage']));
    const homeEn = await request(t.http).get('/api/home').expect(200);
    expect(homeEn.body.data.categories.map((c: { category_name: string }) => c.category_name)).toEqual(expect.arrayContaining(['Cleaning']));
  });

  it('a row with no French name is answered in English in French', async () => {
    expect(names((await request(t.http).get('/api/lookups/jobtypes').set(FR).expect(200)).body)).toContain('One-off');
    expect(names((await request(t.http).get('/api/lookups/skills').set(FR).expect(200)).body)).toEqual(expect.arrayContaining(['Plomberie', 'Tiling']));
    const home = await request(t.http).get('/api/home').set(FR).expect(200);
    expect(home.body.data.categories.map((c: { category_name: string }) => c.category_name)).toEqual(expect.arrayContaining(['Ménage', 'Creative']));
    const details = await request(t.http).get(`/api/jobs/${untranslatedJob}`).set(freelancer.auth).set(FR).expect(200);
    expect(details.body.data).toMatchObject({ category: { category_name: 'Creative' }, jobtype: { name: 'One-off' }, stateName: FCT_FR });
  });

  it('a job’s search card, details and public page name its category, job type and state in the caller’s language', async () => {
    const search = await request(t.http).get('/api/jobs').query({ q: 'Garki' }).set(freelancer.auth).set(FR).expect(200);
    const card = search.body.data.items.find((item: { id: number }) => item.id === translatedJob);
    expect(card).toMatchObject({
      category: { id: ids.cleaning, category_name: 'Ménage' },
      jobtype: { id: ids.nightShift, name: 'Travail de nuit' },
      state: { name: FCT_FR },
      lga: { name: 'Municipal Area Council', state_name: FCT_FR },
    });
    const searchEn = await request(t.http).get('/api/jobs').query({ q: 'Garki' }).set(freelancer.auth).expect(200);
    expect(searchEn.body.data.items.find((item: { id: number }) => item.id === translatedJob)).toMatchObject({
      category: { category_name: 'Cleaning' },
      jobtype: { name: 'Night shift' },
      state: { name: FCT },
      lga: { state_name: FCT },
    });

    const details = await request(t.http).get(`/api/jobs/${translatedJob}`).set(freelancer.auth).set(FR).expect(200);
    expect(details.body.data).toMatchObject({
      category: { id: ids.cleaning, category_name: 'Ménage' },
      jobtype: { id: ids.nightShift, name: 'Travail de nuit' },
      stateName: FCT_FR,
      lga: { state_name: FCT_FR },
    });
    const detailsEn = await request(t.http).get(`/api/jobs/${translatedJob}`).set(freelancer.auth).expect(200);
    expect(detailsEn.body.data).toMatchObject({ category: { category_name: 'Cleaning' }, jobtype: { name: 'Night shift' }, stateName: FCT });

    const publicPage = await request(t.http).get(`/api/home/jobs/${translatedJob}`).set(FR).expect(200);
    expect(publicPage.body.data).toMatchObject({ category: { category_name: 'Ménage' }, stateName: FCT_FR });
  });

  it('the freelancer’s own skills and their public profile name the skills in French', async () => {
    const worker = await makeFreelancer(t, undefined, 'Chidi Skills');
    await request(t.http).put('/api/profile/skills').set(worker.auth).set(FR).send({ skill_ids: [ids.plumbing, ids.tiling] }).expect(200);
    const own = await request(t.http).get('/api/profile/skills').set(worker.auth).set(FR).expect(200);
    expect(names(own.body)).toEqual(['Plomberie', 'Tiling']);
    const seen = await request(t.http).get(`/api/profiles/${worker.id}`).set(freelancer.auth).set(FR).expect(200);
    expect(seen.body.data.skills.map((skill: { name: string }) => skill.name)).toEqual(['Plomberie', 'Tiling']);
    const seenEn = await request(t.http).get(`/api/profiles/${worker.id}`).set(freelancer.auth).expect(200);
    expect(seenEn.body.data.skills.map((skill: { name: string }) => skill.name)).toEqual(['Plumbing', 'Tiling']);
  });

  it('an admin edits a French name and the site answers it; cleared, the site answers the English name', async () => {
    const record = await admin.get(`/api/admin/jobtypes/${ids.nightShift}`).expect(200);
    expect(record.body).toMatchObject({ id: ids.nightShift, name: 'Night shift', name_fr: 'Travail de nuit' });
    const saved = await admin.put(`/api/admin/jobtypes/${ids.nightShift}`).send({ ...record.body, name_fr: '  Poste de nuit ' }).expect(200);
    expect(saved.body).toMatchObject({ name: 'Night shift', name_fr: 'Poste de nuit' });
    expect((await t.dataSource.getRepository(JobType).findOneByOrFail({ id: ids.nightShift })).name_fr).toBe('Poste de nuit');

    expect(names((await request(t.http).get('/api/lookups/jobtypes').set(FR).expect(200)).body)).toContain('Poste de nuit');
    const details = await request(t.http).get(`/api/jobs/${translatedJob}`).set(freelancer.auth).set(FR).expect(200);
    expect(details.body.data.jobtype.name).toBe('Poste de nuit');
    expect((await request(t.http).get(`/api/jobs/${translatedJob}`).set(freelancer.auth).expect(200)).body.data.jobtype.name).toBe('Night shift');

    // A category and a state the same way, through their own resources.
    const category = await admin.get(`/api/admin/categories/${ids.creative}`).expect(200);
    expect(category.body).toMatchObject({ category_name: 'Creative', category_name_fr: null });
    await admin.put(`/api/admin/categories/${ids.creative}`).send({ ...category.body, category_name_fr: 'Création' }).expect(200);
    const untranslated = await request(t.http).get(`/api/jobs/${untranslatedJob}`).set(freelancer.auth).set(FR).expect(200);
    expect(untranslated.body.data.category.category_name).toBe('Création');
    const lagos = await admin.get(`/api/admin/states/${places.stateId('Lagos')}`).expect(200);
    expect(lagos.body).toMatchObject({ name: 'Lagos', name_fr: 'Lagos' });
    expect((await admin.put(`/api/admin/states/${places.stateId('Lagos')}`).send({ ...lagos.body, name_fr: 'x'.repeat(101) })).status).toBe(400);

    // Emptied: stored as null, and French pages show the English name.
    await admin.put(`/api/admin/jobtypes/${ids.nightShift}`).send({ ...record.body, name_fr: '' }).expect(200);
    expect((await t.dataSource.getRepository(JobType).findOneByOrFail({ id: ids.nightShift })).name_fr).toBeNull();
    expect((await request(t.http).get(`/api/jobs/${translatedJob}`).set(freelancer.auth).set(FR).expect(200)).body.data.jobtype.name).toBe('Night shift');
    await admin.put(`/api/admin/jobtypes/${ids.nightShift}`).send({ ...record.body }).expect(200);
  });

  describe('USSD screens follow the caller’s users.language', () => {
    const walk = async (phone: string, answers: string[]) => {
      const engine = t.app.get(UssdEngine);
      const sessionId = `refnames_${process.pid}_${++sessionCounter}`;
      const hop = (input: string, index: number) =>
        engine.handle({ gateway: 'africastalking', sessionId, msisdn: phone, network: null, input, isNew: index === 0, hop: answers.slice(0, index).join('*') });
      const screens = [(await hop('', 0)).text];
      for (const [index, answer] of answers.entries()) {
        const reply = await hop(answer, index + 1);
        expectUssdScreen(reply.text, reply.end);
        screens.push(reply.text);
      }
      return screens;
    };
    const caller = async (language: 'en' | 'fr', name: string) => {
      const person = await makeFreelancer(t, undefined, name);
      await t.dataSource.getRepository(User).update({ id: person.id }, { language });
      await t.dataSource.getRepository(Profile).update({ user_id: person.id }, { state_id: places.stateId(FCT) });
      return (await t.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).phone as string;
    };

    it('a French caller’s place menu and area screen name the state in French; an English caller’s in English', async () => {
      // "Jobs near me" (1), then the caller's own state, offered first (1).
      const french = await walk(await caller('fr', 'Aïcha Francophone'), ['1', '1']);
      expect(french[1]).toMatch(/^Offres près de:\n1 Territoire de la capitale f[ée]d[ée]rale\n/);
      expect(french[2]).toMatch(/^Territoire de la capitale f[ée]d[ée]rale - zone:\n/);
      const english = await walk(await caller('en', 'Ade Anglophone'), ['1', '1']);
      expect(english[1]).toMatch(/^Jobs near:\n1 FCT Abuja\n/);
      expect(english[2]).toMatch(/^FCT Abuja - area:\n/);
    });

    it('a French caller’s job screen names the job’s state in French', async () => {
      const phone = await caller('fr', 'Binta Francophone');
      // The state (1), then the Municipal Area Council, then the nearest job (1).
      const screens = await walk(phone, ['1', '1']);
      const area = [...screens[2].matchAll(/^(\d+) Municipal Area Council$/gm)][0]?.[1];
      expect(area).toBeDefined();
      const job = await walk(phone, ['1', '1', area!, '1']);
      expect(job[3]).toMatch(/\n1 Night guard for a Wuse office/);
      expect(job[4]).toMatch(/^Night guard for a Wuse office\n/);
      // The screen also offers Save and Report now, so a long place is cut to fit 160 characters.
      expect(job[4]).toMatch(/: Territoire de la/);
      expect(job[4]).not.toMatch(/Federal|FCT/);
    });
  });
});
