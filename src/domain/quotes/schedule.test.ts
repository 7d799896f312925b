import { describe, expect, it } from 'vitest';
import { countryL10n, type CountryCode } from '../countries.ts';
import { formatMoney } from '../format.ts';
import { uiLocaleFor } from '../locales.ts';
import {
  depositErrors,
  depositOf,
  paymentSchedule,
  quoteDateErrors,
  type PaymentSchedule,
  type ScheduleTerms,
} from './schedule.ts';

const percent = (value: number, balanceDaysBefore: number): ScheduleTerms => ({
  deposit: { type: 'percent', percent: value },
  balanceDaysBefore,
});
const amount = (value: number, balanceDaysBefore: number): ScheduleTerms => ({
  deposit: { type: 'amount', amount: value },
  balanceDaysBefore,
});

// Per country: the gross total of a quote in its currency (minor units), the terms, the wedding and the last valid day,
// then the schedule and the deposit as a proposal in the country's portal language writes it (spaces plain).
const perCountry: [CountryCode, number, ScheduleTerms, string, string, PaymentSchedule, string][] = [
  [
    'GB',
    1025250,
    percent(25, 42),
    '2027-06-12',
    '2026-12-14',
    { deposit: 256313, balance: 768937, balanceDueOn: '2027-05-01', inFull: null },
    '£2,563.13',
  ],
  [
    'DE',
    377075,
    amount(100000, 30),
    '2027-09-04',
    '2027-01-15',
    { deposit: 100000, balance: 277075, balanceDueOn: '2027-08-05', inFull: null },
    '1.000,00 €',
  ],
  [
    'FR',
    550800,
    percent(30, 60),
    '2027-05-01',
    '2026-12-31',
    { deposit: 165240, balance: 385560, balanceDueOn: '2027-03-02', inFull: null },
    '1 652,40 €',
  ],
  // a deposit of 100 % leaves no balance: the quote's last valid day stands for its due day
  [
    'AT',
    130500,
    percent(100, 30),
    '2027-08-21',
    '2027-01-31',
    { deposit: 130500, balance: 0, balanceDueOn: '2027-01-31', inFull: 'asked' },
    '1.305,00 €',
  ],
  // 0 days: the balance is due on the wedding day
  [
    'CH',
    405595,
    percent(33.33, 0),
    '2027-07-17',
    '2027-02-01',
    { deposit: 135185, balance: 270410, balanceDueOn: '2027-07-17', inFull: null },
    '1.351,85 CHF',
  ],
  [
    'PL',
    3866025,
    amount(3866025, 14),
    '2027-10-09',
    '2027-03-01',
    { deposit: 3866025, balance: 0, balanceDueOn: '2027-03-01', inFull: 'asked' },
    'zł 38,660.25',
  ],
  // 14 days before 14 March 2028 is 29 February (a leap year)
  [
    'US',
    433750,
    percent(50, 14),
    '2028-03-14',
    '2027-06-30',
    { deposit: 216875, balance: 216875, balanceDueOn: '2028-02-29', inFull: null },
    '$2,168.75',
  ],
  // the wedding is near: 30 days before it is before the last valid day, so the whole total is due on acceptance
  [
    'RU',
    44500000,
    percent(20, 30),
    '2026-12-20',
    '2026-12-05',
    { deposit: 44500000, balance: 0, balanceDueOn: '2026-12-05', inFull: 'weddingNear' },
    '₽445,000.00',
  ],
];

describe('paymentSchedule per country', () => {
  it.each(perCountry)(
    '%s: %i under %j, wedding %s, valid until %s',
    (country, total, terms, weddingDate, validUntil, schedule, depositShown) => {
      expect(depositErrors(total, terms.deposit)).toEqual({});
      expect(paymentSchedule(total, terms, { weddingDate, validUntil })).toEqual(schedule);
      expect(schedule.deposit + schedule.balance).toBe(total);
      const { currency, locale } = countryL10n(country);
      const shown = formatMoney(schedule.deposit, currency, uiLocaleFor(locale), { exact: true });
      expect(shown.replace(/\s/g, ' ')).toBe(depositShown);
    },
  );
});

