import { describe, expect, it } from 'vitest';
import { formatOrdinal, movementOf } from './search-position.ts';

describe('formatOrdinal', () => {
  it('writes English places with their endings, the teens with th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => formatOrdinal(n, 'en-GB'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('writes German places with a full stop and French ones with e, the first with er', () => {
    expect([1, 3, 24].map((n) => formatOrdinal(n, 'de-DE'))).toEqual(['1.', '3.', '24.']);
    expect([1, 2, 3, 21].map((n) => formatOrdinal(n, 'fr-FR'))).toEqual(['1er', '2e', '3e', '21e']);
  });

  it('groups the digits of large places as the language does', () => {
    expect(formatOrdinal(1201, 'en-GB')).toBe('1,201st');
    expect(formatOrdinal(1201, 'de-DE')).toBe('1.201.');
  });
});

describe('movementOf', () => {
  it('is up for a smaller rank than the recorded one, down for a larger, same for the same', () => {
    expect(movementOf(3, 5)).toBe('up');
    expect(movementOf(5, 3)).toBe('down');
    expect(movementOf(4, 4)).toBe('same');
  });

  it('is nothing without a rank today or a recorded one', () => {
    expect(movementOf(null, 3)).toBeNull();
    expect(movementOf(3, null)).toBeNull();
  });
});
