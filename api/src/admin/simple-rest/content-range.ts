import type { Response } from 'express';

/** `Content-Range: <resource> <first>-<last>/<total>` as ra-data-simple-rest reads it (`*` when the page is empty). */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  return count > 0 ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`;
}

export function setContentRange(
  response: Response,
  resource: string,
  start: number,
  count: number,
  total: number,
): void {
  response.setHeader('Content-Range', contentRange(resource, start, count, total));
  response.setHeader('X-Total-Count', String(total));
}
