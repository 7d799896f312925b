import { describe, expect, it } from 'vitest';
import { brochureErrorKey, brochureMaxBytes, brochureNameOf, formatBrochureSize, isPdf } from './brochures.ts';

describe('brochures', () => {
  it.each([
    [0, 'en-GB', '0.00 MB'],
    [1024 * 1024 * 1.5, 'en-GB', '1.50 MB'],
    [1234567, 'en-GB', '1.18 MB'],
    [brochureMaxBytes, 'en-GB', '10.00 MB'],
    [1024 * 1024 * 1.5, 'de-DE', '1,50 MB'],
    [5000, 'fr-FR', '0,00\u202fMo'],
  ] as const)('shows %i bytes in %s as %s', (bytes, locale, shown) => {
    expect(formatBrochureSize(bytes, locale)).toBe(shown);
  });

  it.each([
    ['Prices 2026.pdf', 'Prices 2026'],
    ['C:\\Users\\me\\Docs\\Wedding brochure.PDF', 'Wedding brochure'],
    ['/home/me/brochure.final.pdf', 'brochure.final'],
    ['no-extension', 'no-extension'],
    ['.pdf', 'brochure'],
    ['Price\u0000s\u001f 2026.pdf', 'Prices 2026'],
    ['\u0000.pdf', 'brochure'],
  ])('names %j as %s', (file, name) => {
    expect(brochureNameOf(file)).toBe(name);
  });

  it('knows a PDF by its magic bytes', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.4\n...'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(isPdf(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });

  it('maps the API codes to the four messages, unknown for anything else', () => {
    expect(brochureErrorKey('brochure-limit-reached')).toBe('pricing:brochures.errors.limitReached');
    expect(brochureErrorKey('brochure-file-size')).toBe('pricing:brochures.errors.fileSize');
    expect(brochureErrorKey('brochure-file-type')).toBe('pricing:brochures.errors.fileType');
    expect(brochureErrorKey('internal')).toBe('pricing:brochures.errors.unknown');
    expect(brochureErrorKey(undefined)).toBe('pricing:brochures.errors.unknown');
  });
});
