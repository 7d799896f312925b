import { describe, expect, it } from 'vitest';
import type { EnquiryDetail, EnquiryList, EnquiryListItem } from '../../../domain/enquiries/inbox.ts';
import { listItemOf, patchList, withMarkChange } from './optimistic.ts';

const now = new Date('2026-03-02T10:00:00Z');
const member = { isPlatformAdmin: false };

function item(overrides: Partial<EnquiryListItem> = {}): EnquiryListItem {
  return {
    id: 'e1',
    createdAt: '2026-03-01T09:00:00.000Z',
    source: 'marketplace',
    partnerName1: 'Amy',
    partnerName2: 'Ben',
    email: 'amy@example.com',
    phone: null,
    weddingDate: null,
    weddingDateDatePicker: null,
    guests: { estimate: 80 },
    budgetRangeLabel: '£5k–£10k',
    budgetMatch: true,
    preferredLocations: [{ county: 'Kent', yourArea: true }],
    progress: ['read'],
    statuses: ['important'],
    timestamps: { read: '2026-03-01T10:00:00.000Z', important: '2026-03-01T10:00:00.000Z' },
    important: true,
    dismissed: false,
    enquiryRead: true,
    owner: null,
    notesCount: 0,
    locked: false,
    revealed: false,
    isPayPerEnquiry: false,
    spam: false,
    ...overrides,
  };
}

describe('optimistic enquiry changes', () => {
  it('sets a progress step with its instant, in the order of the steps', () => {
    const next = withMarkChange(item(), { kind: 'progress', value: 'replied', action: 'toggle' }, member, now);
    expect(next).toMatchObject({ progress: ['read', 'replied'], timestamps: { replied: now.toISOString() } });
  });

  it('booked clears lost and dismissed, and keeps the flags in step with the statuses', () => {
    const lost = item({
      statuses: ['important', 'lost', 'dismissed'],
      dismissed: true,
      timestamps: { lost: 'x', dismissed: 'y' },
    });
    const next = withMarkChange(lost, { kind: 'progress', value: 'booked', action: 'set' }, member, now);
    expect(next).toMatchObject({
      progress: ['read', 'booked'],
      statuses: ['important'],
      dismissed: false,
      important: true,
    });
    expect(next?.timestamps).not.toHaveProperty('lost');
    const unstarred = withMarkChange(item(), { kind: 'status', value: 'important', action: 'clear' }, member, now);
    expect(unstarred).toMatchObject({ statuses: [], important: false });
  });

  it('clearing read makes the row unread again', () => {
    expect(withMarkChange(item(), { kind: 'progress', value: 'read', action: 'clear' }, member, now)).toMatchObject({
      enquiryRead: false,
      progress: [],
    });
  });

  it('changes nothing for a platform admin, on a locked enquiry, or when it already is so', () => {
    expect(
      withMarkChange(item(), { kind: 'progress', value: 'replied', action: 'set' }, { isPlatformAdmin: true }, now),
    ).toBeNull();
    expect(
      withMarkChange(item({ locked: true }), { kind: 'progress', value: 'replied', action: 'set' }, member, now),
    ).toBeNull();
    expect(
      withMarkChange(item({ locked: true }), { kind: 'status', value: 'dismissed', action: 'set' }, member, now),
    ).toMatchObject({ dismissed: true });
    expect(withMarkChange(item(), { kind: 'progress', value: 'read', action: 'set' }, member, now)).toBeNull();
  });

  it('patches only the row of the list that is the enquiry', () => {
    const list: EnquiryList = {
      page: 0,
      pageSize: 20,
      totalPages: 1,
      status: 'inprogress',
      ownerFilter: 'all',
      numStatuses: {} as EnquiryList['numStatuses'],
      enquiries: [item(), item({ id: 'e2' })],
    };
    const patched = patchList(list, 'e2', (e) => ({ ...e, notesCount: 3 }));
    expect(patched?.enquiries.map((e) => e.notesCount)).toEqual([0, 3]);
    expect(patchList(list, 'e9', (e) => ({ ...e, notesCount: 3 }))).toBe(list);
    expect(patchList(undefined, 'e1', (e) => e)).toBeUndefined();
  });

  it('takes the list row out of an open enquiry', () => {
    const detail: EnquiryDetail = {
      ...item(),
      wedding: 'w1',
      user: 'c1',
      message: 'Hello',
      guestsInitialTarget: 'about 80',
      contactedCoupleTime: null,
      notes: [],
      spamScore: null,
    };
    expect(listItemOf(detail)).toEqual(item());
  });
});
