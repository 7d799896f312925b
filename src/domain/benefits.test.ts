import { describe, expect, it } from 'vitest';
import { benefitInputSchema } from './benefits-api.ts';
import { benefitAppliesTo, benefitsFor, isBenefitUrl } from './benefits.ts';

const benefit = (
  over: Partial<Parameters<typeof benefitAppliesTo>[0]> & { partnerName?: string; title?: string } = {},
) => ({
  partnerName: 'Card Co',
  title: 'A card reader at a members’ price',
  countries: ['GB'],
  categories: [],
  endsOn: null,
  retired: false,
  ...over,
});
const florist = { country: 'GB', category: 'florist' };
const today = '2026-11-29';

describe('which benefits a supplier sees', () => {
  it.each([
    ['every category, its country, no end date', benefit(), true],
    ['another country', benefit({ countries: ['DE', 'FR'] }), false],
    ['one of its countries', benefit({ countries: ['DE', 'GB'] }), true],
    ['its category listed', benefit({ categories: ['photo', 'florist'] }), true],
    ['other categories only', benefit({ categories: ['venue'] }), false],
    ['ending today', benefit({ endsOn: today }), true],
    ['ended yesterday', benefit({ endsOn: '2026-11-28' }), false],
    ['retired', benefit({ retired: true }), false],
  ])('%s: %s', (_, item, expected) => {
    expect(benefitAppliesTo(item, florist, today)).toBe(expected);
  });

  it('lists those it sees by partner, then title', () => {
    const list = benefitsFor(
      [
        benefit({ partnerName: 'Zeta Insurance', title: 'B' }),
        benefit({ partnerName: 'Abacus Books', title: 'Z' }),
        benefit({ partnerName: 'Abacus Books', title: 'A' }),
        benefit({ partnerName: 'Elsewhere', countries: ['FR'] }),
      ],
      florist,
      today,
    );
    expect(list.map((b) => `${b.partnerName} ${b.title}`)).toEqual([
      'Abacus Books A',
      'Abacus Books Z',
      'Zeta Insurance B',
    ]);
  });
});

describe('the partner’s link', () => {
  it.each([
    ['https://partner.example/members', true],
    ['https://partner.example', true],
    ['http://partner.example', false],
    ['javascript:alert(1)', false],
    ['partner.example', false],
    ['https://user:pw@partner.example', false],
    ['ftp://partner.example', false],
  ])('%s: %s', (url, expected) => {
    expect(isBenefitUrl(url)).toBe(expected);
  });
});

describe('the admin’s benefit form', () => {
  const valid = {
    partnerName: ' Card Co ',
    title: 'Card reader',
    description: 'Half price.',
    countries: ['GB', 'GB'],
    url: 'https://card.example',
  };

  it('takes an empty code, categories and end date as none', () => {
    expect(benefitInputSchema.parse({ ...valid, code: ' ', endsOn: '' })).toEqual({
      id: null,
      partnerName: 'Card Co',
      title: 'Card reader',
      description: 'Half price.',
      countries: ['GB'],
      categories: [],
      code: null,
      url: 'https://card.example',
      endsOn: null,
    });
  });

  it('names each bad field', () => {
    const result = benefitInputSchema.safeParse({
      partnerName: '',
      title: ' ',
      description: '',
      countries: ['US'],
      categories: ['circus'],
      url: 'http://card.example',
      endsOn: '2026-02-30',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['partnerName', 'benefits:errors.partnerName'],
      ['title', 'benefits:errors.title'],
      ['description', 'benefits:errors.description'],
      ['countries.0', 'benefits:errors.countries'],
      ['categories.0', 'benefits:errors.categories'],
      ['url', 'benefits:errors.url'],
      ['endsOn', 'benefits:errors.endsOn'],
    ]);
    expect(benefitInputSchema.safeParse({ ...valid, countries: [] }).error?.issues[0]?.message).toBe(
      'benefits:errors.countries',
    );
  });
});
