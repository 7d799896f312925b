import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';

/**
 * The per-enquiry reply address `reply+<token>@<REPLY_MAIL_DOMAIN>`: the token names the outgoing message
 * the couple answers (and so its enquiry) and the last day it takes answers, signed with an HMAC key
 * derived from AUTH_SECRET. Not signed-payload.ts's `{json}.{signature}` in base64url: a mail address's
 * local part holds at most 64 characters (RFC 5321) and some mail servers lower-case it, so the token is
 * lower-case hex of fixed bytes: the message's UUID (16), the expiry day (2), 10 bytes of the HMAC.
 */
export interface ReplyToken {
  /** The outgoing message (a UUID) the answer belongs to. */
  messageId: string;
  /** Days since 1970-01-01 (UTC) of the last day answers are taken. */
  expiresDay: number;
}

const macBytes = 10;
const tokenPattern = /^[0-9a-f]{56}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const dayMs = 86_400_000;

const keys = new WeakMap<AppDeps, Buffer>();

/** The signing key: HKDF of AUTH_SECRET (shared by every node), else random per app (tests). */
export function replyAddressKey(deps: AppDeps): Buffer {
  let key = keys.get(deps);
  if (!key) {
    const secret = deps.config.AUTH_SECRET ?? randomBytes(32).toString('base64url');
    key = Buffer.from(hkdfSync('sha256', secret, 'supplier-portal', 'enquiry-reply-address', 32));
    keys.set(deps, key);
  }
  return key;
}

const mac = (key: Buffer, body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, macBytes);

export function signReplyToken(key: Buffer, token: ReplyToken): string {
  if (!uuidPattern.test(token.messageId)) throw new Error('a reply token names a message by its UUID');
  const body = Buffer.alloc(18);
  Buffer.from(token.messageId.replaceAll('-', ''), 'hex').copy(body);
  body.writeUInt16BE(token.expiresDay, 16);
  return Buffer.concat([body, mac(key, body)]).toString('hex');
}

export type ReadReplyToken = { token: ReplyToken } | { error: 'forged' | 'expired' };

/** The token when it is ours and today is not after its last day; case does not matter. */
export function readReplyToken(key: Buffer, raw: string, now: Date): ReadReplyToken {
  const hex = raw.toLowerCase();
  if (!tokenPattern.test(hex)) return { error: 'forged' };
  const bytes = Buffer.from(hex, 'hex');
  const body = bytes.subarray(0, 18);
  if (!timingSafeEqual(bytes.subarray(18), mac(key, body))) return { error: 'forged' };
  const expiresDay = body.readUInt16BE(16);
  if (Math.floor(now.getTime() / dayMs) > expiresDay) return { error: 'expired' };
  const id = body.subarray(0, 16).toString('hex');
  return {
    token: {
      messageId: `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`,
      expiresDay,
    },
  };
}

export function expiryDayOf(now: Date, lifetimeDays: number): number {
  return Math.floor(now.getTime() / dayMs) + lifetimeDays;
}

const replyPrefix = 'reply+';

export function replyAddress(token: string, domain: string): string {
  return `${replyPrefix}${token}@${domain}`;
}

/** The token of a reply address of our domain (`reply+<token>@domain`, case-insensitive), else null. */
export function tokenOfAddress(address: string, domain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const local = address.slice(0, at);
  return local.toLowerCase().startsWith(replyPrefix) ? local.slice(replyPrefix.length) : null;
}
