import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session token a request carries, read the way better-auth reads it (better-call's signed
 * cookie, better-auth's bearer plugin), so the portal can look the session up in one query of its
 * own: `Authorization: Bearer <token>` (the raw token, or token.signature) wins over the
 * `<prefix>.session_token` cookie, whose value is token.signature (HMAC-SHA256 of the token with the
 * auth secret, base64). A bad signature means no token.
 */
export interface SessionTokenSource {
  /** better-auth's session cookie name, e.g. portal.session_token (with __Secure- over https). */
  cookieName: string;
  secret: string;
}

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The token of `token.signature` when the signature is the token's (a 44-character base64 HMAC, as better-call writes
 * it).
 * @internal
 */
export function verifySignedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest('base64');
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? token : null;
}

/**
 * The value of one cookie of a Cookie header (the first of that name), URL-decoded; null when absent.
 * @internal
 */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return tryDecode(value);
  }
  return null;
}

function bearerToken(header: string, secret: string): string | null {
  if (header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = header.slice(7).trim();
  if (!token) return null;
  // an unsigned bearer token is the session token itself (better-auth signs it on the client's behalf)
  if (!token.includes('.')) return token;
  return verifySignedToken(token.includes('%') ? tryDecode(token) : token, secret);
}

export function sessionTokenOf(
  headers: { cookie?: string; authorization?: string },
  source: SessionTokenSource,
): string | null {
  const fromBearer = headers.authorization ? bearerToken(headers.authorization, source.secret) : null;
  if (fromBearer) return fromBearer;
  const signed = headers.cookie ? cookieValue(headers.cookie, source.cookieName) : null;
  return signed ? verifySignedToken(signed, source.secret) : null;
}
