import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  internationalPhoneSchema,
  isBlank,
  isEmailNotWebsite,
  isInternationalPhone,
  isNonZeroCoordinate,
  isSimplePassword,
  isUkPhone,
  isUkPostcode,
  isValidEmail,
  isValidUrl,
  normaliseUkPostcode,
  isUkOutwardCode,
  ukPostcodesIn,
  normaliseUrl,
  required,
  requiredEmailSchema,
  requiredText,
  simplePasswordSchema,
  toNonNegativeInt,
  urlSchema,
} from './validators.ts';

/** The parsed value, or the list of error message keys. */
function run(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  return result.success ? result.data : result.error.issues.map((i) => i.message);
}

describe('isBlank: whitespace-only counts as empty', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n ', true],
    [null, true],
    [undefined, true],
    ['a', false],
    [' a ', false],
    [0, false],
  ])('isBlank(%j) is %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('e-mail', () => {
  it.each([
    'jane@example.com',
    'jane.doe@example.co.uk',
    'hello+weddings@venue.de',
    "o'brien@example.ie",
    ' padded@example.com ',
    'UPPER@EXAMPLE.COM',
  ])('%s is valid', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@@example.com',
    'jane doe@example.com',
    'jane@example..com',
    'jane@.example.com',
    'https://example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('%j is invalid', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it.each([
    [' jane@example.com ', 'jane@example.com'],
    ['', ''],
    ['   ', ''],
    ['jane@', ['validation:email']],
    [undefined, ['validation:email']],
  ])('emailSchema (optional) parses %j to %j', (input, expected) => {
    expect(run(emailSchema, input)).toEqual(expected);
  });

  it.each([
    [' jane@example.com', 'jane@example.com'],
    ['', ['validation:required']],
    ['  ', ['validation:required']],
    [undefined, ['validation:required']],
    ['jane', ['validation:email']],
  ])('requiredEmailSchema parses %j to %j', (input, expected) => {
    expect(run(requiredEmailSchema, input)).toEqual(expected);
  });
});

