/**
 * Spec section 9: local storage keeps the unread items per supplier, so that on the next visit the menu's badges show
 * at once, before the counts are asked again. Counts only: nothing of a couple is kept. Storage the browser blocks is
 * simply not used.
 */
type UnreadKind = 'enquiries' | 'chat';

const keyOf = (supplierId: string) => `portal.unreadItems.${supplierId}`;

function read(supplierId: string): Partial<Record<UnreadKind, number>> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(supplierId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The count last seen for the supplier, as a query's first answer; undefined when none is kept. */
export function keptUnread(supplierId: string, kind: UnreadKind): { unread: number } | undefined {
  const count = read(supplierId)[kind];
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? { unread: count } : undefined;
}

/** Keeps the count just answered for the supplier's next visit. */
export function keepUnread(supplierId: string, kind: UnreadKind, unread: number): void {
  try {
    localStorage.setItem(keyOf(supplierId), JSON.stringify({ ...read(supplierId), [kind]: unread }));
  } catch {
    // storage blocked or full: the badge waits for the call, as without a kept count
  }
}
