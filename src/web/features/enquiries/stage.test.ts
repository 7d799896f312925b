import { describe, expect, it } from 'vitest';
import { coupleNames, enquiryStage } from './stage.ts';

const stage = (progress: string[], statuses: string[] = [], enquiryRead = progress.includes('read')) =>
  enquiryStage({ progress, statuses, enquiryRead } as Parameters<typeof enquiryStage>[0]).key;

describe('the stage of an enquiry in the list', () => {
  it('is new until read, then its furthest progress step', () => {
    expect(stage([])).toBe('list.new');
    expect(stage(['read'])).toBe('progress.read');
    expect(stage(['read', 'replied', 'inDiscussion'])).toBe('progress.inDiscussion');
    expect(stage(['replied'], [], false)).toBe('progress.replied');
  });

  it('is the outcome once there is one; important is not a stage', () => {
    expect(stage(['read', 'booked'], ['important'])).toBe('progress.booked');
    expect(stage(['read', 'replied'], ['lost'])).toBe('statusFlags.lost');
    expect(stage([], ['dismissed'])).toBe('statusFlags.dismissed');
    expect(stage(['read'], ['important'])).toBe('progress.read');
  });
});

describe('the couple’s names', () => {
  it('joins both names, keeps one, and is null when none shows', () => {
    expect(coupleNames({ partnerName1: 'Amy', partnerName2: 'Ben' })).toBe('Amy & Ben');
    expect(coupleNames({ partnerName1: 'Amy', partnerName2: ' ' })).toBe('Amy');
    expect(coupleNames({ partnerName1: null, partnerName2: null })).toBeNull();
  });
});
