import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatuses, statusViews } from '../../domain/enquiries/progress.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { bookings, enquiries, enquiryNotes } from '../db/schema/index.ts';
import { readLostBookings } from '../features/couple-intel/service.ts';
import { buildDemoEnquiries, type DemoInbox } from './demo-enquiries.ts';
import { demoSuppliers, seedDemo } from './demo.ts';

const inbox: DemoInbox = {
  supplierId: 's1',
  idPrefix: 'x',
  market: 'DE',
  currency: 'EUR',
  locale: 'de-DE',
  count: 100,
  teamUserIds: ['u1', 'u2'],
  budgets: [[1_000, 2_000]],
  payPerEnquiryShare: 0.3,
  seed: 42,
};

describe('demo enquiries', () => {
  it('builds the same rows from the same seed and instant, and other rows from another seed', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(buildDemoEnquiries(inbox, now)).toEqual(buildDemoEnquiries(inbox, now));
    expect(buildDemoEnquiries({ ...inbox, seed: 43 }, now).enquiries).not.toEqual(
      buildDemoEnquiries(inbox, now).enquiries,
    );
  });

  it('spreads a year of enquiries over every view, with German names, notes and bookings that agree', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    const rows = buildDemoEnquiries(inbox, now);
    const facts = rows.enquiries.map((e) => ({
      ...e,
      createdAt: e.createdAt!,
      progress: e.progress!,
      statuses: e.statuses!,
      timestamps: e.timestamps!,
      enquiryRead: e.enquiryRead!,
      notesCount: e.notesCount!,
      owner: e.ownerId ?? null,
      spam: e.spam ?? false,
    }));
    const counts = countStatuses(facts, 'total', { kind: 'all' }, now);
    // demo enquiries are written as they arrived, unscored: none is spam
    for (const view of statusViews.filter((v) => v !== 'spam')) expect(counts[view], view).toBeGreaterThan(0);
    for (const e of rows.enquiries) {
      expect(e.createdAt!.getTime()).toBeGreaterThan(now.getTime() - 366 * 86_400_000);
      expect(e.createdAt!.getTime()).toBeLessThan(now.getTime());
      for (const instant of Object.values(e.timestamps!)) expect(Date.parse(instant)).toBeLessThan(now.getTime());
      expect(rows.notes.filter((n) => n.enquiryId === e.id)).toHaveLength(e.notesCount!);
      expect(rows.bookings.some((b) => b.enquiryId === e.id)).toBe(e.progress!.includes('booked'));
    }
    expect(new Set(rows.couples.map((c) => c.email)).size).toBe(inbox.count);
    expect(rows.couples.some((c) => /[äöüß]/.test(c.partnerName1))).toBe(true);
    expect(rows.enquiries.some((e) => e.source === 'widget')).toBe(true);
  });

  describe('in the demo seed', () => {
    let database: Database;
    beforeAll(async () => {
      // its own empty database: the seed's fixed ids must not meet other tests' data
      database = await openDatabase({});
      await migrateDatabase(database);
      await seedDemo(database.db);
    });
    afterAll(() => database.close());

    it('gives each demo supplier its year of enquiries with owners from its team', async () => {
      const { db } = database;
      const perSupplier = await db
        .select({
          supplierId: enquiries.supplierId,
          n: sql<number>`count(*)`.mapWith(Number),
          owners: sql<number>`count(distinct ${enquiries.ownerId})`.mapWith(Number),
        })
        .from(enquiries)
        .groupBy(enquiries.supplierId);
      expect(Object.fromEntries(perSupplier.map((r) => [r.supplierId, r.n]))).toMatchObject({
        [demoSuppliers.oldBarn.id]: 140,
        [demoSuppliers.lichtblick.id]: 85,
        [demoSuppliers.petalAndStem.id]: 45,
      });
      expect(perSupplier.find((r) => r.supplierId === demoSuppliers.oldBarn.id)!.owners).toBe(3);
      const notes = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(enquiryNotes)
        .where(eq(enquiryNotes.supplierId, demoSuppliers.oldBarn.id));
      expect(notes[0]!.n).toBeGreaterThan(0);
      const booked = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(bookings)
        .where(eq(bookings.supplierId, demoSuppliers.oldBarn.id));
      expect(booked[0]!.n).toBeGreaterThan(0);
    });

    it('has rivals of each demo supplier’s category who booked some of the couples it lost (couple intel)', async () => {
      for (const supplier of Object.values(demoSuppliers)) {
        const lost = await readLostBookings(
          database.db,
          { id: supplier.id, types: [...supplier.types] },
          12,
          new Date(),
        );
        expect(lost.lost, supplier.id).toBeGreaterThan(0);
        expect(lost.competitors.every((c) => c.category === supplier.types[0] && c.bookings > 0)).toBe(true);
        expect(lost.competitors.reduce((sum, c) => sum + c.bookings, 0)).toBe(lost.lost);
      }
    });
  });
});
