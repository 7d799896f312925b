import { describe, expect, it } from 'vitest';
import { businessesToHandOver, deletionConfirmed, type Membership } from './account-deletion.ts';
import { nextErasureStep, normaliseErasureEmail } from './couple-erasure.ts';
import { retentionInputSchema } from './privacy-api.ts';
import {
  addMonths,
  anonymiseAt,
  defaultRetentionMonths,
  isRetentionDue,
  retentionMonthsOf,
  retentionStart,
} from './retention.ts';

const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('retention dates', () => {
  it('counts three years by default', () => expect(defaultRetentionMonths).toBe(36));

  it.each([
    [36, null, 36],
    [36, 12, 12],
    [36, 48, 36],
    [24, 36, 24],
  ])('platform %i months, business %s: %i months', (platform, business, months) =>
    expect(retentionMonthsOf(platform, business)).toBe(months),
  );

  it('counts from the wedding day when known, else from the last activity', () => {
    const lastActivityAt = utc('2024-02-01');
    expect(retentionStart({ weddingDate: utc('2023-06-10').getTime(), lastActivityAt })).toEqual(utc('2023-06-10'));
    expect(retentionStart({ weddingDate: null, lastActivityAt })).toEqual(lastActivityAt);
  });

  it.each([
    ['2023-06-10', 36, '2026-06-10'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2023-12-15', 2, '2024-02-15'],
  ])('%s plus %i months is %s', (start, months, end) => expect(addMonths(utc(start), months)).toEqual(utc(end)));

  it('is due on the day the period ends, not the day before', () => {
    const enquiry = { weddingDate: utc('2023-06-10').getTime(), lastActivityAt: utc('2023-07-01') };
    expect(anonymiseAt(enquiry, 36)).toEqual(utc('2026-06-10'));
    expect(isRetentionDue(enquiry, 36, new Date(utc('2026-06-10').getTime() - 1))).toBe(false);
    expect(isRetentionDue(enquiry, 36, utc('2026-06-10'))).toBe(true);
    expect(isRetentionDue(enquiry, 12, utc('2024-06-10'))).toBe(true);
  });

  it('accepts whole months from 1 up to the platform period, or none', () => {
    const schema = retentionInputSchema(36);
    expect(schema.safeParse({ months: 12 }).success).toBe(true);
    expect(schema.safeParse({ months: null }).success).toBe(true);
    const messages = (months: unknown) => schema.safeParse({ months }).error?.issues.map((issue) => issue.message);
    expect(messages(0)).toEqual(['privacy:retention.tooShort']);
    expect(messages(37)).toEqual(['privacy:retention.tooLong']);
    expect(messages(1.5)).toEqual(['validation:wholeNumber']);
  });
});

describe('hand-over rule', () => {
  const membership = (role: Membership['role'], otherAdmins: number): Membership => ({
    supplierId: `s-${role}-${otherAdmins}`,
    businessName: 'Rose Barn',
    role,
    otherAdmins,
  });

  it('asks the sole admin of a business to hand it over first', () =>
    expect(businessesToHandOver([membership('admin', 0)])).toEqual([membership('admin', 0)]));

  it('lets an admin go when another admin stays', () =>
    expect(businessesToHandOver([membership('admin', 1)])).toEqual([]));

  it('lets editors and viewers go, whoever else is admin', () =>
    expect(businessesToHandOver([membership('editor', 0), membership('viewer', 0)])).toEqual([]));

  it('is confirmed by the account e-mail, whatever its case', () => {
    expect(deletionConfirmed('  Alex@Example.com ', 'alex@example.com')).toBe(true);
    expect(deletionConfirmed('alex@example.org', 'alex@example.com')).toBe(false);
  });
});

describe('couple erasure steps', () => {
  it('goes files, rows, done and stays done', () => {
    expect(nextErasureStep('files')).toBe('rows');
    expect(nextErasureStep('rows')).toBe('done');
    expect(nextErasureStep('done')).toBe('done');
  });

  it('matches addresses without case or spaces', () =>
    expect(normaliseErasureEmail(' Alex@Example.COM ')).toBe('alex@example.com'));
});