describe('website URL', () => {
  it.each([
    ['https://www.example.co.uk', 'https://www.example.co.uk'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com/Weddings?ref=portal#top', 'HTTPS://Example.com/Weddings?ref=portal#top'],
    ['www.example.co.uk', 'https://www.example.co.uk'],
    ['example.de/hochzeit', 'https://example.de/hochzeit'],
    ['https://schloss-müller.de', 'https://schloss-müller.de'],
    ['https://example.com:8080/path', 'https://example.com:8080/path'],
    ['https://medium.com/@venue', 'https://medium.com/@venue'],
    ['  www.example.fr  ', 'https://www.example.fr'],
  ])('%s is valid and normalises to %s', (value, normalised) => {
    expect(isValidUrl(value)).toBe(true);
    expect(normaliseUrl(value)).toBe(normalised);
  });

  it.each([
    'jane@example.com',
    'mailto:jane@example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'example',
    'http://localhost',
    'https://',
    'www.example',
    'https://exa mple.com',
    'http://user@example.com',
    'http://192.168.0.1',
    '',
  ])('%j is invalid', (value) => {
    expect(isValidUrl(value)).toBe(false);
  });

  it.each([
    ['jane@example.com', true],
    ['mailto:jane@example.com', true],
    ['www.example.com', false],
    ['example', false],
  ])('isEmailNotWebsite(%s) is %s', (value, expected) => {
    expect(isEmailNotWebsite(value)).toBe(expected);
  });

  it.each([
    ['www.example.co.uk', 'https://www.example.co.uk'],
    ['', ''],
    ['  ', ''],
    ['jane@example.com', ['validation:websiteIsEmail']],
    ['not a website', ['validation:url']],
    ['ftp://example.com', ['validation:url']],
  ])('urlSchema parses %j to %j', (input, expected) => {
    expect(run(urlSchema, input)).toEqual(expected);
  });

  it('required(urlSchema) refuses an empty website', () => {
    expect(run(required(urlSchema), ' ')).toEqual(['validation:required']);
    expect(run(required(urlSchema), 'example.com')).toBe('https://example.com');
  });
});

describe('UK postcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'], // AA9A 9AA
    ['EC1A 1BB', 'EC1A 1BB'],
    ['W1A 0AX', 'W1A 0AX'], // A9A 9AA
    ['M1 1AE', 'M1 1AE'], // A9 9AA
    ['B33 8TH', 'B33 8TH'], // A99 9AA
    ['CR2 6XH', 'CR2 6XH'], // AA9 9AA
    ['DN55 1PT', 'DN55 1PT'], // AA99 9AA
    ['GIR 0AA', 'GIR 0AA'],
    ['gir0aa', 'GIR 0AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['  ec1a   1bb ', 'EC1A 1BB'],
    ['M11AE', 'M1 1AE'],
    ['BT1 5GS', 'BT1 5GS'], // Northern Ireland
    ['EH1 1YZ', 'EH1 1YZ'], // Edinburgh
    ['CF10 1EP', 'CF10 1EP'], // Cardiff
    ['JE2 3QA', 'JE2 3QA'], // Jersey
    ['IM1 1AA', 'IM1 1AA'], // Isle of Man
    ['BF1 3AA', 'BF1 3AA'], // BFPO postcode format
  ])('%j is valid and normalises to %s', (value, normalised) => {
    expect(isUkPostcode(value)).toBe(true);
    expect(normaliseUkPostcode(value)).toBe(normalised);
  });

  it.each([
    '',
    'SW1A',
    'SW1A 1A',
    'SW1A 1AAA',
    'SW1A-1AA',
    'QA1 1AA', // Q never first
    'V1 1AA', // V never first
    'XW1 1AA', // X never first
    'BI1 1AA', // I never second
    'AJ1 1AA', // J never second
    'AZ1 1AA', // Z never second
    'W1I 1AA', // I not third in A9A
    'EC1C 1BB', // C not fourth in AA9A
    'SW1A 1AC', // C not in the inward letters
    'SW1A 1IA', // I not in the inward letters
    'M1 AAE', // inward code starts with a digit
    'GIR 0AB',
    'BFPO 123',
    'ASCN 1ZZ', // overseas territory
    '12345',
    '75008',
    '10115 Berlin',
    'SW1A 1AA UK',
  ])('%j is invalid and normalises to itself trimmed', (value) => {
    expect(isUkPostcode(value)).toBe(false);
    expect(normaliseUkPostcode(` ${value} `)).toBe(value);
  });
});

describe('UK postcodes in an address', () => {
  it('finds every postcode written in a text, normalised', () => {
    expect(ukPostcodesIn('1 Willow Lane, ba11aa, Bath')).toEqual(['BA1 1AA']);
    expect(ukPostcodesIn('10 Downing Street, London SW1A 2AA, UK; or EH1 1YZ')).toEqual(['SW1A 2AA', 'EH1 1YZ']);
    expect(ukPostcodesIn('Marienplatz 1, 80331 München')).toEqual([]);
  });

  it.each([
    ['SW1A', true],
    ['m1', true],
    [' EH12 ', true],
    ['SW1A 1AA', false],
    ['London', false],
    ['80331', false],
  ])('reads %j as an outward code alone: %s', (value, expected) => {
    expect(isUkOutwardCode(value)).toBe(expected);
  });
});

describe('UK phone', () => {
  it.each([
    '020 7946 0018', // London
    '+44 20 7946 0018',
    '0044 20 7946 0018',
    '+44 (0)20 7946 0018',
    '(020) 7946 0018',
    '020-7946-0018',
    '02079460018',
    '07700 900123', // mobile
    '+447700900123',
    '07700-900-123',
    '0161 496 0000', // Manchester
    '+44 161 496 0000',
    '0113 496 0000', // Leeds
    '01632 960000', // drama range, 5-digit area code
    '016977 2345', // 10-digit number, Brampton
    '0300 123 4567', // non-geographic 03
    '0800 123 4567', // freephone, 11 digits
    '0800 123 456', // freephone, 10 digits
    '0845 600 0000',
  ])('%s is a UK number', (value) => {
    expect(isUkPhone(value)).toBe(true);
  });

  it.each([
    '',
    '020 7946 001', // too short
    '020 7946 00188', // too long
    '07700 90012',
    '0770 090 01234',
    '+44 020 7946 0018', // trunk 0 after +44 without brackets
    '+33 1 23 45 67 89', // France
    '+49 30 1234567', // Germany
    '0049 30 1234567',
    '09098 790 000', // premium rate
    '05 1234 5678',
    '04 1234 5678',
    '2079460018', // missing trunk 0
    '020 7946 0018 ext 2',
    '020) 7946 0018',
    '((020)) 7946 0018',
    '020 7946 0018+',
    'phone me',
  ])('%j is not a UK number', (value) => {
    expect(isUkPhone(value)).toBe(false);
  });
});

