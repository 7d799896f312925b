import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A JSON value signed with an HMAC key: `{payload}.{signature}`, both base64url, for what the portal hands
 * out and must trust when it comes back (a public form's token, the Instagram connect's state).
 */
const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signPayload(key: Buffer, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The value when the signature is ours (compared in constant time), else null; its shape is the caller's to check. */
export function readSignedPayload(key: Buffer, raw: string): Record<string, unknown> | null {
  const [payload, signature, ...rest] = raw.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
