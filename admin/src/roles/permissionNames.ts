/** A role's `permissions` as names, whether the API sends names or Permission rows. */
export function permissionNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item: unknown) => {
      if (typeof item === 'string') return item;
      if (item && typeof item === 'object') {
        const row = item as { name?: string; resource?: string; action?: string };
        return row.name ?? (row.resource && row.action ? `${row.resource}.${row.action}` : undefined);
      }
      return undefined;
    })
    .filter((name): name is string => Boolean(name));
}
