import { checkAnswer, UNDOCUMENTED_ALLOWED } from './support/contract';

/**
 * The check every integration suite runs on each answer (support/contract.ts; docs/testing.md
 * "The contract on every answer") fails on an answer that drifts from the OpenAPI documents: a
 * wrong type, a missing field, an undocumented status, content type or route.
 */
const json = (body: unknown) => JSON.stringify(body);
const ikeja = { id: 504, name: 'Ikeja', state_id: 25, state_name: 'Lagos', latitude: 6.60327, longitude: 3.34948, aliases: [] };
const location = (lga: unknown) => ({ result: true, message: 'Location saved', data: { latitude: 6.6018, longitude: 3.3515, lga } });
const answer = (status: number, body: unknown, url = '/api/profile/location', method = 'GET', contentType = 'application/json; charset=utf-8') => ({ method, url, status, contentType, body: json(body) });

describe('the contract check of every answer', () => {
  it('passes an answer that fits its operation, a nullable reference answered as null included', () => {
    expect(checkAnswer(answer(200, location(ikeja)))).toEqual([]);
    expect(checkAnswer(answer(200, location(null)))).toEqual([]);
    expect(checkAnswer(answer(200, { result: true, message: 'OK', data: null }, '/api/lookups/lgas/at?latitude=6.6&longitude=3.3'))).toEqual([]);
  });

  it('fails a body whose field has the wrong type, naming the field', () => {
    const problems = checkAnswer(answer(200, location({ ...ikeja, latitude: '6.60327' })));
    expect(problems).toContainEqual(expect.stringMatching(/^GET \/api\/profile\/location 200: body\/data\/lga\/latitude must be number/));
  });

  it('fails a body that lacks a required field', () => {
    const { lga: _lga, ...data } = location(ikeja).data;
    expect(checkAnswer(answer(200, { result: true, message: 'Location saved', data }))).toEqual([expect.stringContaining("must have required property 'lga'")]);
  });

  it('fails a kobo amount answered as text in the back office (integers, as answered)', () => {
    const url = '/api/admin/transactions?_start=0&_end=10';
    expect(checkAnswer(answer(200, [{ id: 1, amount_minor: 150000, fee_minor: null }], url))).toEqual([]);
    expect(checkAnswer(answer(200, [{ id: 1, amount_minor: '150000' }], url))).toEqual([expect.stringContaining('body/0/amount_minor must be integer')]);
  });

  it('fails a refusal that is not the error shape, and a success status the operation does not document', () => {
    expect(checkAnswer(answer(401, { result: false, message: 'Unauthorized', message_key: 'spec.unauthorized' }))).toEqual([]);
    expect(checkAnswer(answer(401, { error: 'Unauthorized' }))).toEqual([expect.stringContaining("must have required property 'result'")]);
    // GET /api/profile/location documents 200, not 201: the answer falls to `default`, the error shape.
    expect(checkAnswer(answer(201, location(null)))[0]).toContain('body/result must be equal to one of the allowed values');
  });

  it('fails a content type the operation does not document, and a body that is not JSON', () => {
    expect(checkAnswer({ ...answer(200, location(null)), contentType: 'text/html; charset=utf-8' })).toEqual([expect.stringContaining('content type text/html is not one of')]);
    expect(checkAnswer({ ...answer(200, location(null)), body: '<html>' })).toEqual([expect.stringContaining('the body is not JSON')]);
  });

  it('fails a route no document lists, unless the short allow-list names it', () => {
    expect(checkAnswer(answer(200, { result: true }, '/api/secret-route', 'POST'))).toEqual([expect.stringContaining('no operation of the documents answers POST /api/secret-route')]);
    expect(checkAnswer(answer(200, { ok: true }, '/api/test/clock/advance', 'POST'))).toEqual([]);
    expect(UNDOCUMENTED_ALLOWED.length).toBeLessThanOrEqual(4);
    // An unknown path answers the error shape.
    expect(checkAnswer(answer(404, { result: false, message: 'Not found' }, '/api/nothing-here'))).toEqual([]);
    expect(checkAnswer(answer(404, { statusCode: 404 }, '/api/nothing-here'))).not.toEqual([]);
  });
});
