import { describe, expect, it } from 'vitest';
import {
  applyGeocode,
  businessWebsiteHost,
  changePostcode,
  cutText,
  emailWebsiteDomainMismatch,
  emptyGetListedValues,
  startingCountry,
  firstNameIssue,
  geocodedAddressLine,
  geocodeQuery,
  websiteHost,
  type GetListedValues,
} from './get-listed.ts';
import { schemaErrors } from './form-errors.ts';
import { getListedSchema, getListedStep1Schema } from './get-listed-schemas.ts';

const ukStep1 = {
  name: 'The Old Barn',
  slug: 'venue',
  email: 'hello@oldbarn.co.uk',
  phone: '020 7946 0018',
  website: 'oldbarn.co.uk',
  countryCode: 'GB',
} as const;
const deStep1 = {
  name: 'Schloss Elmau',
  slug: '',
  email: 'info@schloss.de',
  phone: '+49 8823 180',
  website: 'https://schloss.de',
  countryCode: 'DE',
} as const;

const complete: GetListedValues = {
  ...emptyGetListedValues('GB'),
  ...ukStep1,
  address: '1 Farm Lane',
  postcode: 'sw1a1aa',
  town: 'London',
  county: 'Greater London',
  lat: 51.501,
  lng: -0.1416,
};

const step1Errors = (values: Record<string, unknown>) => schemaErrors(getListedStep1Schema, values);
const finalErrors = (values: Record<string, unknown>) => schemaErrors(getListedSchema, values);

describe('get-listed step 1 (spec section 5)', () => {
  it('accepts complete UK and non-UK details', () => {
    expect(step1Errors(ukStep1)).toEqual({});
    expect(step1Errors(deStep1)).toEqual({});
  });

  it('non-UK requires name, website, phone and e-mail, but not the category', () => {
    expect(step1Errors({ ...deStep1, name: ' ', website: '', phone: '', email: '' })).toEqual({
      name: 'validation:required',
      website: 'validation:required',
      phone: 'validation:required',
      email: 'validation:required',
    });
  });

  it('the UK additionally requires the category, shown as the required-from message on slug', () => {
    expect(step1Errors({ ...ukStep1, slug: '' })).toEqual({ slug: 'validation:requiredFrom' });
    expect(step1Errors({ ...ukStep1, slug: 'castle' })).toEqual({ slug: 'validation:requiredFrom' });
  });

  it.each([
    ['GB', '+33 1 23 45 67 89', 'validation:ukPhone'],
    ['GB', '07700 900123', undefined],
    ['DE', '12', 'validation:phone'],
    ['FR', '+33 1 23 45 67 89', undefined],
  ] as const)('%s phone %s gives %s', (countryCode, phone, message) => {
    const base = countryCode === 'GB' ? ukStep1 : { ...deStep1, countryCode };
    expect(step1Errors({ ...base, phone }).phone).toBe(message);
  });

  it('checks the e-mail and the website format', () => {
    expect(step1Errors({ ...ukStep1, email: 'hello@', website: 'not a site' })).toEqual({
      email: 'validation:email',
      website: 'validation:url',
    });
    expect(step1Errors({ ...ukStep1, website: 'hello@oldbarn.co.uk' })).toEqual({
      website: 'validation:websiteIsEmail',
    });
  });

  it('refuses text over 100 characters', () => {
    expect(step1Errors({ ...ukStep1, name: 'x'.repeat(101) })).toEqual({ name: 'validation:maxLength' });
  });
});

describe('get-listed final validation (spec section 5)', () => {
  it('accepts a geocoded address and normalises website and UK postcode', () => {
    const result = getListedSchema.parse(complete);
    expect(result.postcode).toBe('SW1A 1AA');
    expect(result.website).toBe('https://oldbarn.co.uk');
  });

  it('requires name, postcode, address and town; a missing postcode has its own message', () => {
    expect(finalErrors({ ...complete, name: '', address: '', town: '', postcode: '' })).toEqual({
      name: 'validation:required',
      address: 'validation:required',
      town: 'validation:required',
      postcode: 'validation:requiredPostcode',
    });
  });

  it('without coordinates: the invalid-address message when geocode set the address', () => {
    expect(finalErrors({ ...complete, lat: null, lng: null, addressFromGeocode: true })).toEqual({
      address: 'validation:invalidAddress',
    });
  });

  it('without coordinates: otherwise the invalid geo-address message on the postcode', () => {
    expect(finalErrors({ ...complete, lat: 0, lng: 0 })).toEqual({ postcode: 'validation:invalidGeoAddress' });
  });

  it('a UK postcode must have the UK format', () => {
    expect(finalErrors({ ...complete, postcode: '75001' })).toEqual({ postcode: 'validation:ukPostcode' });
    expect(finalErrors({ ...complete, ...deStep1, slug: 'photo', postcode: '82493' })).toEqual({});
  });

  it('a listing needs a category in every country', () => {
    expect(finalErrors({ ...complete, ...deStep1, postcode: '82493' })).toEqual({ slug: 'validation:requiredFrom' });
  });
});

describe('the 100-character cut', () => {
  it.each([
    ['short', 'short'],
    ['x'.repeat(120), 'x'.repeat(100)],
    ['é'.repeat(100) + 'abc', 'é'.repeat(100)],
  ])('cuts %#', (input, expected) => {
    expect(cutText(input)).toBe(expected);
  });
});

