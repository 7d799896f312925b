import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { rawRows } from '../src/server/db/raw-rows.ts';
import { withBulkLoadOf } from './bulk-load.ts';

/** Enquiries a statement: a few seconds each on PostgreSQL, so a long load shows its progress. */
const enquiriesPerStatement = 1_000_000;
const dayMs = 86_400_000;

/** A day `days` after 1970-01-01 (SQL), a year ago to two years ahead by the row's number. */
const weddingDayNumber = (number: SQL) =>
  sql`(floor(extract(epoch from now()) / 86400)::bigint + (${number} * 7919) % 1095 - 365)`;

/** The date picker of that exact day, as the portal writes one: the agenda and the held dates read its month. */
const exactDayPicker = (days: SQL) => sql`(
  select jsonb_build_object('year', extract(year from d)::int, 'month', extract(month from d)::int,
    'day', extract(day from d)::int, 'weekDay', null, 'season', null,
    'dayUndecided', false, 'monthUndecided', false, 'yearUndecided', false)
  from (select date '1970-01-01' + ${days}::int as d) as picked)`;

/**
 * `count` enquiries spread evenly over the suppliers `suppliersWhere` selects (issue 37's "many suppliers"), written by
 * set-based inserts (`generate_series`), with their couples and weddings: a tenth as many weddings as enquiries (at
 * least 1,000, and at least one supplier's share), each written to by a supplier at most once. The views vary by the enquiry's number (unread, the steps,
 * booked, lost, dismissed, spam), arrivals spread over two years, wedding days from a year ago to two years ahead;
 * every booked enquiry (a seventh) has its booking, so the weddings a supplier lost are booked by others.
 * Statement-level triggers keep `enquiry_counts` right for each statement. `prefix` keeps ids apart between calls. The
 * four tables' secondary indexes and foreign keys are dropped meanwhile and made again after (`withBulkLoadOf`).
 */
export async function generateSpreadEnquiries(
  db: Db,
  {
    count,
    suppliersWhere,
    prefix,
    log,
  }: { count: number; suppliersWhere: SQL; prefix: string; log?: (line: string) => void },
): Promise<void> {
  const [numbered] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from suppliers where ${suppliersWhere}`,
  );
  const n = numbered?.n ?? 0;
  if (n === 0) throw new Error('no supplier to spread the enquiries over');
  // a supplier's enquiries need as many weddings as it has enquiries
  const weddingCount = Math.max(1000, Math.ceil(count / 10), Math.ceil(count / n));
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  const rebuilt = await withBulkLoadOf(db, ['couples', 'weddings', 'enquiries', 'bookings'], async () => {
    for (let first = 0; first < weddingCount; first += enquiriesPerStatement) {
      const last = Math.min(weddingCount, first + enquiriesPerStatement) - 1;
      await db.execute(sql`
      insert into couples (id, partner_name_1, partner_name_2, email, created_at)
      select ${prefix} || '-c-' || g, 'Partner ' || g, 'Other ' || g, ${prefix} || '-' || g || '@couples.example', now()
      from generate_series(${first}::bigint, ${last}::bigint) as g`);
      await db.execute(sql`
      insert into weddings (id, couple_id, wedding_date, date_picker, guests_estimate, budget_min, budget_max, created_at,
                            updated_at)
      select ${prefix} || '-w-' || g, ${prefix} || '-c-' || g,
             ${weddingDayNumber(sql`g`)} * ${dayMs}, ${exactDayPicker(weddingDayNumber(sql`g`))},
             50 + g % 150, 1000 * (g % 10), 1000 * (g % 10) + 5000, now(), now()
      from generate_series(${first}::bigint, ${last}::bigint) as g`);
    }
    log?.(`  ${weddingCount.toLocaleString('en-GB')} couples and weddings written (${seconds()} s)`);
    for (let first = 0; first < count; first += enquiriesPerStatement) {
      const last = Math.min(count, first + enquiriesPerStatement) - 1;
      // enquiry g goes to supplier number g % n (a hash join: an array of 100,000 ids read per row would be copied per row), about wedding (g / n + 7 * (g % n)) % weddings: distinct for one supplier
      await db.execute(sql`
      with numbered as (select id, row_number() over (order by id) - 1 as k from suppliers where ${suppliersWhere}),
      written as (
      insert into enquiries (id, supplier_id, wedding_id, couple_id, message, partner_name_1, partner_name_2, email,
                             guests_estimate, wedding_date, wedding_date_picker, progress, statuses, timestamps,
                             enquiry_read, spam, created_at, updated_at)
      select ${prefix} || '-e-' || g, s.id, ${prefix} || '-w-' || w, ${prefix} || '-c-' || w,
             'We would love to hear more about your availability.', 'Partner ' || w, 'Other ' || w,
             ${prefix} || '-' || w || '@couples.example', 50 + w % 150,
             ${weddingDayNumber(sql`w`)} * ${dayMs}, ${exactDayPicker(weddingDayNumber(sql`w`))},
             case g % 7 when 0 then array[]::text[] when 1 then array['read'] when 2 then array['read', 'replied']
               when 3 then array['read', 'replied', 'inDiscussion']
               when 4 then array['read', 'replied', 'inDiscussion', 'callOrMeetingHeld']
               when 5 then array['read', 'replied', 'inDiscussion', 'callOrMeetingHeld', 'dateOnHold']
               else array['read', 'replied', 'booked'] end,
             case when g % 11 = 0 then array['lost'] when g % 13 = 0 then array['dismissed'] else array[]::text[] end,
             -- the first reply's instant, 1 to 48 hours after arrival, for the steps from 'replied' on
             case when g % 7 >= 2 then jsonb_build_object('replied', to_char(
               (now() - make_interval(secs => (g * 104729) % (730 * 86400)) + make_interval(hours => 1 + (g % 48)::int))
               at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) else '{}'::jsonb end,
             g % 7 <> 0, g % 97 = 0,
             now() - make_interval(secs => (g * 104729) % (730 * 86400)), now()
      from generate_series(${first}::bigint, ${last}::bigint) as g
      join numbered as s on s.k = g % ${n},
      lateral (select (g / ${n} + 7 * (g % ${n})) % ${weddingCount} as w) as pick
      returning id, supplier_id, wedding_id, couple_id, progress)
      insert into bookings (id, supplier_id, wedding_id, couple_id, enquiry_id)
      select 'booking-' || id, supplier_id, wedding_id, couple_id, id from written where 'booked' = any(progress)`);
      log?.(
        `  ${(last + 1).toLocaleString('en-GB')} of ${count.toLocaleString('en-GB')} spread enquiries written (${seconds()} s)`,
      );
    }
  });
  log?.(`  their indexes built again (${rebuilt.toFixed(0)} s)`);
}
