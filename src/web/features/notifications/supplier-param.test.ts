import { describe, expect, it } from 'vitest';
import { alertLink } from '../../../domain/notifications.ts';
import { searchWithoutSupplier, supplierParamAction } from './supplier-param.ts';

const viewer = {
  suppliers: [{ id: 'sup-a' }, { id: 'sup-b' }],
  activeSupplier: { id: 'sup-a' },
} as Parameters<typeof supplierParamAction>[1];

const searchOf = (link: string) => new URL(link, 'https://portal.example').search;

describe("an alert link's ?supplier=", () => {
  it('switches to a business of the user that is not the active one', () => {
    expect(supplierParamAction(searchOf(alertLink('review', 'sup-b', {})), viewer)).toEqual({
      kind: 'switch',
      supplierId: 'sup-b',
    });
  });

  it('only drops the parameter for the active business, one the user does not act for, or an empty one', () => {
    expect(supplierParamAction('?supplier=sup-a', viewer)).toEqual({ kind: 'drop' });
    expect(supplierParamAction('?supplier=sup-x', viewer)).toEqual({ kind: 'drop' });
    expect(supplierParamAction('?supplier=', viewer)).toEqual({ kind: 'drop' });
  });

  it('does nothing without the parameter', () => {
    expect(supplierParamAction('', viewer)).toEqual({ kind: 'none' });
    expect(supplierParamAction('?conversation=team', viewer)).toEqual({ kind: 'none' });
  });

  it('switches for a user without an active business yet', () => {
    expect(supplierParamAction('?supplier=sup-b', { ...viewer, activeSupplier: null })).toEqual({
      kind: 'switch',
      supplierId: 'sup-b',
    });
  });

  it('keeps the other parameters when it drops the business', () => {
    const link = alertLink('chatMention', 'sup-b', { conversation: 'dm:user-1' });
    expect(searchWithoutSupplier(searchOf(link))).toBe('?conversation=dm%3Auser-1');
    expect(searchWithoutSupplier('?supplier=sup-b')).toBe('');
    expect(searchWithoutSupplier('?page=2&supplier=sup-b')).toBe('?page=2');
  });
});