describe('international phone', () => {
  it.each([
    '+49 30 1234567',
    '+33 1 23 45 67 89',
    '+1 (212) 555-0100',
    '+48 22 123 45 67',
    '+41 44 668 18 00',
    '030 1234567',
    '020 7946 0018',
    '1234567', // 7 digits
    '+123456789012345', // 15 digits
    '+44.20.7946.0018',
  ])('%s is an international-style number', (value) => {
    expect(isInternationalPhone(value)).toBe(true);
  });

  it.each([
    '',
    '123456', // 6 digits
    '+1234567890123456', // 16 digits
    '++49 30 1234567',
    '49+30 1234567',
    '+49 30 1234567 ext. 5',
    'tel:+49301234567',
    '+49 (30 1234567',
    'call us',
  ])('%j is not an international-style number', (value) => {
    expect(isInternationalPhone(value)).toBe(false);
  });

  it.each([
    ['+49 30 1234567', '+49 30 1234567'],
    ['  ', ''],
    ['12', ['validation:phone']],
  ])('internationalPhoneSchema parses %j to %j', (input, expected) => {
    expect(run(internationalPhoneSchema, input)).toEqual(expected);
  });

  it('required(internationalPhoneSchema, requiredPhone) asks for a missing phone', () => {
    expect(run(required(internationalPhoneSchema, 'validation:requiredPhone'), '')).toEqual([
      'validation:requiredPhone',
    ]);
  });
});

describe('simple password (6+ characters)', () => {
  it.each([
    ['secret', true],
    ['a b c ', true],
    ['pässwö', true],
    ['🙂🙂🙂🙂🙂🙂', true],
    ['12345', false],
    ['', false],
  ])('isSimplePassword(%j) is %s', (value, expected) => {
    expect(isSimplePassword(value)).toBe(expected);
  });

  it.each([
    ['secret', 'secret'],
    [' secret ', ' secret '], // not trimmed
    ['', ['validation:required']],
    ['      ', ['validation:required']],
    [undefined, ['validation:required']],
    ['abc', ['validation:password']],
  ])('simplePasswordSchema parses %j to %j', (input, expected) => {
    expect(run(simplePasswordSchema, input)).toEqual(expected);
  });
});

describe('non-zero coordinate', () => {
  it.each([
    [51.5074, true],
    [-0.1278, true],
    ['48.8566', true],
    [0, false],
    [-0, false],
    ['0', false],
    ['0.0', false],
    ['', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    [undefined, false],
  ])('isNonZeroCoordinate(%j) is %s', (value, expected) => {
    expect(isNonZeroCoordinate(value)).toBe(expected);
  });
});

describe('number inputs parse to non-negative whole numbers (invalid gives 0)', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 12 ', 12],
    ['007', 7],
    [3.9, 3],
    ['3.9', 3],
    [0, 0],
    [-1, 0],
    ['-4', 0],
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1e300, 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
  ])('toNonNegativeInt(%j) is %i', (value, expected) => {
    expect(toNonNegativeInt(value)).toBe(expected);
  });
});

describe('requiredText', () => {
  it.each([
    [undefined, ' Jane ', 'Jane'],
    [undefined, '  ', ['validation:required']],
    ['validation:requiredFirstName', '', ['validation:requiredFirstName']],
    ['validation:requiredFirstName', undefined, ['validation:requiredFirstName']],
  ] as const)('with message %s parses %j to %j', (message, input, expected) => {
    expect(run(requiredText(message), input)).toEqual(expected);
  });

  it('limits the length when asked', () => {
    const schema = requiredText('validation:requiredTitle', 100);
    expect(run(schema, 'x'.repeat(100))).toBe('x'.repeat(100));
    expect(run(schema, 'x'.repeat(101))).toEqual(['validation:maxLength']);
  });
});
