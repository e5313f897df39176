import * as argon2 from 'argon2';

/** argon2id with the library's recommended cost; the hash embeds its own salt and parameters. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

/** Constant-time check (argon2.verify compares in constant time); false for a missing hash. */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
