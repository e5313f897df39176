import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const api = join(root, 'api');

type Verdict = { rules: string[]; status: number | null };

/**
 * Lints each `[path, code]` as if it were the file at `path` (relative to the workspace), with the
 * workspace's own config, in one ESLint process (its start, about 2 s of CPU, once for all): per
 * file, the rules it breaks and the exit status the lint step would have on it alone (1 on an error).
 */
function lint<Name extends string>(files: Record<Name, [path: string, code: string]>): Record<Name, Verdict> {
  const program = `
    const { ESLint } = require('eslint');
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const verdicts = {};
      for (const [name, [path, code]] of Object.entries(JSON.parse(input))) {
        const [result] = await eslint.lintText(code, { filePath: path });
        verdicts[name] = { rules: result.messages.map((message) => message.ruleId ?? 'parse'), status: result.errorCount > 0 ? 1 : 0 };
      }
      process.stdout.write(JSON.stringify(verdicts));
    });`;
  const eslint = spawnSync(process.execPath, ['-e', program], { cwd: root, input: JSON.stringify(files), encoding: 'utf8' });
  if (eslint.status !== 0) throw new Error(`ESLint did not run: ${eslint.stderr}`);
  return JSON.parse(eslint.stdout) as Record<Name, Verdict>;
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
  let verdicts: Record<string, Verdict>;

  beforeAll(() => {
    verdicts = lint({
      statusOutside: ['api/src/payments/payouts.service.ts', WRITES_A_HIRE_STATUS],
      statusInOwner: ['api/src/hires/hire-state.ts', WRITES_A_HIRE_STATUS],
      repositoryOutside: ['api/src/payments/payouts.service.ts', WRITES_A_HIRE_STATUS_THROUGH_ITS_OWNER],
      repositoryInOwner: ['api/src/hires/hire-state.ts', WRITES_A_HIRE_STATUS_THROUGH_ITS_OWNER],
      transactionOutside: ['api/src/jobs/listings.service.ts', OPENS_A_TRANSACTION],
      transactionInHelper: ['api/src/common/transaction.ts', OPENS_A_TRANSACTION],
      clean: [
        'api/src/hires/example.ts',
        `import type { DataSource } from 'typeorm';\nimport { transaction } from '../common/transaction';\nexport const run = (dataSource: DataSource) => transaction(dataSource, async (manager) => manager.query('SELECT 1'));\n`,
      ],
    });
  });

  it('fail the build on a hire status written outside the hire state machine', () => {
    const wrong = verdicts.statusOutside;
    expect(wrong.status).toBe(1);
    expect(wrong.rules.filter((rule) => rule === 'gigmarket/hire-status-owner')).toHaveLength(4);
    // The owner itself may.
    expect(verdicts.statusInOwner.rules).not.toContain('gigmarket/hire-status-owner');
  });

  it('fail the build on a hire status written through the job applications’ repository', () => {
    const wrong = verdicts.repositoryOutside;
    expect(wrong.status).toBe(1);
    // Five writes of `status`; the write of `paid_at` alone is not one.
    expect(wrong.rules.filter((rule) => rule === 'gigmarket/hire-status-owner')).toHaveLength(5);
    expect(verdicts.repositoryInOwner.rules).not.toContain('gigmarket/hire-status-owner');
  });

  it('fail the build on a transaction opened without the helper', () => {
    const wrong = verdicts.transactionOutside;
    expect(wrong.status).toBe(1);
    expect(wrong.rules.filter((rule) => rule === 'gigmarket/transaction-helper')).toHaveLength(2);
    expect(verdicts.transactionInHelper.rules).not.toContain('gigmarket/transaction-helper');
  });

  it('pass the code as it is', () => {
    expect(verdicts.clean).toEqual({ rules: [], status: 0 });
  });
});

/**
 * Cruises probe folders written into api/src (each `probes[name]`: file name -> code) with the
 * API's boundary rules (api/.dependency-cruiser.cjs), following nothing past them, in one run of
 * each output: per probe, the rules its files break and the status the lint step would exit with
 * on it alone (its number of errors); `status` is the exit status of the run over them all.
 */
