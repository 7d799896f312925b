import type { Viewer } from '../../../domain/viewer.ts';

/** The parameter an alert's link names its business with (domain/notifications.ts `alertLink`). */
const supplierParam = 'supplier';

/**
 * What a link's `?supplier=` asks of the portal: switch to that business (`switch`), or nothing but drop the
 * parameter (`drop`: it is the active one already, or not one the user acts for — a stale link, or another
 * person's), or nothing at all (`none`: no parameter).
 */
export function supplierParamAction(
  search: string,
  viewer: Pick<Viewer, 'suppliers' | 'activeSupplier'>,
): { kind: 'none' } | { kind: 'drop' } | { kind: 'switch'; supplierId: string } {
  const params = new URLSearchParams(search);
  if (!params.has(supplierParam)) return { kind: 'none' };
  const supplierId = params.get(supplierParam) ?? '';
  const isMine = viewer.suppliers.some((supplier) => supplier.id === supplierId);
  return isMine && viewer.activeSupplier?.id !== supplierId ? { kind: 'switch', supplierId } : { kind: 'drop' };
}

/** The search string without `?supplier=` (other parameters, such as the chat's conversation, stay). */
export function searchWithoutSupplier(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(supplierParam);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
