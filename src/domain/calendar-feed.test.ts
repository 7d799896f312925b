import { describe, expect, it } from 'vitest';
import { calendarEntries, calendarFeedSince, tokenOfFeedFile, weddingDayOf } from './calendar-feed.ts';
import { undecidedWeddingDate, type WeddingDatePicker } from './enquiries/wedding-date.ts';

const picker = (year: number, month: number | null, day: number | null): WeddingDatePicker => ({
  ...undecidedWeddingDate,
  year,
  yearUndecided: false,
  month,
  monthUndecided: month === null,
  day,
  dayUndecided: day === null,
});

describe('the calendar feed', () => {
  it('turns only an exact wedding day into a calendar day', () => {
    expect(weddingDayOf(picker(2027, 5, 1))).toBe('2027-05-01');
    expect(weddingDayOf(picker(2027, 5, null))).toBeNull();
    expect(weddingDayOf(picker(2027, 2, 30))).toBeNull();
    expect(weddingDayOf(undecidedWeddingDate)).toBeNull();
    expect(weddingDayOf(null)).toBeNull();
  });

  it.each([
    ['AbCdEfGhIjKlMnOpQrStUvWxYz012_-9.ics', 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-9'],
    ['AbCdEfGhIjKlMnOpQrStUvWxYz012_-9', null],
    ['short.ics', null],
    ['AbCdEfGhIjKlMnOpQrStUvWxYz012_-9x.ics', null],
    ['AbCdEfGhIjKlMnOpQrStUvWxYz01%2F-9.ics', null],
  ])('reads the token of %s as %s', (file, token) => {
    expect(tokenOfFeedFile(file)).toBe(token);
  });

  it('keeps a year of the past', () => {
    expect(calendarFeedSince(new Date('2026-11-26T23:30:00Z'))).toBe('2025-11-26');
  });

  it('lists weddings, held dates and each fair day by day with stable ids, and nothing before the window', () => {
    const entries = calendarEntries(
      {
        weddings: [
          { bookingId: 'b1', weddingId: 'w1', datePicker: picker(2027, 6, 12), couple: 'Ann & Bo' },
          { bookingId: 'b2', weddingId: 'w2', datePicker: picker(2027, 7, null), couple: 'No Day' },
          { bookingId: 'b3', weddingId: 'w3', datePicker: picker(2024, 1, 5), couple: 'Long Ago' },
        ],
        holds: [{ enquiryId: 'e1', datePicker: picker(2027, 6, 5), couple: null }],
        fairs: [{ id: 'f1', name: 'Spring Fair', dates: ['2027-03-06', '2027-03-07'] }],
      },
      '2025-11-26',
      'portal.example',
    );
    expect(entries).toEqual([
      {
        uid: 'fair-f1-2027-03-06@portal.example',
        kind: 'fair',
        day: '2027-03-06',
        name: 'Spring Fair',
        path: '/fairs',
      },
      {
        uid: 'fair-f1-2027-03-07@portal.example',
        kind: 'fair',
        day: '2027-03-07',
        name: 'Spring Fair',
        path: '/fairs',
      },
      { uid: 'hold-e1@portal.example', kind: 'hold', day: '2027-06-05', name: null, path: '/enquiry-manager/e1' },
      { uid: 'booking-b1@portal.example', kind: 'wedding', day: '2027-06-12', name: 'Ann & Bo', path: '/couples/w1' },
    ]);
  });
});
