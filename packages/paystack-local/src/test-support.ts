// For the tests: calls to the local Paystack's API with the secret key, answering status and JSON.
export const KEY = 'sk_test_local';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** A caller of the server at `base()` (read at each call, as tests restart servers). */
export function apiCaller(base: () => string) {
  return async (method: string, path: string, body?: unknown, key = KEY): Promise<Answer> => {
    const res = await fetch(base() + path, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: await res.json() };
  };
}
