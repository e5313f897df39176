/**
 * A page of "My jobs" with a job's shifts (docs/shifts.md) together where the first of them
 * stood, the next shift first: those not ended by start, then the ended ones, latest first. An
 * application to an ordinary job keeps its place. The site's hire list orders the same way.
 */
export function nextShiftFirst<T extends { listing: { id: number; job_id: number; starts_at: Date | null; ends_at: Date | null } }>(items: readonly T[], now: Date): T[] {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.listing.job_id, [...(groups.get(item.listing.job_id) ?? []), item]);
  const at = (value: Date | null) => value?.getTime() ?? 0;
  const ahead = (item: T) => at(item.listing.ends_at) > now.getTime();
  return [...groups.values()].flatMap((group) =>
    group.length === 1
      ? group
      : [
          ...group.filter(ahead).sort((a, b) => at(a.listing.starts_at) - at(b.listing.starts_at)),
          ...group.filter((item) => !ahead(item)).sort((a, b) => at(b.listing.starts_at) - at(a.listing.starts_at)),
        ],
  );
}
