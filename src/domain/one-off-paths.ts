import { paymentReturnPath, type PaymentResult } from './enquiries/ppe.ts';
import type { OneOffProduct } from './one-off-products.ts';

/** Spec routes: the search boost's payment outcome pages. */
export const searchBoostPath = '/search-boost';
const searchBoostPaymentPath = (result: PaymentResult): string => `/suppliers/search-boost/payment/${result}`;
/** Spec route: the multi-county boost. */
export const locationsPath = '/locations';

/**
 * Where the payer of a single payment lands: back on the screen they bought from, told how it went (a boost names its
 * business, which may not be the active one).
 */
export function oneOffReturnPath(product: OneOffProduct, result: PaymentResult, supplierId: string): string {
  switch (product) {
    case 'credits':
      return paymentReturnPath(result);
    case 'searchBoost':
      return `${searchBoostPaymentPath(result)}?id=${encodeURIComponent(supplierId)}`;
    case 'counties':
      return `${locationsPath}?payment=${result}`;
  }
}
