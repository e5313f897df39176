/** Unit specs beside the code (src/**/*.spec.ts) and integration suites (test/**/*.e2e-spec.ts). */
const swc = JSON.parse(require('fs').readFileSync(__dirname + '/.swcrc', 'utf8'));
delete swc.$schema;

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
};
