import { describe, expect, it } from 'vitest';
import { categoryValues } from '../categories.ts';
import { schemaErrors } from '../form-errors.ts';
import { listingFormSchema } from './listing-form-schema.ts';
import { addressChanged, editableKeys, editableListing, geocodeAddressOf } from './listing-form.ts';
import { emptyListing } from './template.ts';

const ukVenue = {
  name: 'The Old Barn',
  email: 'hello@oldbarn.co.uk',
  phone: '01451 820000',
  website: 'oldbarn.co.uk',
  address: 'Manor Farm, Station Road',
  postcode: 'gl54 2aa',
  town: 'Bourton-on-the-Water',
  county: 'Gloucestershire',
  country: 'England',
};
const dePhotographer = {
  ...ukVenue,
  name: 'Lichtblick',
  phone: '+49 30 44012345',
  postcode: '10435',
  town: 'Berlin',
  county: '',
  country: 'Deutschland',
};

const errorsOf = (category: 'venue' | 'photo', country: string, values: Record<string, unknown>) =>
  schemaErrors(listingFormSchema(category, country), values);

describe('profile save validation (access document section 5)', () => {
  it('passes a complete UK venue and normalises website and postcode', () => {
    const parsed = listingFormSchema('venue', 'GB').parse(ukVenue);
    expect(parsed.website).toBe('https://oldbarn.co.uk');
    expect(parsed.postcode).toBe('GL54 2AA');
    expect(parsed.hideFirstAddressLine).toBe(false);
    expect(parsed.targetingPriceMinBudget).toBe(0);
    // the price schemes give these; the editor does not send them
    expect(listingFormSchema('venue', 'GB').parse({ ...ukVenue, inHouseCateringMinPricePp: 4500 })).not.toHaveProperty(
      'inHouseCateringMinPricePp',
    );
  });

  it.each([
    ['name', { name: '' }, 'validation:requiredField'],
    ['name', { name: '   ' }, 'validation:requiredField'],
    ['town', { town: '' }, 'validation:requiredField'],
    ['postcode', { postcode: '' }, 'validation:requiredPostcode'],
    ['postcode', { postcode: '12345' }, 'validation:ukPostcode'],
    ['website', { website: '' }, 'validation:requiredField'],
    ['website', { website: 'not a link' }, 'validation:url'],
    ['website', { website: 'hello@oldbarn.co.uk' }, 'validation:websiteIsEmail'],
    ['email', { email: ' ' }, 'validation:requiredField'],
    ['email', { email: 'hello@' }, 'validation:email'],
    ['phone', { phone: '' }, 'validation:requiredPhone'],
    ['phone', { phone: '+49 30 44012345' }, 'validation:ukPhone'],
    ['social.instagram', { social: { instagram: 'not a link' } }, 'validation:url'],
    ['usualStartTime', { usualStartTime: '25:00' }, 'validation:invalid'],
    ['name', { name: 'x'.repeat(101) }, 'validation:maxLength'],
  ])('UK venue: %s of %j gives %s', (field, change, message) => {
    expect(errorsOf('venue', 'GB', { ...ukVenue, ...change })[field]).toBe(message);
  });

  it.each([
    ['phone', { phone: '030 44012345' }, undefined],
    ['phone', { phone: '12' }, 'validation:phone'],
    ['phone', { phone: '' }, 'validation:requiredPhone'],
    ['postcode', { postcode: '10435' }, undefined],
    ['postcode', { postcode: ' ' }, 'validation:requiredPostcode'],
  ])('non-UK photographer: %s of %j gives %s', (field, change, message) => {
    expect(errorsOf('photo', 'DE', { ...dePhotographer, ...change })[field]).toBe(message);
  });

  it('needs a county or a country: either one is enough', () => {
    expect(errorsOf('photo', 'DE', { ...dePhotographer, county: '', country: '' })).toMatchObject({
      county: 'validation:requiredCounty',
      country: 'validation:requiredCountry',
    });
    expect(errorsOf('photo', 'DE', { ...dePhotographer, county: 'Berlin', country: '' })).toEqual({});
    expect(errorsOf('photo', 'DE', { ...dePhotographer, county: '', country: 'Deutschland' })).toEqual({});
  });

  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['', 0],
    [7, 7],
    [null, 0],
    [undefined, 0],
  ])('number input %j parses to %i', (input, expected) => {
    const parsed = listingFormSchema('venue', 'GB').parse({
      ...ukVenue,
      noOfPeopleInTeam: input,
      indoorReceptionNoOfPeople: input,
      targetingPriceMinBudget: input,
    });
    expect(parsed.noOfPeopleInTeam).toBe(expected);
    expect(parsed.indoorReceptionNoOfPeople).toBe(expected);
    expect(parsed.targetingPriceMinBudget).toBe(expected);
  });

  it.each([
    ['12.7', 'validation:wholeNumber'],
    [12.5, 'validation:wholeNumber'],
    ['-3', 'validation:wholeNumber'],
    [-3, 'validation:wholeNumber'],
    ['abc', 'validation:wholeNumber'],
    ['1e3', 'validation:wholeNumber'],
    [true, 'validation:wholeNumber'],
    [1e300, 'validation:wholeNumber'],
    [100_001, 'validation:tooBig'],
  ])('number input %j is refused', (input, message) => {
    const fields = ['noOfPeopleInTeam', 'indoorReceptionNoOfPeople', 'accommodationNoOfPeople'];
    const errors = errorsOf('venue', 'GB', { ...ukVenue, ...Object.fromEntries(fields.map((f) => [f, input])) });
    expect(errors).toEqual(Object.fromEntries(fields.map((f) => [f, message])));
  });

  it('bounds a budget by the largest price and the year a business started by this year', () => {
    const thisYear = new Date().getFullYear();
    expect(errorsOf('venue', 'GB', { ...ukVenue, targetingPriceMinBudget: 1_000_000_000 })).toEqual({});
    expect(
      errorsOf('venue', 'GB', {
        ...ukVenue,
        targetingPriceMinBudget: 1_000_000_001,
        yearBusinessWasEstablished: thisYear + 1,
      }),
    ).toEqual({
      targetingPriceMinBudget: 'validation:tooBig',
      yearBusinessWasEstablished: 'validation:tooBig',
    });
    expect(errorsOf('venue', 'GB', { ...ukVenue, yearBusinessWasEstablished: thisYear })).toEqual({});
  });

  it('trims texts, keeps the checklists of the category and drops unknown fields', () => {
    const parsed = listingFormSchema('photo', 'DE').parse({
      ...dePhotographer,
      description: '  Light  ',
      photographyStyleSection: { modern: true, bogus: true },
      indoorReceptionNoOfPeople: 80,
      supplierDeleted: true,
    });
    expect(parsed.description).toBe('Light');
    expect(parsed.photographyStyleSection).toMatchObject({ modern: true, artistic: false });
    expect(parsed.photographyStyleSection).not.toHaveProperty('bogus');
    expect(parsed).not.toHaveProperty('indoorReceptionNoOfPeople');
    expect(parsed).not.toHaveProperty('supplierDeleted');
  });

  it('refuses a flag that is not a boolean', () => {
    expect(
      errorsOf('photo', 'DE', { ...dePhotographer, publicLiabilityInsurance: 'yes' }).publicLiabilityInsurance,
    ).toBe('validation:invalid');
  });
});

