import { describe, expect, it } from 'vitest';
import { categoryPathSlugs, coupleProfileUrl } from './profile-url.ts';
import {
  categoryOfPathSlug,
  isPreviewQuery,
  openStreetMapLink,
  profileCategoryPathSlugs,
  publicIdOfProfileSegment,
  rangeText,
} from './public-profile.ts';

describe('public profile address', () => {
  it('answers the 17 wedding-prefixed category paths, and maps each back to its category', () => {
    expect(profileCategoryPathSlugs).toHaveLength(17);
    for (const [category, path] of Object.entries(categoryPathSlugs)) expect(categoryOfPathSlug(path)).toBe(category);
    expect(categoryOfPathSlug('wedding-suppliers')).toBeNull();
    expect(categoryOfPathSlug('dashboard')).toBeNull();
  });

  it('reads the public id from the end of slug-publicId, or a bare id', () => {
    expect(publicIdOfProfileSegment('the-old-barn-k3x9q2m7vd')).toBe('k3x9q2m7vd');
    expect(publicIdOfProfileSegment('k3x9q2m7vd')).toBe('k3x9q2m7vd');
    expect(publicIdOfProfileSegment('the-old-barn-')).toBeNull();
    expect(publicIdOfProfileSegment('barn-k3x9%3Cq')).toBeNull();
  });

  it('round-trips the link coupleProfileUrl builds; origin "" gives the path alone', () => {
    const path = coupleProfileUrl(
      { countryCode: 'GB', category: 'venue', slug: 'the-old-barn', publicId: 'k3x9q2m7vd' },
      { origin: '' },
    );
    expect(path).toBe('/wedding-venues/the-old-barn-k3x9q2m7vd');
    expect(publicIdOfProfileSegment(path.split('/')[2]!)).toBe('k3x9q2m7vd');
    expect(
      coupleProfileUrl(
        { countryCode: 'DE', category: 'photo', slug: 'foto', publicId: 'a1' },
        { origin: 'http://localhost:3000/', preview: true },
      ),
    ).toBe('http://localhost:3000/wedding-photographers/foto-a1?supplier=true');
  });

  it('is preview only with supplier=true', () => {
    expect(isPreviewQuery({ supplier: 'true' })).toBe(true);
    expect(isPreviewQuery({ supplier: 'false' })).toBe(false);
    expect(isPreviewQuery({})).toBe(false);
  });
});

describe('ranges in words', () => {
  it('writes guests or hours as between, from or up to', () => {
    const words = {
      between: (a: number, b: number) => `${a}-${b}`,
      from: (a: number) => `>=${a}`,
      upTo: (b: number) => `<=${b}`,
    };
    expect(rangeText(50, 120, words)).toBe('50-120');
    expect(rangeText(80, 80, words)).toBe('80');
    expect(rangeText(50, null, words)).toBe('>=50');
    expect(rangeText(null, 120, words)).toBe('<=120');
    expect(rangeText(null, null, words)).toBe('');
  });
});

describe('the map link', () => {
  it.each([
    [
      51.9301,
      -1.7246,
      false,
      'Stow',
      'https://www.openstreetmap.org/?mlat=51.9301&mlon=-1.7246#map=16/51.9301/-1.7246',
    ],
    [51.9301, -1.7246, true, 'Stow', 'https://www.openstreetmap.org/#map=14/51.93/-1.72'],
    [
      0,
      0,
      false,
      'Stow-on-the-Wold, Gloucestershire',
      'https://www.openstreetmap.org/search?query=Stow-on-the-Wold%2C%20Gloucestershire',
    ],
    [0, 0, false, ' ', null],
  ])('at %d, %d (street hidden: %s, place %j) is %s', (lat, lng, streetHidden, place, link) => {
    expect(openStreetMapLink({ lat, lng, streetHidden, place })).toBe(link);
  });
});
