/**
 * The answers of the running test that drifted from the OpenAPI documents (support/contract.ts),
 * and how many answers were checked. Kept apart from the validator so the hooks that read it load
 * no document in unit specs.
 */
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const drifts: string[] = [];
let validated = 0;
let checkMs = 0;
let compileMs = 0;
let compiled = 0;

export function recordDrift(problem: string): void {
  drifts.push(problem);
}

/** One answer checked, and the milliseconds it took (compiling a validator included). */
export function recordValidated(ms: number): void {
  validated += 1;
  checkMs += ms;
}

/** One validator compiled, and the milliseconds it took. */
export function recordCompiled(ms: number): void {
  compiled += 1;
  compileMs += ms;
}

/** The drifts recorded since the last call, emptied. */
export function takeDrifts(): string[] {
  return drifts.splice(0, drifts.length);
}

/** Where the run's suites add up their counts: the jest run's id (support/global-setup.ts). */
export function countsFile(): string {
  return join(tmpdir(), `gigmarket-contract-${process.env.GIG_TEST_TEMPLATE_RUN ?? 'run'}.log`);
}

/** Adds this suite's counts to the run's file (`answers checkMs compiled compileMs`, summed by the global tear-down). */
export function flushCount(): void {
  if (validated) appendFileSync(countsFile(), `${validated} ${checkMs.toFixed(1)} ${compiled} ${compileMs.toFixed(1)}\n`);
  validated = checkMs = compiled = compileMs = 0;
}
