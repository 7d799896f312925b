import type { OneOffProduct } from '../../../domain/one-off-products.ts';
import { locationsPath, searchBoostPath } from '../../../domain/one-off-paths.ts';
import type { Translate } from '../../i18n/translator.ts';

/** The screen a single payment was bought from, and the way back to it from the test-mode checkout. */
export function oneOffScreen(product: OneOffProduct, t: Translate): { href: string; back: string } {
  switch (product) {
    case 'credits':
      return { href: '/enquiry-manager', back: t('ppe:checkout.back') };
    case 'searchBoost':
      return { href: searchBoostPath, back: t('boosts:back') };
    case 'counties':
      return { href: locationsPath, back: t('boosts:counties.back') };
  }
}
