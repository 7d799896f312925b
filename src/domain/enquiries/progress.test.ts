import { describe, expect, it } from 'vitest';
import {
  applyEnquiryChange,
  countStatuses,
  defaultStatusView,
  furthestStepIndex,
  hasMark,
  markReadChange,
  matchesOwnerFilter,
  ownerFilterParam,
  parseOwnerFilter,
  previousCalendarMonth,
  stageClickChange,
  statusViews,
  statusViewsOf,
  totalPages,
  type ChangeAction,
  type EnquiryChange,
  type EnquiryListFacts,
  type EnquiryMark,
  type OwnerFilter,
  type ProgressStep,
  type StatusView,
} from './progress.ts';
import { enquiryChangeSchema, ownerChangeSchema, ownerFilterSchema, statusViewSchema } from './progress-schemas.ts';

const now = new Date('2026-03-15T12:00:00.000Z');
const earlier = '2026-03-01T09:00:00.000Z';
const supplier = { actor: { isPlatformAdmin: false }, now };

function enquiry(overrides: Partial<EnquiryListFacts> = {}): EnquiryListFacts & { id: string } {
  return {
    id: 'e1',
    progress: [],
    statuses: [],
    timestamps: {},
    enquiryRead: false,
    createdAt: earlier,
    notesCount: 0,
    owner: null,
    spam: false,
    ...overrides,
  };
}

const change = (value: EnquiryMark, action: ChangeAction): EnquiryChange =>
  (['important', 'lost', 'dismissed'].includes(value)
    ? { kind: 'status', value, action }
    : { kind: 'progress', value, action }) as EnquiryChange;