function cruise<Name extends string>(probes: Record<Name, Record<string, string>>): { verdicts: Record<Name, Verdict>; status: number | null; errors: number } {
  const folders = Object.fromEntries(Object.keys(probes).map((name) => [name, mkdtempSync(join(api, 'src', 'common', 'boundary-probe-'))])) as Record<Name, string>;
  const under = (folder: string) => `src/${folder.slice(join(api, 'src').length + 1)}/`;
  try {
    for (const name of Object.keys(probes) as Name[]) for (const [file, code] of Object.entries(probes[name])) writeFileSync(join(folders[name], file), code);
    const depcruise = (output: string) =>
      spawnSync(
        process.execPath,
        [join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), ...Object.values<string>(folders).map((folder) => under(folder).slice(0, -1)), '--config', '.dependency-cruiser.cjs', '--do-not-follow', '^src/(?!common/boundary-probe-)', '--output-type', output],
        { cwd: api, encoding: 'utf8' },
      );
    // `err` is the output the lint step uses (its exit status, the number of errors, is the build's); `json` names the rules.
    const status = depcruise('err').status;
    const result = JSON.parse(depcruise('json').stdout || '{"summary":{"violations":[]}}') as { summary: { violations: { from: string; rule: { name: string; severity: string } }[] } };
    const verdicts = Object.fromEntries(
      (Object.keys(probes) as Name[]).map((name) => {
        const own = result.summary.violations.filter((violation) => violation.from.startsWith(under(folders[name])));
        return [name, { rules: own.map((violation) => violation.rule.name), status: own.filter((violation) => violation.rule.severity === 'error').length }];
      }),
    ) as Record<Name, Verdict>;
    return { verdicts, status, errors: result.summary.violations.filter((violation) => violation.rule.severity === 'error').length };
  } finally {
    for (const folder of Object.values<string>(folders)) rmSync(folder, { recursive: true, force: true });
  }
}

describe('the API import boundaries (api/.dependency-cruiser.cjs)', () => {
  let cruised: ReturnType<typeof cruise<'upAFloor' | 'eachOther' | 'entityClass' | 'ownersRepository' | 'down'>>;

  beforeAll(() => {
    cruised = cruise({
      upAFloor: { 'helper.ts': "import { HiresService } from '../../hires/hires.service';\nexport const owner = HiresService;\n" },
      eachOther: {
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      },
      entityClass: { 'reader.ts': "import { Category } from '../../categories/category.entity';\nexport const table = Category;\n" },
      ownersRepository: {
        'reader.ts':
          "import type { Category } from '../../categories/category.entity';\nimport { InjectCategories } from '../../categories/repositories';\nexport const inject = InjectCategories;\nexport type Row = Category;\n",
      },
      down: { 'helper.ts': "import { APP_CONFIG } from '../../config/config';\nexport const token = APP_CONFIG;\n" },
    });
  });

  it('fail the build with as many errors as the probes break rules', () => {
    expect(cruised.errors).toBeGreaterThan(0);
    expect(cruised.status).toBe(cruised.errors);
  });

  it('fail the build on an import that runs up a floor', () => {
    const wrong = cruised.verdicts.upAFloor;
    expect(wrong.status).not.toBe(0);
    expect(wrong.rules).toContain('floor-common');
  });

  it('fail the build on files that import each other', () => {
    const wrong = cruised.verdicts.eachOther;
    expect(wrong.status).not.toBe(0);
    expect(wrong.rules).toContain('no-circular');
  });

  it('fail the build on another folder\'s entity class, and pass its owner\'s repository or a type', () => {
    const wrong = cruised.verdicts.entityClass;
    expect(wrong.status).not.toBe(0);
    expect(wrong.rules).toEqual(['owner-entity']);
    expect(cruised.verdicts.ownersRepository).toEqual({ rules: [], status: 0 });
  });

  it('pass an import that runs down', () => {
    expect(cruised.verdicts.down).toEqual({ rules: [], status: 0 });
  });
});
