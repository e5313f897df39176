import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const api = join(root, 'api');

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

const WRITES_A_HIRE_STATUS_THROUGH_ITS_OWNER = `
import type { EntityManager, Repository } from 'typeorm';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
export class Payouts {
  async payOut(manager: EntityManager, id: number) {
    await manager.withRepository(this.applications).update({ id }, { status: 'paid' });
    await this.applications.save({ id, status: 'paid' });
    await this.applications.createQueryBuilder().update().set({ status: 'paid' }).where('id = :id', { id }).execute();
    const inTransaction = manager.withRepository(this.applications);
    await inTransaction.update({ id }, { status: 'paid' });
    await this.applications.update({ id }, { paid_at: new Date() });
  }
  constructor(@InjectJobApplications() private readonly applications: Repository<JobApplication>) {}
}
export async function refund(applications: Repository<JobApplication>, id: number) {
  await applications.update({ id }, { status: 'refunded' });
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

  it('fail the build on a hire status written through the job applications’ repository', () => {
    const wrong = lint('api/src/payments/payouts.service.ts', WRITES_A_HIRE_STATUS_THROUGH_ITS_OWNER);
    expect(wrong.status).toBe(1);
    // Five writes of `status`; the write of `paid_at` alone is not one.
    expect(wrong.rules.filter((rule) => rule === 'gigmarket/hire-status-owner')).toHaveLength(5);
    expect(lint('api/src/hires/hire-state.ts', WRITES_A_HIRE_STATUS_THROUGH_ITS_OWNER).rules).not.toContain('gigmarket/hire-status-owner');
  });

  it('fail the build on a transaction opened without the helper', () => {
    const wrong = lint('api/src/jobs/listings.service.ts', OPENS_A_TRANSACTION);
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

/**
 * Cruises probe files written into api/src (as `files`: path under src -> code) with the API's
 * boundary rules (api/.dependency-cruiser.cjs), following nothing past them; the rules they break.
 */
function cruise(files: Record<string, string>): { rules: string[]; status: number | null } {
  const folder = mkdtempSync(join(api, 'src', 'common', 'boundary-probe-'));
  const probe = folder.slice(join(api, 'src').length + 1);
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code);
    const depcruise = (output: string) =>
      spawnSync(
        process.execPath,
        [join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), `src/${probe}`, '--config', '.dependency-cruiser.cjs', '--do-not-follow', `^src/(?!${probe})`, '--output-type', output],
        { cwd: api, encoding: 'utf8' },
      );
    // `err` is the output the lint step uses (its exit status is the build's); `json` names the rules.
    const status = depcruise('err').status;
    const result = JSON.parse(depcruise('json').stdout || '{"summary":{"violations":[]}}') as { summary: { violations: { rule: { name: string } }[] } };
    return { rules: result.summary.violations.map((violation) => violation.rule.name), status };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the API import boundaries (api/.dependency-cruiser.cjs)', () => {
  it('fail the build on an import that runs up a floor', () => {
    const wrong = cruise({ 'helper.ts': "import { HiresService } from '../../hires/hires.service';\nexport const owner = HiresService;\n" });
    expect(wrong.status).not.toBe(0);
    expect(wrong.rules).toContain('floor-common');
  });

  it('fail the build on files that import each other', () => {
    const wrong = cruise({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(wrong.status).not.toBe(0);
    expect(wrong.rules).toContain('no-circular');
  });

  it('fail the build on another folder\'s entity class, and pass its owner\'s repository or a type', () => {
    const wrong = cruise({ 'reader.ts': "import { Category } from '../../categories/category.entity';\nexport const table = Category;\n" });
    expect(wrong.status).not.toBe(0);
    expect(wrong.rules).toEqual(['owner-entity']);
    const owned = cruise({
      'reader.ts':
        "import type { Category } from '../../categories/category.entity';\nimport { InjectCategories } from '../../categories/repositories';\nexport const inject = InjectCategories;\nexport type Row = Category;\n",
    });
    expect(owned).toEqual({ rules: [], status: 0 });
  });

  it('pass an import that runs down', () => {
    const clean = cruise({ 'helper.ts': "import { APP_CONFIG } from '../../config/config';\nexport const token = APP_CONFIG;\n" });
    expect(clean).toEqual({ rules: [], status: 0 });
  });
});
