import { describe, expect, it } from 'vitest';
import { photoSrcset, thumbnailWidth } from './photo-srcset.ts';

const photo = (width: number, height: number) => ({ path: '/p.webp', thumbnail: '/t.webp', width, height });

describe('the thumbnail width', () => {
  it.each([
    [2400, 1600, 640],
    [1600, 2400, 427],
    [1000, 1000, 640],
    [640, 480, 640],
    [300, 200, 300],
  ])('of a %d x %d image is %d', (width, height, expected) => {
    expect(thumbnailWidth({ width, height })).toBe(expected);
  });
});

describe('the srcset', () => {
  it.each([
    [2400, 1600, '/t.webp 640w, /p.webp 2400w'],
    [1600, 2400, '/t.webp 427w, /p.webp 1600w'],
    [600, 400, '/p.webp 600w'],
  ])('of a %d x %d image is %s', (width, height, expected) => {
    expect(photoSrcset(photo(width, height))).toBe(expected);
  });
});
