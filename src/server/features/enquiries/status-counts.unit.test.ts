import { describe, expect, it } from 'vitest';
import {
  countStatuses,
  isInStatusView,
  progressSteps,
  statusFlags,
  statusViews,
  type EnquiryListFacts,
  type OwnerFilter,
} from '../../../domain/enquiries/progress.ts';
import { numStatusesOf, type CounterRow } from './status-counts.ts';

const countedColumns = [
  'total',
  'inprogress',
  'unread',
  'inDiscussion',
  'callOrMeetingHeld',
  'dateOnHold',
  'booked',
  'lost',
  'hasNotes',
  'hasProgressUpdates',
  'spam',
] as const;

/** What the database triggers keep: one row per owner and UTC month, each counted view summed. */
function counterRowsOf(facts: readonly EnquiryListFacts[], now: Date): CounterRow[] {
  const rows = new Map<string, CounterRow>();
  for (const fact of facts) {
    const ownerKey = fact.owner ?? '';
    const month = `${new Date(fact.createdAt).toISOString().slice(0, 7)}-01`;
    const key = `${ownerKey}|${month}`;
    const row =
      rows.get(key) ??
      (Object.fromEntries([
        ['ownerKey', ownerKey],
        ['month', month],
        ...countedColumns.map((c) => [c, 0]),
      ]) as CounterRow);
    for (const column of countedColumns) if (isInStatusView(fact, column, now)) row[column] += 1;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** A small seeded generator of varied enquiries over 14 months and three owners. */
function randomFacts(count: number, now: Date): EnquiryListFacts[] {
  let state = 42;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const owners = [null, 'user-a', 'user-b'];
  return Array.from({ length: count }, () => {
    const progress = progressSteps.filter(() => random() < 0.3);
    const statuses = statusFlags.filter(() => random() < 0.15);
    return {
      progress,
      statuses,
      timestamps: {},
      enquiryRead: progress.includes('read'),
      createdAt: new Date(now.getTime() - Math.floor(random() * 420) * 86_400_000),
      notesCount: random() < 0.3 ? 1 + Math.floor(random() * 3) : 0,
      owner: owners[Math.floor(random() * owners.length)]!,
      spam: random() < 0.05,
    };
  });
}

describe('numStatusesOf: numStatuses from counter rows', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  const facts = randomFacts(600, now);
  const rows = counterRowsOf(facts, now);

  it('equals the domain count for every view under every owner filter', () => {
    const filters: OwnerFilter[] = [
      { kind: 'all' },
      { kind: 'none' },
      { kind: 'user', userId: 'user-a' },
      { kind: 'user', userId: 'nobody' },
    ];
    for (const owner of filters) {
      for (const view of statusViews)
        expect(numStatusesOf(rows, view, owner, now), `${view}/${JSON.stringify(owner)}`).toEqual(
          countStatuses(facts, view, owner, now),
        );
    }
  });

  it('counts last month as the previous calendar month (UTC), from the month of the key', () => {
    const inFebruary = facts.filter((f) => !f.spam && new Date(f.createdAt).toISOString().startsWith('2026-02')).length;
    expect(inFebruary).toBeGreaterThan(0);
    expect(numStatusesOf(rows, 'lastMonth', { kind: 'all' }, now).lastMonth).toBe(inFebruary);
  });

  it('answers zeros without any counter row', () => {
    expect(Object.values(numStatusesOf([], 'inprogress', { kind: 'all' }, now)).every((n) => n === 0)).toBe(true);
  });
});
