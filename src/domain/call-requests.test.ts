import { describe, expect, it } from 'vitest';
import { callDayCount, callDays, callPhoneMessage, formatCallDay } from './call-requests.ts';
import { callRequestInputSchema } from './call-requests-api.ts';
import { fieldErrors } from './form-errors.ts';

describe('callDays', () => {
  it('offers the next ten working days from tomorrow, weekends left out', () => {
    // Friday 27 November 2026, noon in London
    const days = callDays('GB', new Date('2026-11-27T12:00:00Z'));
    expect(days).toHaveLength(callDayCount);
    expect(days[0]).toBe('2026-11-30');
    expect(days).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it('counts from the supplier’s own day', () => {
    // Sunday 23:30 in London is already Monday in Berlin: a German supplier's list starts on Tuesday
    const now = new Date('2026-11-29T23:30:00Z');
    expect(callDays('GB', now)[0]).toBe('2026-11-30');
    expect(callDays('DE', now)[0]).toBe('2026-12-01');
  });
});

describe('callPhoneMessage', () => {
  it.each([
    ['GB', '020 7946 0018', null],
    ['GB', '07700 900123', null],
    ['GB', '+33 1 23 45 67 89', 'validation:ukPhone'],
    ['FR', '+33 1 23 45 67 89', null],
    ['DE', '089 123', 'validation:phone'],
    ['DE', 'call me', 'validation:phone'],
  ] as const)('%s %s: %s', (country, phone, expected) => {
    expect(callPhoneMessage(country, phone)).toBe(expected);
  });
});

describe('callRequestInputSchema', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const schema = callRequestInputSchema('GB', now);
  const valid = { phone: ' 07700 900123 ', day: '2026-12-01', window: 'morning', topic: 'listing' };

  it('takes a complete request, trimmed, the note optional', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: '07700 900123', note: '' });
  });

  it.each([
    [{ phone: '' }, 'phone', 'validation:requiredPhone'],
    [{ day: '2026-11-27' }, 'day', 'callRequests:errors.day'],
    [{ day: '2026-11-28' }, 'day', 'callRequests:errors.day'],
    [{ day: '2026-12-14' }, 'day', 'callRequests:errors.day'],
    [{ window: '' }, 'window', 'callRequests:errors.window'],
    [{ topic: undefined }, 'topic', 'callRequests:errors.topic'],
    [{ note: 'x'.repeat(501) }, 'note', 'validation:maxLength'],
  ])('%o: %s %s', (change, field, key) => {
    const result = schema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(key);
  });
});

describe('formatCallDay', () => {
  it.each([
    ['en-GB', 'Tue 1 Dec'],
    ['de-DE', 'Di., 1. Dez.'],
    ['fr-FR', 'mar. 1 déc.'],
  ] as const)('%s: %s', (locale, expected) => {
    expect(formatCallDay('2026-12-01', locale)).toBe(expected);
  });
});
