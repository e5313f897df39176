/**
 * Jest's `setupFilesAfterEnv` of every spec: a test during which an answer of a test app drifted
 * from the OpenAPI documents fails, naming each drift (support/contract.ts; docs/testing.md "The
 * contract on every answer").
 */
import { flushCount, takeDrifts } from './contract-drifts';

afterEach(() => {
  const drifts = takeDrifts();
  if (drifts.length) {
    throw new Error(`${drifts.length} answer(s) drifted from the OpenAPI documents (api/openapi.json, api/openapi-admin.json):\n${[...new Set(drifts)].join('\n')}`);
  }
});

afterAll(() => {
  // Answers sent after the last test (a `afterAll` of the suite's own) fail the suite.
  const drifts = takeDrifts();
  flushCount();
  if (drifts.length) throw new Error(`${drifts.length} answer(s) drifted from the OpenAPI documents:\n${[...new Set(drifts)].join('\n')}`);
});
