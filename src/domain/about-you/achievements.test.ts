import { describe, expect, it } from 'vitest';
import {
  achievementGroupOfType,
  achievementsInputSchema,
  achievementsPerGroupMax,
  achievementTypeOfGroup,
  cleanAchievements,
} from './achievements.ts';
import { achievementGroups } from './card-rules.ts';

describe('achievement groups', () => {
  it('are the spec three, with their types', () => {
    expect(achievementGroups).toEqual(['featuredIn', 'industryAwards', 'accreditationsAssociations']);
    expect(achievementTypeOfGroup).toEqual({
      featuredIn: 'media',
      industryAwards: 'award',
      accreditationsAssociations: 'accreditation',
    });
    for (const group of achievementGroups) expect(achievementGroupOfType(achievementTypeOfGroup[group])).toBe(group);
  });
});

describe('saving a group', () => {
  it('deletes nameless entries, drops empty links and completes links typed without https://', () => {
    const parsed = achievementsInputSchema.parse({
      featuredIn: [
        { name: ' Vogue ', link: ' www.vogue.co.uk/weddings ' },
        { name: '', link: 'https://deleted.example' },
        { name: '   ', link: 'not a link' },
        { id: 'a1', name: 'Brides', link: '' },
      ],
    });
    expect(parsed).toEqual({
      featuredIn: [
        { name: 'Vogue', link: 'https://www.vogue.co.uk/weddings' },
        { id: 'a1', name: 'Brides', link: null },
      ],
    });
  });

  it('leaves groups not sent out', () => {
    expect(achievementsInputSchema.parse({ industryAwards: [] })).toEqual({ industryAwards: [] });
  });

  it.each([
    ['not a link', 'validation:url'],
    ['www.mysite', 'validation:url'],
    ['ftp://files.example.com', 'validation:url'],
    ['info@oldbarn.example', 'validation:websiteIsEmail'],
  ])('refuses the link %j of a named entry with %s on that entry', (link, message) => {
    const result = achievementsInputSchema.safeParse({
      industryAwards: [
        { name: 'Ok', link: 'https://ok.example' },
        { name: 'Best venue 2025', link },
      ],
    });
    expect(result.error?.issues).toMatchObject([{ path: ['industryAwards', 1, 'link'], message }]);
  });

  it('limits name length, link length and the number of rows', () => {
    const long = achievementsInputSchema.safeParse({ featuredIn: [{ name: 'x'.repeat(121), link: '' }] });
    expect(long.error?.issues).toMatchObject([{ path: ['featuredIn', 0, 'name'], message: 'validation:maxLength' }]);
    const longLink = achievementsInputSchema.safeParse({
      featuredIn: [{ name: 'x', link: `https://a.example/${'p'.repeat(500)}` }],
    });
    expect(longLink.error?.issues).toMatchObject([
      { path: ['featuredIn', 0, 'link'], message: 'validation:maxLength' },
    ]);
    const many = Array.from({ length: achievementsPerGroupMax + 1 }, () => ({ name: 'x', link: '' }));
    expect(achievementsInputSchema.safeParse({ featuredIn: many }).success).toBe(false);
  });

  it('cleanAchievements keeps order', () => {
    expect(
      cleanAchievements([
        { name: 'b', link: '' },
        { name: 'a', link: 'https://a.example' },
      ]),
    ).toEqual([
      { name: 'b', link: null },
      { name: 'a', link: 'https://a.example' },
    ]);
  });
});
