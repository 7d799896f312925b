import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library defaults, which are OWASP's recommended minimum
 * (19 MiB memory, 2 passes, 1 lane). `2` is Algorithm.Argon2id (an ambient const enum).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 });
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // a malformed stored hash is a failed sign-in, not a server error
    return false;
  }
}
