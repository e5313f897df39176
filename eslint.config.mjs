// One ESLint flat config for the workspace: TypeScript recommended rules, no `any` leaks.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import gigmarket from './tools/eslint/gigmarket-plugin.mjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/build/**', '**/node_modules/**', '**/.react-router/**', 'e2e/artifacts/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The API's invariants (docs/architecture.md "Rules the build enforces"): one writer of a
    // hire's status, one way to open a transaction.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.spec.ts', 'api/src/database/migrations/**'],
    plugins: { gigmarket },
    rules: { 'gigmarket/hire-status-owner': 'error', 'gigmarket/transaction-helper': 'error' },
  },
  {
    files: ['api/src/hires/hire-state.ts'],
    rules: { 'gigmarket/hire-status-owner': 'off' },
  },
  {
    files: ['api/src/common/transaction.ts'],
    rules: { 'gigmarket/transaction-helper': 'off' },
  },
);
