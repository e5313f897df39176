import { test as base, expect } from '@playwright/test';
import { holdShared, releaseAloneIfHeldBy } from './api-state';

export { expect };

/**
 * The journeys' `test`: each journey holds its shard's API shared while it runs, so a journey that
 * moves the API's clock has it alone (support/api-state.ts, docs/testing.md "Journey fixtures").
 */
export const test = base.extend<{ apiShared: void }>({
  apiShared: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
    async ({}, use, testInfo) => {
      const id = `${testInfo.workerIndex}-${testInfo.testId}`;
      const release = await holdShared(id, testInfo.timeout);
      try {
        await use();
      } finally {
        release();
        releaseAloneIfHeldBy(id);
      }
    },
    { auto: true },
  ],
});
