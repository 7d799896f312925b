import { describe, expect, it } from 'vitest';
import { venueProFeedbackSchema } from './venue-pro-api.ts';
import { showsVenueProEndPopup, venueProFileOf } from './venue-pro.ts';

describe('venue pro', () => {
  it('reads the market’s file, the GB one for markets without their own', () => {
    expect(venueProFileOf('DE')).toBe('DE');
    expect(venueProFileOf('FR')).toBe('FR');
    expect(venueProFileOf('PL')).toBe('GB');
    expect(venueProFileOf('AT')).toBe('GB');
  });

  it('shows the end popup to a venue whose plan ends later, to those who may keep it, until the form was sent', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const ending = { isVenue: true, endDate: '2026-12-20T10:00:00Z', canBill: true, formCompleted: false };
    expect(showsVenueProEndPopup(ending, now)).toBe(true);
    expect(showsVenueProEndPopup({ ...ending, endDate: null }, now)).toBe(false);
    expect(showsVenueProEndPopup({ ...ending, endDate: '2026-11-01T10:00:00Z' }, now)).toBe(false);
    expect(showsVenueProEndPopup({ ...ending, isVenue: false }, now)).toBe(false);
    expect(showsVenueProEndPopup({ ...ending, canBill: false }, now)).toBe(false);
    expect(showsVenueProEndPopup({ ...ending, formCompleted: true }, now)).toBe(false);
  });

  it('stays away for a week once closed, then reminds again', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const ending = { isVenue: true, endDate: '2026-12-20T00:00:00Z', canBill: true, formCompleted: false };
    expect(showsVenueProEndPopup({ ...ending, closedAt: '2026-11-19T10:00:00Z' }, now)).toBe(false);
    expect(showsVenueProEndPopup({ ...ending, closedAt: '2026-11-13T10:00:01Z' }, now)).toBe(false);
    expect(showsVenueProEndPopup({ ...ending, closedAt: '2026-11-13T10:00:00Z' }, now)).toBe(true);
  });

  it('asks a reason, and a phone number for a call back', () => {
    expect(venueProFeedbackSchema.safeParse({ supplierId: 's', reason: 'price' }).success).toBe(true);
    expect(venueProFeedbackSchema.safeParse({ supplierId: 's' }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'validation:required',
    });
    expect(
      venueProFeedbackSchema.safeParse({ supplierId: 's', reason: 'price', callBack: true }).error?.issues[0],
    ).toMatchObject({ path: ['phone'], message: 'validation:required' });
    expect(
      venueProFeedbackSchema.safeParse({ supplierId: 's', reason: 'price', callBack: true, phone: '020 7946 0018' })
        .success,
    ).toBe(true);
  });
});
