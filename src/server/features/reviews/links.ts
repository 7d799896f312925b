import type { Config } from '../../config.ts';
import { profileLinkOrigin } from '../public-profile/profile-links.ts';

/**
 * spec section 2: a couple-facing review link is {couple site}/{publicId}/reviews/{id}; the portal serves it when no
 * couple site is set.
 */
export function reviewLink(config: Pick<Config, 'APP_URL' | 'COUPLE_SITE_URL'>, publicId: string, id: string): string {
  return `${profileLinkOrigin(config).replace(/\/+$/, '')}/${encodeURIComponent(publicId)}/reviews/${encodeURIComponent(id)}`;
}

/** The link mailed to the author of a shared link's review to confirm their address (and so publish it). */
export const reviewConfirmationLink = (
  config: Pick<Config, 'APP_URL' | 'COUPLE_SITE_URL'>,
  publicId: string,
  secret: string,
): string => `${reviewLink(config, publicId, 'confirm')}/${encodeURIComponent(secret)}`;
