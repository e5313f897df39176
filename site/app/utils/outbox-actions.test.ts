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
    expect(apply.action.api(apply.params)).toEqual({ path: '/jobs/12/apply', method: 'POST', body: { new_price: '8000' } });
    expect(matchOutbox('/freelancer/details/12', form({ intent: 'apply' }))!.action.api({ listing_id: '12' }).body).toEqual({});
    expect(matchOutbox('/freelancer/details/12', form({ intent: 'unsave' }))!.action.api({ listing_id: '12' })).toEqual({ path: '/bookmarks/12', method: 'DELETE' });
    expect(matchOutbox('/freelancer/hires/7', form({ intent: 'start' }))!.action.name).toBe('check-in');
    expect(matchOutbox('/freelancer/hires/7', form({ intent: 'done' }))!.action.api({ hire_id: '7' }).path).toBe('/freelancer/hires/7/done');
  });

  it('leaves every other form alone (sent as usual)', () => {
    expect(matchOutbox('/freelancer/details/12', form({ intent: 'connect' }))).toBeNull();
    expect(matchOutbox('/employer/hires/7', form({ intent: 'start' }))).toBeNull();
    expect(matchOutbox('/login', form({}))).toBeNull();
  });
});
