/**
 * The order of a supplier's photos (spec section 3 "Photo", section 9): 250 times the batch index
 * plus the position in the batch. Every upload is a new batch after the supplier's last one, so
 * new photos come after the existing ones in the order they were chosen.
 * @internal
 */
export const photoOrderBatchSize = 250;

/**
 * The order of the photo at `position` (from 0) of batch `batchIndex` (from 0).
 * @internal
 */
export function photoOrder(batchIndex: number, position: number): number {
  if (!Number.isInteger(batchIndex) || batchIndex < 0) throw new RangeError(`bad batch index ${batchIndex}`);
  if (!Number.isInteger(position) || position < 0 || position >= photoOrderBatchSize)
    throw new RangeError(`bad position ${position}`);
  return photoOrderBatchSize * batchIndex + position;
}

/**
 * The batch a photo's order belongs to.
 * @internal
 */
export function batchIndexOf(order: number): number {
  return Math.floor(order / photoOrderBatchSize);
}

/** The batch of the next upload: after the batch of the highest order, 0 for an empty gallery. */
export function nextBatchIndex(highestOrder: number | null): number {
  return highestOrder === null ? 0 : batchIndexOf(highestOrder) + 1;
}

/** The orders of one batch of `count` photos. */
export function batchOrders(batchIndex: number, count: number): number[] {
  return Array.from({ length: count }, (_, position) => photoOrder(batchIndex, position));
}

/**
 * A dragged order: the gallery's existing order values, sorted, handed out along the new sequence.
 * The highest order stays, so the next upload still lands after every photo.
 */
export function reorderedOrders(
  newSequence: readonly string[],
  current: readonly { id: string; order: number }[],
): Map<string, number> {
  const values = current.map((p) => p.order).sort((a, b) => a - b);
  return new Map(newSequence.map((id, index) => [id, values[index]!]));
}

/** Whether `ids` names every photo of the gallery once (a reorder must not add, drop or repeat a photo). */
export function isPermutationOf(ids: readonly string[], current: readonly { id: string }[]): boolean {
  if (ids.length !== current.length) return false;
  const known = new Set(current.map((p) => p.id));
  return new Set(ids).size === ids.length && ids.every((id) => known.has(id));
}

/** Moves the item at `from` to `to` (the drag and drop and the keyboard's move). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}
