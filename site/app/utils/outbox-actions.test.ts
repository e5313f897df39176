import { describe, expect, it } from 'vitest';
import { IDEMPOTENT_ACTIONS } from '@gigmarket/shared';
import { matchOutbox, OUTBOX_ACTIONS } from './outbox-actions';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('the outbox actions table', () => {
  it('has one entry per idempotent action of the API', () => {
    expect(OUTBOX_ACTIONS.map((a) => a.name).sort()).toEqual([...IDEMPOTENT_ACTIONS].sort());
  });

  it('recognises the forms of the job page and the hire page', () => {
    const apply = matchOutbox('/freelancer/details/12', form({ intent: 'apply', new_price: ' 8000 ' }))!;
    expect(apply.action.name).toBe('apply');
    expect(apply.params).toEqual({ listing_id: '12', new_price: '8000' });
    // Sent as the API's decimal, whatever the habit it was typed in ("8,000", "8 000").
    expect(apply.action.api(apply.params)).toEqual({ path: '/jobs/12/apply', method: 'POST', body: { new_price: '8000.00' } });
    expect(apply.action.api({ listing_id: '12', new_price: '8 000' }).body).toEqual({ new_price: '8000.00' });
    expect(matchOutbox('/freelancer/details/12', form({ intent: 'apply' }))!.action.api({ listing_id: '12' }).body).toEqual({});
    expect(matchOutbox('/freelancer/details/12', form({ intent: 'unsave' }))!.action.api({ listing_id: '12' })).toEqual({ path: '/bookmarks/12', method: 'DELETE' });
    expect(matchOutbox('/freelancer/hires/7', form({ intent: 'start' }))!.action.name).toBe('check-in');
    expect(matchOutbox('/freelancer/hires/7', form({ intent: 'done' }))!.action.api({ hire_id: '7' }).path).toBe('/freelancer/hires/7/done');
  });

  it('recognises the thread page’s send form: text queued, an attachment or an empty message refused offline', () => {
    const sent = matchOutbox('/freelancer/messages/31', form({ intent: 'send', body: ' On my way ' }))!;
    expect(sent.action.name).toBe('message');
    expect(sent.params).toEqual({ party: 'freelancer', application_id: '31', body: ' On my way ' });
    expect(sent.action.api(sent.params)).toEqual({ path: '/applications/31/messages', method: 'POST', body: { body: ' On my way ' } });
    expect(sent.action.page(sent.params)).toBe('/freelancer/messages/31');
    expect(sent.action.refuseOffline!(form({ intent: 'send', body: 'On my way' }))).toBeNull();
    expect(matchOutbox('/employer/messages/31', form({ intent: 'send', body: 'Hi' }))!.action.page({ party: 'employer', application_id: '31' })).toBe('/employer/messages/31');
    const withFile = form({ intent: 'send', body: 'See the photo' });
    withFile.set('file', new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(sent.action.refuseOffline!(withFile)).toBe('outbox.attachmentOffline');
    const emptyFile = form({ intent: 'send', body: 'Text only' });
    emptyFile.set('file', new File([], ''));
    expect(sent.action.refuseOffline!(emptyFile)).toBeNull();
    expect(sent.action.refuseOffline!(form({ intent: 'send', body: '  ' }))).toBe('conversations.bodyRequired');
    expect(matchOutbox('/freelancer/messages/31', form({ intent: 'block' }))).toBeNull();
  });

  it('leaves every other form alone (sent as usual)', () => {
    expect(matchOutbox('/freelancer/details/12', form({ intent: 'connect' }))).toBeNull();
    expect(matchOutbox('/employer/hires/7', form({ intent: 'start' }))).toBeNull();
    expect(matchOutbox('/login', form({}))).toBeNull();
  });
});

describe('the outbox names', () => {
  it('are the same in the page (outbox-actions) and in the outbox store the worker shares', async () => {
    const actions = await import('./outbox-actions');
    const store = await import('./outbox-store');
    expect([store.OUTBOX_DB, store.OUTBOX_SYNC_TAG, store.OUTBOX_CHANNEL]).toEqual([actions.OUTBOX_DB, actions.OUTBOX_SYNC_TAG, actions.OUTBOX_CHANNEL]);
  });

  it('says the outbox holds nothing where there is no IndexedDB, without loading the store', async () => {
    const { outboxMayHoldEntries } = await import('./outbox-actions');
    const saved = globalThis.indexedDB;
    // @ts-expect-error: a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      expect(await outboxMayHoldEntries()).toBe(false);
    } finally {
      if (saved) globalThis.indexedDB = saved;
    }
  });
});
