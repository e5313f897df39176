/** A select's options: an empty first choice, then each state or LGA by name (the picker and the near-area form). */
export function NamedOptions({ items, empty }: { items: Array<{ id: number; name: string }>; empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {items.map((item) => (
        <option key={item.id} value={String(item.id)}>
          {item.name}
        </option>
      ))}
    </>
  );
}
