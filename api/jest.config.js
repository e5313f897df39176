// Unit specs beside the code (src, *.spec.ts) and integration suites (test, *.e2e-spec.ts).
const swc = JSON.parse(require('fs').readFileSync(__dirname + '/.swcrc', 'utf8'));
delete swc.$schema;

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // NestJS 12 ships ES modules only; jest's CommonJS runtime needs them compiled like our code.
  transform: { '^.+\\.(ts|m?js)$': ['@swc/jest', swc] },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|whatsapp-api-js|flatbush|flatqueue|load-esm|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)'],
  setupFiles: ['reflect-metadata'],
  // Every answer of a test app is checked against the OpenAPI documents; a drift fails the test (docs/testing.md).
  setupFilesAfterEnv: ['<rootDir>/test/support/contract-hooks.ts'],
  // One migrated template schema per database per run, copied for each suite (docs/testing.md).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  reporters: ['default', ['<rootDir>/test/support/slowest-files-reporter.js', { count: 15 }]],
  // Suites share nothing (each its own database, searchd, redis-server and ports: docs/testing.md),
  // and wait on MariaDB's commits as much as they compute: two run side by side even on two cores.
  maxWorkers: Number(process.env.JEST_WORKERS) || Math.max(2, require('os').availableParallelism() - 1),
};
