import { createHmac, randomBytes } from 'node:crypto';
import { isWidgetField, type WidgetField } from '../../domain/enquiries/enquiry-widget.ts';
import type { AppDeps } from '../app-deps.ts';
import { readSignedPayload, signPayload } from './signed-payload.ts';

/**
 * The token of a public form the portal serves (the enquiry widget, a couple's review page): which form
 * (the widget's supplier, or a review link), which fields it shows and when it was served, signed with a
 * key derived from AUTH_SECRET. It proves the submission comes from our page, fixes the fields the
 * submission is validated against, and gives the minimum fill time.
 */
export interface FormToken {
  /** What the form is for: a supplier's public id (widget), `reviews/{publicId}/{linkId}` (review page). */
  publicId: string;
  fields: WidgetField[];
  /** Epoch milliseconds the page was served. */
  issuedAt: number;
  /** Random per served form, so a form that may be sent only once is known again (two pages served at once differ). */
  id: string;
}

/**
 * People take longer than this to fill in even the smallest form; robots post at once.
 * @internal
 */
export const minFillMs = 3_000;
/** An older page must be reloaded (its token also limits how long a copied token can be replayed). */
const maxFormAgeMs = 24 * 60 * 60_000;

const secrets = new WeakMap<AppDeps, Buffer>();

/** The signing key: derived from AUTH_SECRET (shared by every node), else random per app (tests). */
export function formTokenKey(deps: AppDeps): Buffer {
  let key = secrets.get(deps);
  if (!key) {
    const secret = deps.config.AUTH_SECRET;
    key = secret ? createHmac('sha256', secret).update('enquiry-widget-form-token').digest() : randomBytes(32);
    secrets.set(deps, key);
  }
  return key;
}

export function signFormToken(key: Buffer, token: Omit<FormToken, 'id'>): string {
  return signPayload(key, {
    p: token.publicId,
    f: token.fields,
    t: token.issuedAt,
    n: randomBytes(12).toString('base64url'),
  });
}

function decode(key: Buffer, raw: string): FormToken | null {
  const { p, f, t, n } = readSignedPayload(key, raw) ?? {};
  if (
    typeof p !== 'string' ||
    !Array.isArray(f) ||
    !f.every(isWidgetField) ||
    typeof t !== 'number' ||
    typeof n !== 'string'
  )
    return null;
  return { publicId: p, fields: f, issuedAt: t, id: n };
}

/** The token when it is ours, for this supplier's page, and not older than `maxFormAgeMs`; else null. */
export function readFormToken(key: Buffer, raw: string, publicId: string, now: number): FormToken | null {
  const token = decode(key, raw);
  return token && token.publicId === publicId && now - token.issuedAt <= maxFormAgeMs ? token : null;
}

/** Sent sooner than a person can fill in the form (or from a clock ahead of ours). */
export function sentTooFast(token: FormToken, now: number): boolean {
  return now - token.issuedAt < minFillMs;
}
