import { describe, expect, it } from 'vitest';
import { availableColumns, columnsAfterDropping, shownColumns } from './columns.ts';

describe('the columns of the enquiry table', () => {
  const free = { source: false, owner: false, locations: false, choose: false };
  const lite = { source: true, owner: true, locations: true, choose: true };

  it('shows source, owner and locations from their tier only', () => {
    expect(availableColumns(free)).toEqual(['weddingDate', 'guests', 'budget', 'received', 'notes']);
    expect(availableColumns(lite)).toEqual([
      'weddingDate',
      'guests',
      'budget',
      'locations',
      'received',
      'source',
      'owner',
      'notes',
    ]);
  });

  it('hides the columns a supplier who may choose has hidden', () => {
    expect([...shownColumns(['budget', 'owner'], lite)]).toEqual([
      'weddingDate',
      'guests',
      'locations',
      'received',
      'source',
      'notes',
    ]);
  });

  it('shows every column of the tier to a supplier who may not choose, whatever this device remembers', () => {
    expect([...shownColumns(['budget', 'guests'], free)]).toEqual(availableColumns(free));
  });
});

describe('the columns a narrow table keeps', () => {
  const all = [
    'couple',
    'weddingDate',
    'guests',
    'budget',
    'received',
    'source',
    'progress',
    'owner',
    'notes',
  ] as const;

  it.each([
    [0, all],
    [1, ['couple', 'weddingDate', 'guests', 'budget', 'received', 'source', 'progress', 'owner']],
    [3, ['couple', 'weddingDate', 'guests', 'budget', 'progress', 'owner']],
    [5, ['couple', 'weddingDate', 'progress', 'owner']],
    [6, ['couple', 'progress', 'owner']],
  ] as const)('drops %i columns, the least important first, keeping the table’s order', (dropped, kept) => {
    expect(columnsAfterDropping(all, dropped)).toEqual(kept);
  });

  it('switches to cards when the couple, progress and owner alone do not fit', () => {
    expect(columnsAfterDropping(all, 7)).toBeNull();
    // below lite there is no owner column: the couple and progress suffice
    expect(columnsAfterDropping(['couple', 'weddingDate', 'progress'], 1)).toEqual(['couple', 'progress']);
    expect(columnsAfterDropping(['couple', 'weddingDate', 'progress'], 2)).toBeNull();
  });
});
