import { HttpError } from 'react-admin';

/** The API's `{ errors: { field: message } }` as react-hook-form field errors. */
export function serverErrors(error: unknown): Record<string, string> | undefined {
  if (error instanceof HttpError) {
    const body = error.body as { errors?: Record<string, string> } | undefined;
    if (body?.errors && Object.keys(body.errors).length > 0) return body.errors;
  }
  return undefined;
}
