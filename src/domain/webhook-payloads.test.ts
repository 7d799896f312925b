import { describe, expect, it } from 'vitest';
import {
  bookingWebhookData,
  enquiryWebhookData,
  reviewWebhookData,
  webhookPayload,
  type EnquiryForWebhook,
} from './webhook-payloads.ts';

const at = new Date('2026-05-01T09:30:00Z');
const enquiry: EnquiryForWebhook = {
  id: 'enq-1',
  supplierId: 'sup-1',
  weddingId: 'wed-1',
  source: 'marketplace',
  isPayPerEnquiry: true,
  revealed: false,
  partnerName1: 'Lena',
  partnerName2: 'Jonas',
  email: 'lena@example.com',
  phone: '+49 30 1234567',
  message: 'Habt ihr im Juni frei?',
  guestsEstimate: 80,
  weddingDatePicker: {
    day: 13,
    weekDay: null,
    dayUndecided: false,
    month: 6,
    monthUndecided: false,
    season: null,
    year: 2027,
    yearUndecided: false,
  },
  progress: ['inDiscussion'],
  statuses: [],
  ownerId: null,
  createdAt: at,
  updatedAt: at,
};

describe('webhook payloads', () => {
  it('wraps the data with its type, time and version', () => {
    expect(webhookPayload('review.created', at, { id: 'r' })).toEqual({
      type: 'review.created',
      timestamp: '2026-05-01T09:30:00.000Z',
      version: 1,
      data: { id: 'r' },
    });
  });

  it("gives an enquiry's couple, message and date to the supplier's tool", () => {
    const data = enquiryWebhookData(enquiry, { tier: 'expert', payPerEnquiry: true });
    expect(data).toMatchObject({
      id: 'enq-1',
      locked: false,
      couple: { partnerName1: 'Lena', partnerName2: 'Jonas', email: 'lena@example.com', phone: '+49 30 1234567' },
      message: 'Habt ihr im Juni frei?',
      weddingDate: { year: 2027, season: null, month: 6, day: 13 },
      guests: 80,
      progress: ['inDiscussion'],
      createdAt: '2026-05-01T09:30:00.000Z',
    });
  });

  it('hides the couple of a locked pay-per-enquiry enquiry, as the inbox does', () => {
    const data = enquiryWebhookData(enquiry, { tier: 'free', payPerEnquiry: true });
    expect(data).toMatchObject({
      locked: true,
      couple: { partnerName1: null, partnerName2: null, email: null, phone: null },
      message: null,
      guests: 80,
    });
    expect(JSON.stringify(data)).not.toContain('lena@example.com');
  });

  it("gives a booking its wedding day and a review without its author's address", () => {
    expect(
      bookingWebhookData({
        id: 'b',
        supplierId: 's',
        weddingId: 'w',
        enquiryId: 'e',
        weddingDate: Date.UTC(2027, 5, 13),
        createdAt: at,
      }),
    ).toMatchObject({ weddingDate: '2027-06-13', enquiryId: 'e' });
    const review = reviewWebhookData({
      id: 'r',
      supplierId: 's',
      verified: true,
      stars: 5,
      title: 'Toll',
      body: 'Alles super',
      authorName: 'Lena',
      weddingDate: '2026-04-04',
      createdAt: at,
      authorEmail: 'lena@example.com',
    } as never);
    expect(review).toEqual({
      id: 'r',
      supplierId: 's',
      verified: true,
      stars: 5,
      title: 'Toll',
      body: 'Alles super',
      authorName: 'Lena',
      weddingDate: '2026-04-04',
      createdAt: '2026-05-01T09:30:00.000Z',
    });
  });
});
