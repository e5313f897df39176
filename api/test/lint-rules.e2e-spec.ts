import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** Lints `code` as if it were the file at `path` (relative to the workspace), with the workspace's own config. */
function lint(path: string, code: string): { rules: string[]; status: number | null } {
  const eslint = spawnSync(process.execPath, [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', path, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(eslint.stdout || '[{"messages":[]}]') as { messages: { ruleId: string | null }[] }[];
  return { rules: result.messages.map((message) => message.ruleId ?? 'parse'), status: eslint.status };
}

const WRITES_A_HIRE_STATUS = `
import type { EntityManager } from 'typeorm';
import { JobApplication } from '../applications/job-application.entity';
export async function payOut(manager: EntityManager, id: number) {
  await manager.update(JobApplication, { id }, { status: 'paid' });
  await manager.getRepository(JobApplication).update({ id }, { status: 'paid' });
  await manager.createQueryBuilder().update(JobApplication).set({ status: 'paid' }).where('id = :id', { id }).execute();
  await manager.query("UPDATE jobapplication SET paid_at = NOW(), status = 'paid' WHERE id = ?", [id]);
}
`;

const OPENS_A_TRANSACTION = `
import type { DataSource } from 'typeorm';
export async function save(dataSource: DataSource) {
  await dataSource.transaction(async (manager) => manager.query('SELECT 1'));
  const runner = dataSource.createQueryRunner();
  await runner.startTransaction();
}
`;

describe('the workspace lint rules (tools/eslint/gigmarket-plugin.mjs)', () => {
  it('fail the build on a hire status written outside the hire state machine', () => {
    const wrong = lint('api/src/payments/payouts.service.ts', WRITES_A_HIRE_STATUS);
    expect(wrong.status).toBe(1);
    expect(wrong.rules.filter((rule) => rule === 'gigmarket/hire-status-owner')).toHaveLength(4);
    // The owner itself may.
    expect(lint('api/src/hires/hire-state.ts', WRITES_A_HIRE_STATUS).rules).not.toContain('gigmarket/hire-status-owner');
  });

  it('fail the build on a transaction opened without the helper', () => {
    const wrong = lint('api/src/listings/listings.service.ts', OPENS_A_TRANSACTION);
    expect(wrong.status).toBe(1);
    expect(wrong.rules.filter((rule) => rule === 'gigmarket/transaction-helper')).toHaveLength(2);
    expect(lint('api/src/common/transaction.ts', OPENS_A_TRANSACTION).rules).not.toContain('gigmarket/transaction-helper');
  });

  it('pass the code as it is', () => {
    const clean = lint(
      'api/src/hires/example.ts',
      `import type { DataSource } from 'typeorm';\nimport { transaction } from '../common/transaction';\nexport const run = (dataSource: DataSource) => transaction(dataSource, async (manager) => manager.query('SELECT 1'));\n`,
    );
    expect(clean).toEqual({ rules: [], status: 0 });
  });
});
