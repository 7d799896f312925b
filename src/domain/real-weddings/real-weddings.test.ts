import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../form-errors.ts';
import { hasFeatureAccess, isFeatureOffered, lockedBelow } from '../feature-access.ts';
import { realWeddingInputSchema } from './real-weddings-api.ts';
import { isBlockedUrl, linkedRoleFor, taggingRequired } from './real-weddings.ts';

const errorsOf = (input: object, options = { taggingRequired: false }) => {
  const result = realWeddingInputSchema(options).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};
const valid = {
  name: 'Summer in the barn',
  couple: 'Anna & Ben',
  url: 'https://studio.example/blog/anna-ben',
  linkedSupplierId: '',
  keepPhotoIds: [],
  newPhotos: 1,
};

describe('real weddings: who may have them (section 6 and "Other states")', () => {
  it('are offered to venues and photographers in GB, DE and FR only', () => {
    for (const country of ['GB', 'DE', 'FR']) {
      expect(isFeatureOffered('realWeddings', { isVenue: true, category: 'venue', country })).toBe(true);
      expect(isFeatureOffered('realWeddings', { isVenue: false, category: 'photo', country })).toBe(true);
      expect(isFeatureOffered('realWeddings', { isVenue: false, category: 'florist', country })).toBe(false);
    }
    expect(isFeatureOffered('realWeddings', { isVenue: true, category: 'venue', country: 'PL' })).toBe(false);
    expect(isFeatureOffered('realWeddings', { isVenue: false, category: 'photo', country: 'US' })).toBe(false);
  });

  it('are free for photographers and classic23 for venues', () => {
    expect(hasFeatureAccess('realWeddings', { isVenue: false, category: 'photo', country: 'DE', tier: 'free' })).toBe(
      true,
    );
    expect(
      hasFeatureAccess('realWeddings', { isVenue: false, category: 'photo', country: 'DE', tier: 'unverified' }),
    ).toBe(false);
    expect(hasFeatureAccess('realWeddings', { isVenue: true, category: 'venue', country: 'GB', tier: 'classic' })).toBe(
      false,
    );
    expect(
      hasFeatureAccess('realWeddings', { isVenue: true, category: 'venue', country: 'GB', tier: 'classic23' }),
    ).toBe(true);
  });
});

describe('the tagging rule', () => {
  it('links the other party: a venue its photographer, a photographer the venue', () => {
    expect(linkedRoleFor('venue')).toBe('photo');
    expect(linkedRoleFor('photo')).toBe('venue');
    expect(linkedRoleFor('florist')).toBeNull();
  });

  it('requires photographers to name the venue, not venues their photographer', () => {
    expect(taggingRequired('photo')).toBe(true);
    expect(taggingRequired('venue')).toBe(false);
    expect(errorsOf(valid, { taggingRequired: true })).toEqual({
      linkedSupplierId: 'realWeddings:errors.linkedSupplier',
    });
    expect(errorsOf({ ...valid, linkedSupplierId: 'venue-1' }, { taggingRequired: true })).toEqual({});
  });
});

describe('validation (section 5)', () => {
  it('names each required field with its message key', () => {
    expect(errorsOf({ ...valid, name: ' ', couple: '', url: '' })).toEqual({
      name: 'realWeddings:errors.weddingName',
      couple: 'realWeddings:errors.coupleNames',
      url: 'realWeddings:errors.url',
    });
  });

  it('asks for at least one photo, kept or new, together with every other error (one pass)', () => {
    expect(errorsOf({ ...valid, keepPhotoIds: ['p1'], newPhotos: 0 })).toEqual({});
    expect(errorsOf({ name: '', couple: '', url: 'not a link' }, { taggingRequired: true })).toEqual({
      name: 'realWeddings:errors.weddingName',
      couple: 'realWeddings:errors.coupleNames',
      url: 'validation:url',
      linkedSupplierId: 'realWeddings:errors.linkedSupplier',
      photos: 'realWeddings:errors.photos',
    });
  });

  it('takes a valid link, written with or without its scheme', () => {
    expect(errorsOf({ ...valid, url: 'not a link' })).toEqual({ url: 'validation:url' });
    expect(realWeddingInputSchema({ taggingRequired: false }).parse({ ...valid, url: 'studio.example/anna' }).url).toBe(
      'https://studio.example/anna',
    );
  });

  it("refuses a link that contains a competitor's address anywhere, but not a look-alike", () => {
    expect(isBlockedUrl('https://www.hitched.co.uk/wedding-venues/x')).toBe(true);
    expect(isBlockedUrl('https://blog.zankyou.fr/p/x')).toBe(true);
    expect(isBlockedUrl('https://blog.example/?from=hitched.co.uk')).toBe(true);
    expect(isBlockedUrl('https://blog.example/redirect/HITCHED.CO.UK/anna')).toBe(true);
    expect(isBlockedUrl('https://blog.example/?to=hitched%2Eco%2Euk')).toBe(true);
    expect(isBlockedUrl('https://hitched.co.uk.example/x')).toBe(true);
    expect(isBlockedUrl('https://nothitched.co.uk/x')).toBe(false);
    expect(isBlockedUrl('https://studio.example/hitched-co-uk-review')).toBe(false);
    expect(isBlockedUrl('https://studio.example/%E0%A4%A')).toBe(false);
    expect(errorsOf({ ...valid, url: 'hitched.co.uk/real-weddings/anna' })).toEqual({
      url: 'realWeddings:errors.blockedUrl',
    });
  });
});

describe('the lock a screen shows', () => {
  it('names the tier that opens a feature, and none when it is open or not offered', () => {
    expect(lockedBelow('realWeddings', { isVenue: true, category: 'venue', country: 'GB', tier: 'classic' })).toBe(
      'classic23',
    );
    expect(lockedBelow('realWeddings', { isVenue: true, category: 'venue', country: 'GB', tier: 'expert' })).toBeNull();
    expect(
      lockedBelow('realWeddings', { isVenue: false, category: 'florist', country: 'GB', tier: 'free' }),
    ).toBeNull();
  });
});
