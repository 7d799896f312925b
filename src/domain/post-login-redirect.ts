import { supportedCountriesCore } from './countries.ts';

/** Where a user without any supplier goes: the get-listed form. */
export const getListedPath = '/get-listed';

/** The pages from which a platform admin is sent to /search (spec section 2, rule 2). */
const adminEntryPaths = ['/', '/login', '/signup', '/signup-invite'];
/** A `next` back to a sign-in page would loop. */
const authPaths = ['/login', '/signup', '/forgot-password', '/reset-password'];

const probeOrigin = 'https://portal.invalid';

/**
 * `next` when it is a path of this site, normalised, else null: no scheme (`https:`, `javascript:`), no
 * protocol-relative `//host` before or after normalising, no backslash (browsers read `/\host` as
 * `//host`), no control characters.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, probeOrigin);
  } catch {
    return null;
  }
  // dot segments are resolved first: `/..//evil.example` normalises to the protocol-relative `//evil.example`
  if (url.origin !== probeOrigin || url.pathname.startsWith('//') || authPaths.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface PostLoginRedirectInput {
  /** The `next` query parameter, if any. */
  next?: string | null;
  /** The page the user signed in on (default /login). */
  fromPath?: string;
  isPlatformAdmin: boolean;
  /** The country of the user's active supplier; null when the user has no supplier. */
  supplierCountry: string | null;
}

/**
 * Spec section 2 "Post-login redirect": 1. a same-origin `next`; 2. platform admins signing in on the
 * root, login or invite page go to /search; 3. others go to /dashboard when they qualify (an active
 * supplier in a core market: GB, DE or FR), else to /enquiry-manager. A user without any supplier
 * has nothing to manage yet and goes to the get-listed form (docs/decisions/auth.md, "Post-login redirect").
 */
export function postLoginRedirect({
  next,
  fromPath = '/login',
  isPlatformAdmin,
  supplierCountry,
}: PostLoginRedirectInput): string {
  const safeNext = safeNextPath(next);
  if (safeNext) return safeNext;
  if (isPlatformAdmin && adminEntryPaths.includes(fromPath)) return '/search';
  if (supplierCountry === null) return isPlatformAdmin ? '/search' : getListedPath;
  return (supportedCountriesCore as readonly string[]).includes(supplierCountry) ? '/dashboard' : '/enquiry-manager';
}
