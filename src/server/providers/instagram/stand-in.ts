import { randomBytes } from 'node:crypto';
import type { InstagramPost, InstagramProvider } from './types.ts';

/** Where the stand-in's authorize page is (features/apps/routes.ts serves it only with the stand-in). */
export const standInAuthorizePath = '/api/apps/instagram/stand-in/authorize';
const standInUsername = 'standin.weddings';
const codePrefix = 'stand-in.';

/** A small square picture, as a data URL (the public profile's CSP allows data: images; nothing to serve). */
const picture = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="${fill}"/><circle cx="160" cy="140" r="60" fill="#fff" opacity=".5"/><text x="160" y="270" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`)}`;

/**
 * The stand-in account's fixed feed, newest first (tests expect these captions).
 * @internal
 */
export const standInPosts: readonly InstagramPost[] = [
  ['#7a3b69', 'Spring', 'Tables set for a spring wedding in the barn'],
  ['#2f6f4f', 'Garden', 'Our garden after the morning rain'],
  ['#8a5a00', 'Evening', 'Fairy lights for the evening reception'],
  ['#28527a', 'Ceremony', 'The ceremony room, ready for 120 guests'],
  ['#6b4226', 'Cake', 'A four-tier cake by our friends next door'],
  ['#4b0082', 'Dance', 'First dance under the oak beams'],
].map(([fill, label, caption], i) => ({
  id: `stand-in-${i + 1}`,
  caption: caption!,
  imageUrl: picture(fill!, label!),
  permalink: `https://www.instagram.com/p/standin${i + 1}/`,
  timestamp: new Date(Date.UTC(2026, 9, 30 - i * 3, 12)).toISOString(),
}));

/**
 * The embedded default (no INSTAGRAM_CLIENT_ID): Instagram Login played by the portal itself. Its authorize
 * page sends the browser straight back with a code; every code of the stand-in connects the same account,
 * whose feed is fixed. Tokens are random, so encryption and disconnect work as with the real one.
 */
export function createStandInInstagram(): InstagramProvider {
  const isStandInToken = (token: string) => token.startsWith('stand-in-token.');
  return {
    kind: 'stand-in',
    authorizeUrl({ state }) {
      return `${standInAuthorizePath}?${new URLSearchParams({ state }).toString()}`;
    },
    async exchangeCode({ code }) {
      if (!code.startsWith(codePrefix)) throw new Error('not a code of the stand-in');
      return {
        accountId: '17841400000000001',
        username: standInUsername,
        token: `stand-in-token.${randomBytes(16).toString('base64url')}`,
        expiresAt: null,
      };
    },
    async refreshToken(token) {
      if (!isStandInToken(token)) throw new Error('not a token of the stand-in');
      return { token, expiresAt: null };
    },
    async recentPosts(token, limit) {
      if (!isStandInToken(token)) throw new Error('not a token of the stand-in');
      return standInPosts.slice(0, limit);
    },
  };
}

/** A code the stand-in's authorize page hands back. */
export const standInCode = () => `${codePrefix}${randomBytes(12).toString('base64url')}`;
