import { RESOURCE_PATHS, type BackOfficeResource } from '../routes';

/** Every leaf a string: lets fr.ts prove it translates every key en.ts has. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export interface ResourceMessages {
  name: string;
  fields: Record<string, string>;
  [extra: string]: string | Record<string, string>;
}

/**
 * Resource labels are written per REST name (`listings`) and handed to react-admin under the
 * resource's route name (`admin/listings`), which is what its field labels look up.
 */
export function byRoute<T extends Record<BackOfficeResource, unknown>>(byRest: T): Record<string, T[BackOfficeResource]> {
  const out: Record<string, T[BackOfficeResource]> = {};
  for (const rest of Object.keys(byRest) as BackOfficeResource[]) {
    out[RESOURCE_PATHS[rest]] = byRest[rest];
    // Also under the REST name, so `resources.listings.fields.job_title` reads as STYLE.md says.
    out[rest] = byRest[rest];
  }
  return out;
}
