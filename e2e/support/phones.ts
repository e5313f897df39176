/** Phone numbers for the journeys' own people (support/people.ts). */

let made = 0;

/**
 * A phone number that no other journey of the run has: 070, this worker's index (three digits)
 * and a count (five digits). Each shard has its own database, so workers of two shards may repeat
 * a number without meeting. Seeded demo phones start 0803, so they never collide either.
 */
export function uniquePhone(): string {
  made += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 1000;
  return `070${String(worker).padStart(3, '0')}${String(made % 100_000).padStart(5, '0')}`;
}
