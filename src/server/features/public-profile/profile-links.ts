import { coupleProfileUrl } from '../../../domain/profile-url.ts';
import type { Config } from '../../config.ts';

export type LinkConfig = Pick<Config, 'APP_URL' | 'COUPLE_SITE_URL'>;

/**
 * Where couple-facing profile links point: the couple site when COUPLE_SITE_URL is set, else this portal, which serves
 * the page itself.
 */
export const profileLinkOrigin = (config: LinkConfig): string => config.COUPLE_SITE_URL ?? config.APP_URL;

export interface ProfileLinkSupplier {
  countryCode: string;
  types: string[];
  slug: string;
  publicId: string;
}

const partsOf = (supplier: ProfileLinkSupplier) => ({
  countryCode: supplier.countryCode,
  category: supplier.types[0] ?? '',
  slug: supplier.slug,
  publicId: supplier.publicId,
});

/** The public link and the preview link (supplier=true) of a supplier's profile. */
export function profileLinksOf(config: LinkConfig, supplier: ProfileLinkSupplier): { url: string; previewUrl: string } {
  const origin = profileLinkOrigin(config);
  return {
    url: coupleProfileUrl(partsOf(supplier), { origin }),
    previewUrl: coupleProfileUrl(partsOf(supplier), { origin, preview: true }),
  };
}

/** The canonical path of the profile on this portal (no origin): where a wrong slug or category is redirected. */
export const canonicalProfilePath = (supplier: ProfileLinkSupplier): string =>
  coupleProfileUrl(partsOf(supplier), { origin: '' });
