// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api, args, get, run } from '~/test/route-harness';
import { loader } from './jobs-facets';

const counts = { category_id: [{ value: 1, count: 3 }], job_type: [{ value: 5, count: 3 }], state: [{ value: 25, count: 3 }] };

describe('the search’s facet counts, loaded when its filters open', () => {
  it('asks the API for the counts of the URL’s search, and nothing else', async () => {
    api.userType = 'freelancer';
    api.answer = () => ({ body: { result: true, message: 'OK', data: { facets: counts } } });
    const out = await run(async () => loader(args(await get('/freelancer/jobs/facets?q=clean&category_id=1&sort=amount'))));
    expect(out).toEqual({ status: 200, data: { facets: counts } });
    expect(api.calls).toEqual([{ method: 'GET', path: '/jobs/facets?q=clean&category_id=1&sort=amount&page=1&per_page=10', body: undefined }]);
  });

  it('answers no counts when the API has none or fails: the filters show plain choices', async () => {
    api.userType = 'freelancer';
    api.answer = () => ({ body: { result: true, message: 'OK', data: { facets: null } } });
    expect(await run(async () => loader(args(await get('/freelancer/jobs/facets?q=clean'))))).toEqual({ status: 200, data: { facets: null } });
    api.answer = () => ({ status: 503, body: { result: false, message: 'Service unavailable' } });
    expect(await run(async () => loader(args(await get('/freelancer/jobs/facets?q=clean'))))).toEqual({ status: 200, data: { facets: null } });
  });

  it('is a freelancer’s: an employer is sent away', async () => {
    api.userType = 'employer';
    const out = await run(async () => loader(args(await get('/freelancer/jobs/facets?q=clean'))));
    expect(out.status).toBe(302);
    expect(api.calls).toEqual([]);
  });
});
