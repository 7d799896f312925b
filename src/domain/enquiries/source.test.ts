import { describe, expect, it } from 'vitest';
import { enquirySources } from './source.ts';

describe('enquiry sources', () => {
  it('are the marketplace profile and the widget', () => {
    expect(enquirySources).toEqual(['marketplace', 'widget']);
  });
});
