import { describe, expect, it } from 'vitest';
import { bookingsSearch, couplePath, parseBookingsParams } from './couples-params.ts';

const parse = (query: string) => parseBookingsParams(new URLSearchParams(query));

describe('the couples list address', () => {
  it('reads the sort and the year, and falls back to the defaults for anything else', () => {
    expect(parse('')).toEqual({ sort: 'recentlyAdded', year: 'all' });
    expect(parse('sort=guestCount&year=2026')).toEqual({ sort: 'guestCount', year: 2026 });
    expect(parse('sort=price&year=26')).toEqual({ sort: 'recentlyAdded', year: 'all' });
    expect(parse('year=all')).toEqual({ sort: 'recentlyAdded', year: 'all' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(bookingsSearch({ sort: 'recentlyAdded', year: 'all' })).toBe('');
    expect(bookingsSearch({ sort: 'coupleName', year: 'all' })).toBe('?sort=coupleName');
    expect(bookingsSearch({ sort: 'weddingDate', year: 2027 })).toBe('?sort=weddingDate&year=2027');
    expect(parse(bookingsSearch({ sort: 'weddingDate', year: 2027 }).slice(1))).toEqual({
      sort: 'weddingDate',
      year: 2027,
    });
  });

  it('links a couple by its wedding id', () => {
    expect(couplePath('w/1 2')).toBe('/couples/w%2F1%202');
  });
});
