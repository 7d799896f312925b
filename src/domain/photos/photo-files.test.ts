import { describe, expect, it } from 'vitest';
import { isPhotoMimeType, isPortrait, photoMaxBytes, photoMaxMegabytes } from './photo-files.ts';

describe('photo files', () => {
  it('accepts JPEG, PNG and WebP only', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].every(isPhotoMimeType)).toBe(true);
    expect(['image/gif', 'image/heic', 'application/pdf', ''].some(isPhotoMimeType)).toBe(false);
  });
  it('calls taller-than-wide portrait, square not', () => {
    expect(isPortrait(600, 800)).toBe(true);
    expect(isPortrait(800, 800)).toBe(false);
    expect(isPortrait(800, 600)).toBe(false);
  });
  it('limits a photo to 15 MB', () => {
    expect(photoMaxMegabytes).toBe(15);
    expect(photoMaxBytes).toBe(15_728_640);
  });
});
