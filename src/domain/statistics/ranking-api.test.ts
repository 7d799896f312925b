import { describe, expect, it } from 'vitest';
import { askingSupplierOf } from './ranking-api.ts';

describe('askingSupplierOf: the supplier asking for historic rankings', () => {
  it('is the supplier id sent, when there is one', () => {
    expect(askingSupplierOf({ supplierId: 'a', supplierIds: ['b', 'c'] }, 'c')).toBe('a');
  });
  it("is the session's active supplier when the list names it, wherever it stands", () => {
    expect(askingSupplierOf({ supplierIds: ['b', 'c'] }, 'c')).toBe('c');
  });
  it('is the first listed when the active supplier is not in the list, or there is none', () => {
    expect(askingSupplierOf({ supplierIds: ['b', 'c'] }, 'x')).toBe('b');
    expect(askingSupplierOf({ supplierIds: ['b'] }, null)).toBe('b');
  });
});
