import { describe, expect, it } from 'vitest';
import { enquiryPath, listSearch, parseListParams, withListParams } from './list-params.ts';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('the enquiry manager address', () => {
  it('defaults to in progress, all owners, the first page', () => {
    expect(parse('')).toEqual({ view: 'inprogress', owner: 'all', page: 0 });
    expect(listSearch(parse(''))).toBe('');
  });

  it('reads a view, an owner and a page counted from 1', () => {
    expect(parse('view=booked&owner=none&page=3')).toEqual({ view: 'booked', owner: 'none', page: 2 });
    expect(parse('owner=user_123')).toMatchObject({ owner: 'user_123' });
  });

  it('falls back to the defaults on values that are not valid', () => {
    expect(parse('view=archived&owner=a%20b&page=0')).toEqual({ view: 'inprogress', owner: 'all', page: 0 });
    expect(parse('page=-2')).toMatchObject({ page: 0 });
    expect(parse('page=1.5')).toMatchObject({ page: 0 });
  });

  it('writes back what it reads', () => {
    for (const query of ['view=booked', 'owner=none', 'page=2', 'view=lost&owner=u1&page=4'])
      expect(listSearch(parse(query))).toBe(`?${query}`);
  });

  it('keeps the other parameters of the address, such as the ?payment= of a purchase', () => {
    const next = withListParams(new URLSearchParams('payment=success&view=lost'), {
      view: 'booked',
      owner: 'all',
      page: 0,
    });
    expect(next.toString()).toBe('payment=success&view=booked');
  });

  it('links an enquiry with the view and owner, so that "next" follows the same list', () => {
    expect(enquiryPath('e 1', { view: 'booked', owner: 'all', page: 3 })).toBe('/enquiry-manager/e%201?view=booked');
    expect(enquiryPath('e1', { view: 'inprogress', owner: 'all', page: 0 })).toBe('/enquiry-manager/e1');
  });
});
