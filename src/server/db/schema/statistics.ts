import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CouplesTrends } from '../../../domain/statistics/market-insights-api.ts';

/**
 * Issue 14: the events folded into daily counters per supplier and metric (UTC days), so no statistics
 * call scans raw events. Written only by the rollup job (features/statistics/rollup.ts).
 */
export const supplierDailyStats = pgTable(
  'supplier_daily_stats',
  {
    supplierId: text('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.metric, t.day] }),
    // the charts read a supplier's days across every metric: an index-only range of exactly those days
    // (the key's order puts each metric's days apart, so a date range read the supplier's whole history)
    index('supplier_daily_stats_supplier_day_idx').on(t.supplierId, t.day, t.metric, t.count),
  ],
);

/**
 * How far a job has read the events: the last event id folded, moved in the same transaction as the
 * counters (a re-run never counts an event twice); and the highest id seen at its previous run, the
 * most it folds next (an event's transaction that commits after a higher id has a run's time to do so).
 */
export const rollupWatermarks = pgTable('rollup_watermarks', {
  job: text('job').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  seenEventId: bigint('seen_event_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Issue 14: every change of a supplier's tier, drawn on the performance charts (spec section 7
 * tier-change-history). Written by the database itself (trigger `supplier_tier_changes_record`, migration
 * 0029), whatever path changed the tier (admin, plan, trial, seed); `from_tier` is null for the tier a
 * supplier was listed with.
 */
export const supplierTierChanges = pgTable(
  'supplier_tier_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: text('supplier_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromTier: text('from_tier'),
    toTier: text('to_tier').notNull(),
  },
  (t) => [index('supplier_tier_changes_supplier_at').on(t.supplierId, t.at)],
);

/**
 * The keywords couples searched with when a supplier appeared on the public search page, counted per UTC
 * day (the `keyword` of `searchAppeared` events, already normalised), folded by the same rollup job run as
 * the daily counters, under the same watermark. Keyword insights read the last year of one supplier: one
 * index range (supplier, day).
 */
export const supplierKeywordDailyStats = pgTable(
  'supplier_keyword_daily_stats',
  {
    supplierId: text('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.keyword] })],
);

/**
 * A country's couples trends file (`/static/{folder}/couplesTrendsMonthly.json`) as counted for a UTC day: the count
 * reads every enquiry of the country's suppliers of two years, so one node counts it once a day (the trends job,
 * features/market-insights/trends-job.ts) and every node serves it from here. Counts only, no person.
 */
export const couplesTrends = pgTable('couples_trends', {
  countryCode: text('country_code').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  trends: jsonb('trends').$type<CouplesTrends>().notNull(),
});
