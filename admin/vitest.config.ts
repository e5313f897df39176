import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A whole react-admin page renders in a second or two alone, and several times slower while
    // npm test runs the API's suites and the journeys beside it.
    testTimeout: 60000,
  },
});