describe('the balance and the last valid day', () => {
  const wedding = { weddingDate: '2027-06-30' };
  it.each([
    // 30 days before the wedding is 31 May
    ['2027-05-30', { deposit: 3000, balance: 7000, balanceDueOn: '2027-05-31', inFull: null }],
    ['2027-05-31', { deposit: 10000, balance: 0, balanceDueOn: '2027-05-31', inFull: 'weddingNear' }],
    ['2027-06-30', { deposit: 10000, balance: 0, balanceDueOn: '2027-06-30', inFull: 'weddingNear' }],
  ] as const)('valid until %s: %j', (validUntil, schedule) => {
    expect(paymentSchedule(10000, percent(30, 30), { ...wedding, validUntil })).toEqual(schedule);
  });

  it('refuses to schedule a deposit it was never meant to get', () => {
    const dates = { ...wedding, validUntil: '2027-01-01' };
    expect(() => paymentSchedule(10000, amount(10001, 30), dates)).toThrow(RangeError);
    expect(() => paymentSchedule(1, percent(10, 30), dates)).toThrow(RangeError);
  });
});

describe('deposit', () => {
  it.each([
    [10000, { type: 'percent', percent: 12.5 }, 1250],
    [1999, { type: 'percent', percent: 12.5 }, 250],
    [3, { type: 'percent', percent: 50 }, 2],
    [10000, { type: 'amount', amount: 2500 }, 2500],
  ] as const)('of %i at %j is %i', (total, deposit, expected) => {
    expect(depositOf(total, deposit)).toBe(expected);
  });

  it.each([
    [10000, { type: 'amount', amount: 10000 }, {}],
    [10000, { type: 'amount', amount: 10001 }, { 'deposit.amount': 'quotes:errors.depositAboveTotal' }],
    [10000, { type: 'amount', amount: 0 }, { 'deposit.amount': 'quotes:errors.depositZero' }],
    [10000, { type: 'percent', percent: 100 }, {}],
    [10000, { type: 'percent', percent: 0.01 }, {}],
    [4, { type: 'percent', percent: 10 }, { 'deposit.percent': 'quotes:errors.depositZero' }],
  ] as const)('of a total of %i at %j: %j', (total, deposit, errors) => {
    expect(depositErrors(total, deposit)).toEqual(errors);
  });
});

describe('quote days', () => {
  const today = '2026-11-30';
  it.each([
    ['2027-06-12', '2026-12-14', {}],
    ['2026-11-30', '2026-11-30', {}],
    ['2027-06-12', '2027-06-12', {}],
    ['2027-02-30', '2026-12-14', { weddingDate: 'quotes:errors.weddingDate' }],
    ['', '2026-12-14', { weddingDate: 'quotes:errors.weddingDate' }],
    [
      '2026-11-29',
      '2026-11-29',
      { weddingDate: 'quotes:errors.weddingPast', validUntil: 'quotes:errors.validUntilPast' },
    ],
    ['2027-06-12', '2026-11-29', { validUntil: 'quotes:errors.validUntilPast' }],
    ['2027-06-12', '2027-06-13', { validUntil: 'quotes:errors.validUntilAfterWedding' }],
    ['2027-06-12', '14/12/2026', { validUntil: 'quotes:errors.validUntil' }],
    // a wedding day that is wrong is named once: the validity is not compared with it
    ['2026-10-01', '2026-12-14', { weddingDate: 'quotes:errors.weddingPast' }],
  ])('wedding %j, valid until %j: %j', (weddingDate, validUntil, errors) => {
    expect(quoteDateErrors({ weddingDate, validUntil }, today)).toEqual(errors);
  });
});
