import { describe, expect, it } from 'vitest';
import { activitySearch, parseActivityParams } from './activity-params.ts';

const parse = (query: string) => parseActivityParams(new URLSearchParams(query));

describe('the couples activity address', () => {
  it('reads the activity and the page (from 1), and falls back to every activity on page 1', () => {
    expect(parse('')).toEqual({ eventType: null, page: 1 });
    expect(parse('type=shortlisted&page=3')).toEqual({ eventType: 'shortlisted', page: 3 });
    expect(parse('type=liked&page=0')).toEqual({ eventType: null, page: 1 });
    expect(parse('page=1.5')).toEqual({ eventType: null, page: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(activitySearch({ eventType: null, page: 1 }).toString()).toBe('');
    expect(activitySearch({ eventType: 'profileViewed', page: 2 }).toString()).toBe('type=profileViewed&page=2');
    expect(parseActivityParams(activitySearch({ eventType: 'enquirySent', page: 4 }))).toEqual({
      eventType: 'enquirySent',
      page: 4,
    });
  });
});