describe('editable part and address', () => {
  it('the editor starts from the template and every editable key passes back through the schema', () => {
    const values = editableListing({ ...emptyListing('venue', 'GB'), ...ukVenue });
    expect(Object.keys(values).sort()).toEqual(editableKeys('venue').sort());
    expect(listingFormSchema('venue', 'GB').safeParse(values).success).toBe(true);
    expect(values).not.toHaveProperty('faqsAnswers');
    expect(values.social).not.toHaveProperty('blog');
  });

  it('names exactly the fields the save schema of each category checks (listing-form.ts lists them without zod)', () => {
    for (const category of categoryValues) {
      const schema = listingFormSchema(category, 'DE');
      expect({ category, keys: editableKeys(category).sort() }).toEqual({
        category,
        keys: Object.keys(schema.in.shape).sort(),
      });
    }
  });

  it('joins the geocoded address from street, postcode, county and country, leaving blanks out', () => {
    expect(geocodeAddressOf(ukVenue)).toBe('Manor Farm, Station Road, gl54 2aa, Gloucestershire, England');
    expect(geocodeAddressOf(dePhotographer)).toBe('Manor Farm, Station Road, 10435, Deutschland');
  });

  it('sees an address change in any part, not in case or spaces', () => {
    expect(addressChanged(ukVenue, { ...ukVenue, postcode: ' GL54 2AA ' })).toBe(false);
    expect(addressChanged(ukVenue, { ...ukVenue, postcode: 'GL54 2AB' })).toBe(true);
    expect(addressChanged(ukVenue, { ...ukVenue, town: 'BOURTON-ON-THE-WATER ' })).toBe(false);
    expect(addressChanged(ukVenue, { ...ukVenue, county: 'Oxfordshire' })).toBe(true);
  });
});
