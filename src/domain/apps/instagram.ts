/**
 * The Instagram app (spec: "link an Instagram account", tier classic as `instagramApp`; calls
 * /api/apps/instagram/connect and /disconnect): a supplier connects an Instagram professional account and
 * couples see its recent posts on the public profile. No zod here: the web's first screens import this.
 */

/** Posts kept and shown on the public profile (the newest ones). */
export const instagramPostsShown = 9;
/**
 * A kept feed older than this is fetched again, in the background, when the profile is rendered.
 * @internal
 */
export const instagramFeedMaxAgeMs = 60 * 60_000;
/**
 * A failed fetch is not tried again before this (Instagram slow or down is not asked on every page).
 * @internal
 */
export const instagramRetryAfterMs = 10 * 60_000;
/** The signed state of a connect lives this long: the supplier signs in at Instagram meanwhile. */
export const instagramStateMaxAgeMs = 15 * 60_000;
/** A long-lived token (60 days) is refreshed once it has less than this left. */
export const instagramTokenRefreshBeforeMs = 10 * 24 * 60 * 60_000;

/** Whether the kept feed should be fetched again: never fetched, or old, and no recent failure. */
export function instagramFeedIsStale(feed: { fetchedAt: Date | null; failedAt: Date | null }, now: Date): boolean {
  if (feed.failedAt && now.getTime() - feed.failedAt.getTime() < instagramRetryAfterMs) return false;
  return !feed.fetchedAt || now.getTime() - feed.fetchedAt.getTime() >= instagramFeedMaxAgeMs;
}

/** How the connect came back (the /apps screen's notice): `?instagram=` of the redirect. */
const instagramOutcomes = ['connected', 'denied', 'failed'] as const;
export type InstagramOutcome = (typeof instagramOutcomes)[number];

export function instagramOutcomeOf(value: string | null): InstagramOutcome | null {
  return instagramOutcomes.find((outcome) => outcome === value) ?? null;
}
