import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';
import { endorsementInputSchema } from './endorsements.ts';
import { isIsoDate, latestPastDay } from './past-days.ts';

const now = new Date('2026-06-10T22:30:00Z');
const valid = {
  name: 'Anna Schmidt',
  from: 'Bride',
  title: 'Our perfect day',
  message: 'Thank you for everything.',
  date: '2026-05-14',
  link: '',
};
const errorsOf = (input: object) => {
  const result = endorsementInputSchema(now).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('testimonials', () => {
  it('accepts a testimonial, trimmed, a link given without its scheme gets https', () => {
    const parsed = endorsementInputSchema(now).parse({
      ...valid,
      name: '  Anna Schmidt ',
      link: 'www.example.com/review',
    });
    expect(parsed).toEqual({ ...valid, id: null, link: 'https://www.example.com/review' });
  });

  it('needs a name, a title, a message and a date, each with its message', () => {
    expect(errorsOf({ ...valid, name: ' ', title: '', message: '\n', date: '' })).toEqual({
      name: 'validation:required',
      title: 'validation:requiredTitle',
      message: 'validation:required',
      date: 'validation:requiredDate',
    });
  });

  it('refuses days that do not exist, and dates after tomorrow (UTC)', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('14.05.2026')).toBe(false);
    expect(latestPastDay(now)).toBe('2026-06-11');
    expect(errorsOf({ ...valid, date: '2026-06-11' })).toEqual({});
    expect(errorsOf({ ...valid, date: '2026-06-12' })).toEqual({ date: 'endorsements:errors.futureDate' });
  });

  it('limits lengths and checks the link', () => {
    expect(errorsOf({ ...valid, title: 'x'.repeat(121), link: 'not a link' })).toEqual({
      title: 'validation:maxLength',
      link: 'validation:url',
    });
    expect(errorsOf({ ...valid, link: 'anna@example.com' })).toEqual({ link: 'validation:websiteIsEmail' });
  });
});