describe('applyEnquiryChange', () => {
  // mark, action, on before, on after, outcome
  const table: [EnquiryMark, ChangeAction, boolean, boolean, string][] = [
    ['replied', 'set', false, true, 'applied'],
    ['replied', 'set', true, true, 'unchanged'],
    ['replied', 'clear', true, false, 'applied'],
    ['replied', 'clear', false, false, 'unchanged'],
    ['replied', 'toggle', false, true, 'applied'],
    ['replied', 'toggle', true, false, 'applied'],
    ['inDiscussion', 'set', false, true, 'applied'],
    ['callOrMeetingHeld', 'toggle', false, true, 'applied'],
    ['dateOnHold', 'clear', true, false, 'applied'],
    ['important', 'set', false, true, 'applied'],
    ['important', 'toggle', true, false, 'applied'],
    ['lost', 'set', false, true, 'applied'],
    ['dismissed', 'clear', true, false, 'applied'],
  ];

  it.each(table)('%s %s: %s → %s (%s)', (mark, action, before, after, outcome) => {
    const isStatus = ['important', 'lost', 'dismissed'].includes(mark);
    const start = enquiry(
      before ? { [isStatus ? 'statuses' : 'progress']: [mark], timestamps: { [mark]: earlier } } : {},
    );
    const result = applyEnquiryChange(start, change(mark, action), supplier);
    expect(result.outcome).toBe(outcome);
    expect(hasMark(result.enquiry, mark)).toBe(after);
    // A mark that is on has its timestamp: kept when it was already on, now when newly set; off has none.
    expect(result.enquiry.timestamps[mark]).toBe(after ? (before ? earlier : now.toISOString()) : undefined);
    if (outcome !== 'applied') expect(result.enquiry).toBe(start);
    expect(result.enquiry.id).toBe('e1');
  });

  it('keeps the other marks and their timestamps', () => {
    const start = enquiry({
      progress: ['read', 'replied'],
      statuses: ['important'],
      timestamps: { read: earlier, replied: earlier, important: earlier },
      enquiryRead: true,
    });
    const { enquiry: next } = applyEnquiryChange(start, change('dateOnHold', 'set'), supplier);
    expect(next.progress).toEqual(['read', 'replied', 'dateOnHold']);
    expect(next.statuses).toEqual(['important']);
    expect(next.timestamps).toEqual({
      read: earlier,
      replied: earlier,
      important: earlier,
      dateOnHold: now.toISOString(),
    });
    expect(start.progress).toEqual(['read', 'replied']); // not mutated
  });

  it('keeps steps in spec order whatever the order they were set in', () => {
    let state = enquiry();
    for (const step of ['booked', 'replied', 'read'] as const)
      state = applyEnquiryChange(state, change(step, 'set'), supplier).enquiry;
    expect(state.progress).toEqual(['read', 'replied', 'booked']);
  });

  it('keeps enquiryRead equal to the read step', () => {
    const read = applyEnquiryChange(enquiry(), markReadChange, supplier).enquiry;
    expect(read.enquiryRead).toBe(true);
    expect(read.timestamps.read).toBe(now.toISOString());
    expect(applyEnquiryChange(read, change('read', 'clear'), supplier).enquiry.enquiryRead).toBe(false);
  });

  it('signals a booking to record only when booked is newly set', () => {
    expect(applyEnquiryChange(enquiry(), change('booked', 'set'), supplier).recordBooking).toBe(true);
    expect(applyEnquiryChange(enquiry(), change('booked', 'toggle'), supplier).recordBooking).toBe(true);
    const booked = enquiry({ progress: ['booked'], timestamps: { booked: earlier } });
    expect(applyEnquiryChange(booked, change('booked', 'set'), supplier).recordBooking).toBe(false);
    expect(applyEnquiryChange(booked, change('booked', 'clear'), supplier).recordBooking).toBe(false);
    expect(applyEnquiryChange(enquiry(), change('replied', 'set'), supplier).recordBooking).toBe(false);
  });

  // Setting one outcome clears the others with their timestamps.
  it.each([
    ['booked', ['lost', 'dismissed']],
    ['lost', ['booked', 'dismissed']],
    ['dismissed', ['booked', 'lost']],
  ] as [EnquiryMark, EnquiryMark[]][])('setting %s clears %j', (mark, others) => {
    const start = enquiry({
      progress: others.includes('booked') ? ['booked'] : [],
      statuses: others.filter((o) => o !== 'booked') as ('lost' | 'dismissed')[],
      timestamps: Object.fromEntries(others.map((o) => [o, earlier])),
    });
    const { enquiry: next } = applyEnquiryChange(start, change(mark, 'set'), supplier);
    expect(hasMark(next, mark)).toBe(true);
    for (const other of others) {
      expect(hasMark(next, other)).toBe(false);
      expect(next.timestamps[other]).toBeUndefined();
    }
  });

  it('leaves important alone when an outcome is set', () => {
    const start = enquiry({ statuses: ['important'], timestamps: { important: earlier } });
    expect(applyEnquiryChange(start, change('lost', 'set'), supplier).enquiry.statuses).toEqual(['important', 'lost']);
  });

  it('skips every change by a platform admin and returns the same enquiry', () => {
    const start = enquiry();
    for (const c of [markReadChange, change('booked', 'set'), change('important', 'toggle')]) {
      const result = applyEnquiryChange(start, c, { actor: { isPlatformAdmin: true }, now });
      expect(result).toEqual({ enquiry: start, outcome: 'skipped', recordBooking: false });
      expect(result.enquiry).toBe(start);
    }
  });

  it('refuses progress on a locked enquiry but takes status flags', () => {
    const locked = { ...supplier, locked: true };
    expect(applyEnquiryChange(enquiry(), change('replied', 'set'), locked).outcome).toBe('locked');
    expect(applyEnquiryChange(enquiry(), markReadChange, locked).outcome).toBe('locked');
    expect(applyEnquiryChange(enquiry(), change('dismissed', 'set'), locked).outcome).toBe('applied');
  });
});

