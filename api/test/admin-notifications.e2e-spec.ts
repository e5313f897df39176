import { Notification } from '../src/notifications/notification.entity';
import { NotificationsService } from '../src/notifications/notifications.service';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertUser, tokenFor } from './support/admin-fixtures';

describe.each(databaseKinds())('own notifications (%s)', (kind) => {
  let app: TestApp;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  const repo = () => app.dataSource.getRepository(Notification);

  beforeAll(async () => {
    app = await createTestApp(kind);
    const a = await insertUser(app.dataSource, 'freelancer');
    const b = await insertUser(app.dataSource, 'employer');
    alice = { id: a.id, token: await tokenFor(app, a.id) };
    bob = { id: b.id, token: await tokenFor(app, b.id) };
    const service = app.app.get(NotificationsService);
    await app.dataSource.transaction(async (manager) => {
      await service.write(manager, [
        { user_id: alice.id, notice_type: 'approval', title: 'First', message: '<p>one</p>' },
        {
          user_id: alice.id,
          notice_type: 'custom',
          title: 'Second',
          message: '<p onmouseover="x()">two <a href="javascript:x()">link</a></p>',
        },
        { user_id: bob.id, notice_type: 'application', title: 'Bob only', message: '<p>bob</p>' },
      ]);
    });
  });
  afterAll(async () => app?.close());

  it("lists only the caller's own notifications, newest first, sanitised", async () => {
    const res = await as(app, alice.token).get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(Object.keys(res.body.data[0]).sort()).toEqual([
      'created_at',
      'link',
      'message',
      'notice_type',
      'notificationId',
      'title',
    ]);
    expect(res.body.data[0]).toMatchObject({
      notice_type: 'custom',
      link: null,
      message: '<p>two <a rel="noopener noreferrer nofollow">link</a></p>',
    });
  });

  it("deletes the caller's own notification", async () => {
    const mine = await repo().findOneByOrFail({ user_id: alice.id, title: 'First' });
    const res = await as(app, alice.token).delete(`/api/notifications/${mine.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);
    expect(await repo().existsBy({ id: mine.id })).toBe(false);
    const list = await as(app, alice.token).get('/api/notifications');
    expect(list.body.data.map((n: { title: string }) => n.title)).toEqual(['Second']);
  });

  it("cannot delete another user's notification: 404 and nothing changes", async () => {
    const bobs = await repo().findOneByOrFail({ user_id: bob.id });
    const before = await repo().count();
    const res = await as(app, alice.token).delete(`/api/notifications/${bobs.id}`);
    expect(res.status).toBe(404);
    expect(res.body.result).toBe(false);
    expect(await repo().count()).toBe(before);
    expect(await repo().existsBy({ id: bobs.id })).toBe(true);
    expect((await as(app, alice.token).delete('/api/notifications/999999')).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await as(app, null).get('/api/notifications')).status).toBe(401);
    expect((await as(app, null).delete('/api/notifications/1')).status).toBe(401);
  });
});
