import { existsSync, readFileSync, rmSync } from 'node:fs';
import { countsFile } from './contract-drifts';
import { dropTemplates } from './template-schemas';

/** Jest's global tear-down: drops the run's template schemas and says how many answers were checked against the documents. */
export default async function globalTeardown(): Promise<void> {
  const runId = process.env.GIG_TEST_TEMPLATE_RUN;
  if (runId) await dropTemplates(runId);
  const counts = countsFile();
  if (existsSync(counts)) {
    const [answers, checkMs, compiled, compileMs] = readFileSync(counts, 'utf8')
      .split('\n')
      .filter(Boolean)
      .reduce<number[]>((sum, line) => line.split(' ').map((value, index) => sum[index] + Number(value)), [0, 0, 0, 0]);
    console.log(
      `\nContract: ${answers} answers checked against the OpenAPI documents in ${(checkMs / 1000).toFixed(1)} s (loading the documents included), ` +
        `${compiled} validators compiled in ${(compileMs / 1000).toFixed(1)} s of it (test/support/contract.ts).`,
    );
    rmSync(counts, { force: true });
  }
}