describe('enquiryChangeSchema', () => {
  it.each([
    [{ kind: 'progress', value: 'booked', action: 'set' }, true],
    [{ kind: 'status', value: 'lost', action: 'toggle' }, true],
    [{ kind: 'progress', value: 'lost', action: 'set' }, false],
    [{ kind: 'status', value: 'booked', action: 'set' }, false],
    [{ kind: 'progress', value: 'read', action: 'flip' }, false],
    [{ value: 'read', action: 'set' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(enquiryChangeSchema.safeParse(input).success).toBe(valid);
  });
});

describe('status views', () => {
  // enquiry facts, the views it belongs to
  const table: [string, Partial<EnquiryListFacts>, StatusView[]][] = [
    ['new', {}, ['inprogress', 'unread', 'total']],
    ['read', { progress: ['read'], enquiryRead: true }, ['inprogress', 'total']],
    ['replied', { progress: ['read', 'replied'], enquiryRead: true }, ['inprogress', 'hasProgressUpdates', 'total']],
    [
      'in discussion',
      { progress: ['inDiscussion'], enquiryRead: true },
      ['inprogress', 'inDiscussion', 'hasProgressUpdates', 'total'],
    ],
    [
      'call held',
      { progress: ['callOrMeetingHeld'], enquiryRead: true },
      ['inprogress', 'callOrMeetingHeld', 'hasProgressUpdates', 'total'],
    ],
    [
      'date on hold',
      { progress: ['dateOnHold'], enquiryRead: true },
      ['inprogress', 'dateOnHold', 'hasProgressUpdates', 'total'],
    ],
    ['booked', { progress: ['read', 'booked'], enquiryRead: true }, ['booked', 'hasProgressUpdates', 'total']],
    ['lost', { statuses: ['lost'], enquiryRead: true }, ['lost', 'total']],
    ['lost unread', { statuses: ['lost'] }, ['unread', 'lost', 'total']],
    ['dismissed unread', { statuses: ['dismissed'] }, ['total']],
    ['important', { statuses: ['important'], enquiryRead: true }, ['inprogress', 'total']],
    ['with notes', { notesCount: 2, enquiryRead: true }, ['inprogress', 'hasNotes', 'total']],
    ['assigned', { owner: 'u1', enquiryRead: true }, ['inprogress', 'hasAssignee', 'total']],
    [
      'last month first instant',
      { createdAt: '2026-02-01T00:00:00.000Z', enquiryRead: true },
      ['inprogress', 'lastMonth', 'total'],
    ],
    [
      'last month last instant',
      { createdAt: new Date('2026-02-28T23:59:59.999Z'), enquiryRead: true },
      ['inprogress', 'lastMonth', 'total'],
    ],
    ['this month', { createdAt: '2026-03-01T00:00:00.000Z', enquiryRead: true }, ['inprogress', 'total']],
    ['two months ago', { createdAt: '2026-01-31T23:59:59.999Z', enquiryRead: true }, ['inprogress', 'total']],
  ];

  it.each(table)('%s', (_, facts, views) => {
    expect(statusViewsOf(enquiry(facts), now)).toEqual(views);
  });

  it('defaults to inprogress and refuses unknown views', () => {
    expect(defaultStatusView).toBe('inprogress');
    expect(statusViewSchema.parse(undefined)).toBe('inprogress');
    expect(statusViewSchema.parse('booked')).toBe('booked');
    expect(statusViewSchema.safeParse('filtered').success).toBe(false);
    expect(statusViewSchema.safeParse('nope').error?.issues[0]?.message).toBe('enquiries:errors.statusView');
  });

  it.each([
    ['2026-03-15T12:00:00Z', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['2026-01-01T00:00:00Z', '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['2024-03-31T23:59:59Z', '2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
  ])('the month before %s is [%s, %s)', (at, start, end) => {
    const month = previousCalendarMonth(new Date(at));
    expect([month.start.toISOString(), month.end.toISOString()]).toEqual([start, end]);
  });
});

describe('owner filter', () => {
  it.each([
    [undefined, { kind: 'all' }, 'all'],
    ['', { kind: 'all' }, 'all'],
    ['all', { kind: 'all' }, 'all'],
    ['none', { kind: 'none' }, 'none'],
    ['user_9Xb-2', { kind: 'user', userId: 'user_9Xb-2' }, 'user_9Xb-2'],
    ['a/b', null, null],
    ['x'.repeat(129), null, null],
  ] as [string | undefined, OwnerFilter | null, string | null][])('%j → %j', (raw, filter, param) => {
    expect(parseOwnerFilter(raw)).toEqual(filter);
    if (filter) expect(ownerFilterParam(filter)).toBe(param);
    expect(ownerFilterSchema.safeParse(raw).success).toBe(filter !== null);
  });

  it('gives the error key of a malformed filter', () => {
    expect(ownerFilterSchema.safeParse('a b').error?.issues[0]?.message).toBe('enquiries:errors.ownerFilter');
  });

  it.each([
    [null, { kind: 'all' }, true],
    ['u1', { kind: 'all' }, true],
    [null, { kind: 'none' }, true],
    ['u1', { kind: 'none' }, false],
    ['u1', { kind: 'user', userId: 'u1' }, true],
    ['u2', { kind: 'user', userId: 'u1' }, false],
    [null, { kind: 'user', userId: 'u1' }, false],
  ] as [string | null, OwnerFilter, boolean][])('owner %s matches %j: %s', (owner, filter, matches) => {
    expect(matchesOwnerFilter(owner, filter)).toBe(matches);
  });

  it('assigns or clears an owner', () => {
    expect(ownerChangeSchema.parse({ owner: 'u1' })).toEqual({ owner: 'u1' });
    expect(ownerChangeSchema.parse({ owner: null })).toEqual({ owner: null });
    expect(ownerChangeSchema.safeParse({}).success).toBe(false);
    expect(ownerChangeSchema.safeParse({ owner: '' }).success).toBe(false);
  });
});

describe('countStatuses', () => {
  const enquiries = [
    enquiry({ owner: 'u1' }),
    enquiry({ progress: ['read', 'booked'], enquiryRead: true, owner: 'u1', notesCount: 1 }),
    enquiry({ statuses: ['lost'], enquiryRead: true, createdAt: '2026-02-10T00:00:00Z' }),
    enquiry({ progress: ['read', 'inDiscussion'], enquiryRead: true, owner: 'u2' }),
    enquiry({ statuses: ['dismissed'] }),
    // spam: in the spam view only, whatever its marks
    enquiry({ spam: true, owner: 'u1', notesCount: 2, progress: ['read', 'inDiscussion'], enquiryRead: true }),
  ];

  it('counts every view over all enquiries and filtered under the owner filter', () => {
    expect(countStatuses(enquiries, 'inprogress', { kind: 'user', userId: 'u1' }, now)).toEqual({
      total: 5,
      inprogress: 2,
      unread: 1,
      inDiscussion: 1,
      callOrMeetingHeld: 0,
      dateOnHold: 0,
      booked: 1,
      lost: 1,
      lastMonth: 1,
      hasNotes: 1,
      hasAssignee: 3,
      hasProgressUpdates: 2,
      spam: 1,
      filtered: 1,
    });
  });

  it.each([
    ['total', { kind: 'all' }, 5],
    ['total', { kind: 'none' }, 2],
    ['booked', { kind: 'user', userId: 'u1' }, 1],
    ['lost', { kind: 'user', userId: 'u1' }, 0],
    ['spam', { kind: 'user', userId: 'u1' }, 1],
    ['spam', { kind: 'none' }, 0],
  ] as [StatusView, OwnerFilter, number][])('filtered of %s with %j is %d', (view, owner, filtered) => {
    expect(countStatuses(enquiries, view, owner, now).filtered).toBe(filtered);
  });

  it('has a count for every view', () => {
    expect(Object.keys(countStatuses([], 'total', { kind: 'all' }, now)).sort()).toEqual(
      [...statusViews, 'filtered'].sort(),
    );
  });
});

describe('totalPages', () => {
  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [100_000, 5000],
  ])('%d rows make %d pages of 20', (rows, pages) => {
    expect(totalPages(rows)).toBe(pages);
  });
});

describe('the progress pipeline', () => {
  const at = (...progress: ProgressStep[]) => ({ progress, statuses: [] });

  it.each([
    [at(), -1],
    [at('read'), 0],
    [at('read', 'dateOnHold'), 4],
    [at('replied', 'booked'), 5],
  ] as const)('finds the furthest step that is on', (enquiry, index) => {
    expect(furthestStepIndex(enquiry)).toBe(index);
  });

  it.each([
    ['sets a step that is off', at('read'), 'inDiscussion', { kind: 'progress', value: 'inDiscussion', action: 'set' }],
    ['sets a skipped step', at('read', 'dateOnHold'), 'replied', { kind: 'progress', value: 'replied', action: 'set' }],
    [
      'clears the furthest step, to step back',
      at('read', 'replied'),
      'replied',
      { kind: 'progress', value: 'replied', action: 'clear' },
    ],
    ['keeps a step before the furthest', at('read', 'replied'), 'read', null],
  ] as const)('%s', (_, enquiry, step, change) => {
    expect(stageClickChange(enquiry, step)).toEqual(change);
  });
});
