import { describe, expect, it } from 'vitest';
import { availableColumns, shownColumns } from './columns.ts';

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
