/**
 * Collaborator invites (spec sections 3, 4 and 6): a nonce id and secret sent by link, carrying the
 * role the inviting supplier admin chose (admin by default), for one e-mail address, used once.
 */

/**
 * Days an invite link works; a resend starts them again. A week covers a holiday without leaving links open for long.
 * @internal
 */
export const inviteValidDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

export function inviteExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + inviteValidDays * dayMs);
}

/** The spec's `inviteExpired`: the link no longer works from its expiry instant on. */
export function isInviteExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** The query of an invite link, as /signup-invite reads it. */
export interface InviteLink {
  nonceId: string;
  nonceSecret: string;
}

export const signupInvitePath = '/signup-invite';

/** `{origin}/signup-invite?nonceId=…&nonceSecret=…` */
export function inviteUrl(origin: string, { nonceId, nonceSecret }: InviteLink): string {
  return `${origin}${signupInvitePath}?${new URLSearchParams({ nonceId, nonceSecret })}`;
}

/** The invite of a /signup-invite query, or null when a part is missing. */
export function readInviteLink(search: string | URLSearchParams): InviteLink | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const nonceId = query.get('nonceId')?.trim() ?? '';
  const nonceSecret = query.get('nonceSecret')?.trim() ?? '';
  return nonceId && nonceSecret ? { nonceId, nonceSecret } : null;
}

/**
 * The spec's country branch of the invite link: a GB supplier's link uses the UK address of the portal,
 * any other country's the international one (the same address when only one is configured).
 */
export function inviteOrigin(countryCode: string, origins: { uk: string; international: string }): string {
  return countryCode === 'GB' ? origins.uk : origins.international;
}

/** E-mail addresses compare without case or surrounding spaces (an invite is for one address). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