describe('e-mail / website domain mismatch (analytics only)', () => {
  it.each([
    ['hello@oldbarn.co.uk', 'https://www.oldbarn.co.uk/contact', false],
    ['hello@mail.oldbarn.co.uk', 'oldbarn.co.uk', false],
    ['HELLO@OLDBARN.CO.UK', 'http://OldBarn.co.uk', false],
    ['oldbarn@gmail.com', 'https://oldbarn.co.uk', true],
    ['', 'https://oldbarn.co.uk', false],
    ['hello@oldbarn.co.uk', '', false],
  ])('%s and %s: %s', (email, website, expected) => {
    expect(emailWebsiteDomainMismatch(email, website)).toBe(expected);
  });

  it.each([
    ['https://www.Venue.co.uk/path?q=1', 'venue.co.uk'],
    ['venue.de', 'venue.de'],
    ['http://sub.venue.fr:8080', 'sub.venue.fr'],
    ['', null],
  ])('websiteHost(%s) is %s', (website, host) => {
    expect(websiteHost(website)).toBe(host);
  });
});

describe('geocoded address line (spec section 4)', () => {
  it.each([
    [
      { formattedAddress: '10 Downing Street, London SW1A 2AA, UK', locality: 'London', postcode: 'SW1A 2AA' },
      '10 Downing Street',
    ],
    [{ formattedAddress: 'London SW1A 2AA, UK', locality: 'London', postcode: 'SW1A 2AA' }, null],
    [
      {
        formattedAddress: 'Bath, BA1 1AA, United Kingdom',
        locality: 'Bath',
        postcode: 'BA1 1AA',
        country: 'United Kingdom',
      },
      null,
    ],
    [{ formattedAddress: 'A1, Leeds, UK', locality: 'Leeds' }, null],
    [{ formattedAddress: 'Mill Rd, Leeds, UK', locality: 'Leeds' }, 'Mill Rd'],
    [
      {
        formattedAddress: 'Hauptstraße 5, 82493 Krün, Germany',
        locality: 'Krün',
        postcode: '82493',
        country: 'Germany',
      },
      'Hauptstraße 5',
    ],
  ])('%j keeps %s', (place, expected) => {
    expect(geocodedAddressLine(place)).toBe(expected);
  });

  it('does not strip a locality that is only part of a word', () => {
    expect(geocodedAddressLine({ formattedAddress: 'Bathurst Road, Bath, UK', locality: 'Bath' })).toBe(
      'Bathurst Road',
    );
  });
});

describe('find address and the postcode-change rule (spec section 4)', () => {
  const typed = { ...complete, address: 'Farm Lane', lat: null, lng: null, town: '', county: '' };

  it('fills coordinates, town, county and the kept address line, and flags it as geocoded', () => {
    const next = applyGeocode(typed, {
      lat: 51.5,
      lng: -0.14,
      formattedAddress: '1 Farm Lane, London SW1A 1AA, UK',
      locality: 'London',
      postcode: 'SW1A 1AA',
      county: 'Greater London',
    });
    expect(next).toMatchObject({
      lat: 51.5,
      lng: -0.14,
      town: 'London',
      county: 'Greater London',
      address: '1 Farm Lane',
      addressFromGeocode: true,
    });
  });

  it('keeps the town as the supplier typed it, and fills it only when empty', () => {
    const munich = { lat: 48.14, lng: 11.58, formattedAddress: 'Munich, Germany', locality: 'Munich' };
    expect(applyGeocode({ ...typed, town: 'München' }, munich).town).toBe('München');
    expect(applyGeocode({ ...typed, town: '  ' }, munich).town).toBe('Munich');
  });

  it('keeps the typed address when the geocoded line is too short', () => {
    const next = applyGeocode(typed, { lat: 51.5, lng: -0.14, formattedAddress: 'London, UK', locality: 'London' });
    expect(next).toMatchObject({ address: 'Farm Lane', addressFromGeocode: false, town: 'London' });
  });

  it('a postcode change clears the geocode flag and the coordinates found for the old one', () => {
    const geocoded = { ...complete, addressFromGeocode: true };
    expect(changePostcode(geocoded, 'SW1A 2AA')).toMatchObject({
      postcode: 'SW1A 2AA',
      addressFromGeocode: false,
      lat: null,
      lng: null,
    });
    expect(changePostcode(geocoded, geocoded.postcode)).toBe(geocoded);
  });

  it('joins the geocode query from the non-blank address parts', () => {
    expect(
      geocodeQuery({
        address: '1 Farm Lane',
        postcode: 'SW1A 1AA',
        town: 'London',
        county: ' ',
        countryName: 'United Kingdom',
      }),
    ).toBe('1 Farm Lane, SW1A 1AA, London, United Kingdom');
  });
});

describe('the website host that identifies a business', () => {
  it.each([
    ['https://www.oldbarn.co.uk/about', 'oldbarn.co.uk'],
    ['https://www.facebook.com/oldbarn', null],
    ['instagram.com/oldbarn', null],
    ['oldbarn.wixsite.com/home', 'oldbarn.wixsite.com'],
  ])('%s → %s', (website, host) => {
    expect(businessWebsiteHost(website)).toBe(host);
  });
});

describe('firstNameIssue', () => {
  it.each([
    [true, '', 'validation:requiredFirstName'],
    [true, '   ', 'validation:requiredFirstName'],
    [true, 'Grace', null],
    [false, '', null],
  ] as const)('asked %s, given "%s" → %s', (ask, firstName, issue) => {
    expect(firstNameIssue(ask, firstName)).toBe(issue);
  });
});

describe('the country a new listing starts from', () => {
  it("is the region of the user's language, else the United Kingdom", () => {
    expect(startingCountry('de-DE')).toBe('DE');
    expect(startingCountry('fr-FR')).toBe('FR');
    expect(startingCountry('en-GB')).toBe('GB');
    expect(startingCountry('de')).toBe('GB');
    expect(startingCountry('en-IE')).toBe('GB');
  });
});
