/** The part of `negotiator` (jshttp, Express's own Accept-* parser) the API uses; it ships no types. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the request's Accept-Language, undefined when none is acceptable. */
    language(available?: string[]): string | undefined;
  }
}
