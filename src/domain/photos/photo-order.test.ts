import { describe, expect, it } from 'vitest';
import {
  batchIndexOf,
  batchOrders,
  isPermutationOf,
  moveItem,
  nextBatchIndex,
  photoOrder,
  photoOrderBatchSize,
  reorderedOrders,
} from './photo-order.ts';

describe('photo order (250 x batch index + position in the batch)', () => {
  it.each([
    [0, 0, 0],
    [0, 4, 4],
    [1, 0, 250],
    [2, 3, 503],
    [10, 249, 2749],
  ])('batch %i position %i is order %i', (batch, position, order) => {
    expect(photoOrder(batch, position)).toBe(order);
    expect(batchIndexOf(order)).toBe(batch);
  });

  it('uses the spec batch size', () => expect(photoOrderBatchSize).toBe(250));

  it('refuses positions outside a batch and negative or fractional indexes', () => {
    expect(() => photoOrder(0, 250)).toThrow(RangeError);
    expect(() => photoOrder(-1, 0)).toThrow(RangeError);
    expect(() => photoOrder(1.5, 0)).toThrow(RangeError);
  });

  it('starts the next upload in the batch after the highest order', () => {
    expect(nextBatchIndex(null)).toBe(0);
    expect(nextBatchIndex(0)).toBe(1);
    expect(nextBatchIndex(249)).toBe(1);
    expect(nextBatchIndex(250)).toBe(2);
    expect(batchOrders(2, 3)).toEqual([500, 501, 502]);
  });

  it('hands the existing orders out along a dragged sequence, keeping the highest', () => {
    const current = [
      { id: 'a', order: 0 },
      { id: 'b', order: 1 },
      { id: 'c', order: 250 },
    ];
    expect(Object.fromEntries(reorderedOrders(['c', 'a', 'b'], current))).toEqual({ c: 0, a: 1, b: 250 });
  });

  it('accepts a reorder only when it names every photo once', () => {
    const current = [{ id: 'a' }, { id: 'b' }];
    expect(isPermutationOf(['b', 'a'], current)).toBe(true);
    expect(isPermutationOf(['a'], current)).toBe(false);
    expect(isPermutationOf(['a', 'a'], current)).toBe(false);
    expect(isPermutationOf(['a', 'x'], current)).toBe(false);
  });

  it('moves one item', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
