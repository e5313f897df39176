import { createContext, useContext } from 'react';

/** The document's CSP nonce, provided by entry.server; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
