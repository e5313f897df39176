/** `['open', 'closed']` -> react-admin choices whose names are translation keys (`app.status.open`). */
export function choices(values: readonly string[], prefix: string) {
  return values.map((id) => ({ id, name: `app.${prefix}.${id}` }));
}
