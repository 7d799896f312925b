import { describe, expect, it } from 'vitest';
import { availableColumns, columnsThatFit, shownColumns } from './columns.ts';

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
    [1400, all],
    [1000, ['couple', 'weddingDate', 'budget', 'received', 'progress', 'owner']],
    [720, ['couple', 'weddingDate', 'progress', 'owner']],
    [520, ['couple', 'progress', 'owner']],
  ] as const)('keeps at %i px, in the table’s order, the most important columns', (width, kept) => {
    expect(columnsThatFit(all, width)).toEqual(kept);
  });

  it('switches to cards when the couple, progress and owner do not fit', () => {
    expect(columnsThatFit(all, 500)).toBeNull();
    // without the owner column (below lite) the couple and progress suffice
    expect(columnsThatFit(['couple', 'weddingDate', 'progress'], 400)).toEqual(['couple', 'progress']);
  });
});
