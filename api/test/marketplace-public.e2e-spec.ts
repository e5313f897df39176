import request from 'supertest';
import { hashPassword } from '../src/common/passwords';
import { Portfolio } from '../src/portfolio/portfolio.entity';
import { Post } from '../src/posts/post.entity';
import { AdminSettings } from '../src/settings/admin-settings.entity';
import { Profile } from '../src/users/profile.entity';
import { SocialMedia, UserSkill } from '../src/users/user-link.entities';
import { databaseKinds } from './support/databases';
import { authEnv } from './support/auth-fixtures';
import { count, Lookups, makeEmployer, makeFreelancer, makeListing, makeLookups, Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);

describe.each(databaseKinds())('home, posts, profiles and portfolio (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;
  let other: Person;

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Home Co');
    freelancer = await makeFreelancer(t, undefined, 'Fay Folio');
    other = await makeFreelancer(t, undefined, 'Oz Other');
    await t.dataSource.getRepository(AdminSettings).insert({ currency: 'NGN', gateway_fee: '1.50', file_max: 2, video_max: 1, image_max: 5 });
    await t.dataSource.getRepository(Post).insert([
      { post_title: 'Welcome', post_slug: 'welcome', post_status: 'published', post_description: '<p>Hello</p>' },
      { post_title: 'Members only', post_slug: 'members', post_status: 'published', post_protect: true, post_password: await hashPassword('open sesame'), post_description: '<p>Secret</p>' },
      { post_title: 'Unfinished', post_slug: 'unfinished', post_status: 'draft' },
    ]);
  });
  afterAll(() => t.close());

  it('answers the landing page and the public job page without signing in', async () => {
    const open = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Landing job' });
    const closed = await makeListing(t.dataSource, employer.id, lookups, { status: 'closed' });
    const home = await request(t.http).get('/api/home');
    expect(home.status).toBe(200);
    expect(home.body.data.latest.map((job: { id: number }) => job.id)).toEqual([open.id]);
    expect(home.body.data.categories.length).toBe(2);
    expect(home.body.data.posts.map((post: { post_slug: string }) => post.post_slug).sort()).toEqual(['members', 'welcome']);
    expect(home.body.data.featured[0]).toMatchObject({ id: open.id });
    const job = await request(t.http).get(`/api/home/jobs/${open.id}`);
    expect(job.body.data).toMatchObject({ job_title: 'Landing job', company: { company_name: 'Home Co' } });
    // A closed job's link still answers, saying it closed (docs/site.md "Public browsing").
    expect((await request(t.http).get(`/api/home/jobs/${closed.id}`)).body.data).toMatchObject({ id: closed.id, availability: 'closed' });
    const draft = await makeListing(t.dataSource, employer.id, lookups, { status: 'draft' });
    expect((await request(t.http).get(`/api/home/jobs/${draft.id}`)).status).toBe(404);
  });

  it('shows published posts by slug; a protected one only with its password', async () => {
    expect((await request(t.http).get('/api/posts/welcome')).body.data).toMatchObject({ post_title: 'Welcome', post_description: '<p>Hello</p>' });
    expect((await request(t.http).get('/api/posts/unfinished')).status).toBe(404);
    const locked = await request(t.http).get('/api/posts/members');
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ protected: true, data: { post_title: 'Members only' } });
    expect(JSON.stringify(locked.body)).not.toContain('Secret');
    expect((await request(t.http).post('/api/posts/members/unlock').send({ post_password: 'wrong' })).status).toBe(403);
    const unlocked = await request(t.http).post('/api/posts/members/unlock').send({ post_password: 'open sesame' });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data.post_description).toBe('<p>Secret</p>');
    expect(unlocked.body.data.post_password).toBeUndefined();
  });

  it('adds portfolio files checked by content, at most file_max at a time, and links', async () => {
    const added = await request(t.http).post('/api/portfolio').set(freelancer.auth).field('title', 'My work').attach('files', PDF, 'cv.pdf').attach('files', PNG, 'shot.png');
    expect(added.status).toBe(201);
    expect(added.body.data.map((item: { portfolio_type: string }) => item.portfolio_type)).toEqual(['document', 'image']);
    const file = await request(t.http).get(added.body.data[0].url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const tooMany = await request(t.http)
      .post('/api/portfolio')
      .set(freelancer.auth)
      .field('title', 'Too many')
      .attach('files', PDF, 'a.pdf')
      .attach('files', PDF, 'b.pdf')
      .attach('files', PDF, 'c.pdf');
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'You can only upload maximum of 2 files at a time']);
    const fake = await request(t.http).post('/api/portfolio').set(freelancer.auth).field('title', 'Fake').attach('files', Buffer.from('plain text'), 'fake.pdf');
    expect(fake.status).toBe(400);
    const link = await request(t.http).post('/api/portfolio').set(freelancer.auth).field('title', 'Site').field('link', 'https://example.com/work');
    expect(link.body.data[0]).toMatchObject({ portfolio_type: 'link', link: 'https://example.com/work' });
    expect(await count(t.dataSource, 'portfolio', { user_id: freelancer.id })).toBe(3);

    const id = added.body.data[0].id as number;
    expect((await request(t.http).delete(`/api/portfolio/${id}`).set(other.auth)).status).toBe(404);
    expect(await t.dataSource.getRepository(Portfolio).countBy({ id })).toBe(1);
    expect((await request(t.http).delete(`/api/portfolio/${id}`).set(freelancer.auth)).status).toBe(200);
    expect(await t.dataSource.getRepository(Portfolio).countBy({ id })).toBe(0);
    expect((await request(t.http).get(added.body.data[0].url)).status).toBe(404);
  });

  it('replaces skills and social links, and shows them on the public profile', async () => {
    const skills = await request(t.http).put('/api/profile/skills').set(freelancer.auth).send({ skill_ids: lookups.skillIds.slice(0, 2) });
    expect(skills.status).toBe(200);
    expect(skills.body.data).toHaveLength(2);
    expect((await request(t.http).put('/api/profile/skills').set(freelancer.auth).send({ skill_ids: [999999] })).status).toBe(400);
    expect(await t.dataSource.getRepository(UserSkill).countBy({ user_id: freelancer.id })).toBe(2);

    const links = await request(t.http)
      .put('/api/profile/social-links')
      .set(freelancer.auth)
      .send({ links: [{ name: 'LinkedIn', link: 'https://linkedin.com/in/fay' }, { name: 'GitHub', link: 'https://github.com/fay' }] });
    expect(links.status).toBe(200);
    const dup = await request(t.http)
      .put('/api/profile/social-links')
      .set(freelancer.auth)
      .send({ links: [{ name: 'X', link: 'https://x.com/a' }, { name: 'x', link: 'https://x.com/b' }] });
    expect(dup.status).toBe(400);
    expect(await t.dataSource.getRepository(SocialMedia).countBy({ user_id: freelancer.id })).toBe(2);
    expect((await request(t.http).put('/api/profile/social-links').set(freelancer.auth).send({ links: [{ name: 'Bad', link: 'javascript:alert(1)' }] })).status).toBe(400);

    const profile = await request(t.http).get(`/api/profiles/${freelancer.id}`).set(employer.auth);
    expect(profile.body.data.skills).toHaveLength(2);
    expect(profile.body.data.social_links.map((l: { name: string }) => l.name)).toEqual(['LinkedIn', 'GitHub']);
    expect(profile.body.data.portfolio.length).toBeGreaterThan(0);
    expect(profile.body.data.email).toBeUndefined();
    expect((await request(t.http).get('/api/profiles/999999').set(employer.auth)).status).toBe(404);
  });

  it('stores a profile video checked by content and within video_max MB', async () => {
    const video = await request(t.http).post('/api/profile/video').set(freelancer.auth).attach('file', MP4, 'me.mp4');
    expect(video.status).toBe(201);
    expect((await t.dataSource.getRepository(Profile).findOneByOrFail({ user_id: freelancer.id })).video).toBe(video.body.data.video);
    const notVideo = await request(t.http).post('/api/profile/video').set(freelancer.auth).attach('file', PDF, 'me.mp4');
    expect(notVideo.status).toBe(400);
    const big = await request(t.http).post('/api/profile/video').set(freelancer.auth).attach('file', Buffer.concat([MP4, Buffer.alloc(1024 * 1024)]), 'big.mp4');
    expect([big.status, big.body.message]).toEqual([400, 'The video may not be larger than 1 MB']);
    expect((await t.dataSource.getRepository(Profile).findOneByOrFail({ user_id: freelancer.id })).video).toBe(video.body.data.video);
  });
});
