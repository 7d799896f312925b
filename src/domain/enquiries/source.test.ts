import { describe, expect, it } from 'vitest';
import { enquirySources, isEnquirySource } from './source.ts';

describe('enquiry sources', () => {
  it.each([
    ['marketplace', true],
    ['widget', true],
    ['Widget', false],
    ['', false],
    [null, false],
  ])('%j is a source: %s', (value, valid) => {
    expect(isEnquirySource(value)).toBe(valid);
  });

  it('are the marketplace profile and the widget', () => {
    expect(enquirySources).toEqual(['marketplace', 'widget']);
  });
});
