/**
 * Places as people read them (docs/places.md): "Ikeja, Lagos · 2.6 km", never coordinates. The
 * one formatter for an area and a distance: job cards, job pages and the place picker call it.
 */
export type Area = { name: string; state_name: string };

/** "2.6 km" / "2,6 km": one decimal under 10 km, whole kilometres beyond. */
export function formatDistance(km: number, locale: string): string {
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km)} km`;
}

/** "Ikeja, Lagos", "Ikeja, Lagos · 2.6 km" (the distance only when the viewer's point is known), or the distance alone. */
export function formatArea(area: Area | null | undefined, distanceKm: number | null | undefined, locale: string): string {
  const name = area ? `${area.name}, ${area.state_name}` : '';
  const distance = distanceKm === null || distanceKm === undefined ? '' : formatDistance(distanceKm, locale);
  return [name, distance].filter(Boolean).join(' · ');
}
