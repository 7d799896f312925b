import { describe, expect, it } from 'vitest';
import { categoryValues } from './categories.ts';
import { countries } from './countries.ts';
import { categoryPathSlugs, coupleProfileUrl, coupleSiteOrigin, coupleSiteOrigins, slugify } from './profile-url.ts';

describe('couple-facing profile URL (spec section 2)', () => {
  it('is built from the country, the wedding-prefixed category, the url slug and the id', () => {
    expect(
      coupleProfileUrl({ countryCode: 'GB', category: 'venue', slug: 'the-old-barn', publicId: 'k3x9q2m7vd' }),
    ).toBe('https://uk.couples.example.com/wedding-venues/the-old-barn-k3x9q2m7vd');
    expect(coupleProfileUrl({ countryCode: 'DE', category: 'photo', slug: 'foto-anna', publicId: 'abc' })).toBe(
      'https://de.couples.example.com/wedding-photographers/foto-anna-abc',
    );
  });

  it('carries supplier=true in preview', () => {
    expect(
      coupleProfileUrl({ countryCode: 'FR', category: 'florist', slug: 'fleurs', publicId: 'x1' }, { preview: true }),
    ).toBe('https://fr.couples.example.com/wedding-florists/fleurs-x1?supplier=true');
  });

  it('an unknown country gets the UK host', () => {
    expect(coupleSiteOrigin('ZZ')).toBe(coupleSiteOrigins.GB);
  });

  it('has a host per country and a wedding-prefixed slug per category', () => {
    expect(Object.keys(coupleSiteOrigins).sort()).toEqual([...countries].sort());
    expect(Object.keys(categoryPathSlugs).sort()).toEqual([...categoryValues].sort());
    for (const slug of Object.values(categoryPathSlugs)) expect(slug).toMatch(/^wedding-[a-z-]+$/);
  });
});

describe('slugify', () => {
  it.each([
    ['The Old Barn', 'the-old-barn'],
    ["Château d'Èze & Spa", 'chateau-d-eze-spa'],
    ['Schloß Straße Öl', 'schloss-strasse-ol'],
    ['  --  ', 'supplier'],
    ['Łódź Ślub', 'lodz-slub'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('stays within its length without a trailing dash', () => {
    const slug = slugify('a'.repeat(79) + ' b');
    expect(slug).toBe('a'.repeat(79));
  });
});
