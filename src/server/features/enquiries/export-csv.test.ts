import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryDetailResponse } from '../../../domain/enquiries/inbox.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { csvBatchSize, enquiryCsvChunks } from './csv-export.ts';
import { csvTextFor } from './csv-text.ts';

const bulkCount = 10_000;

/** A full garbage collection, so the heap measured is what the export retains rather than garbage not yet collected. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

describe('CSV export: GET /api/enquiries/exportCSV/{supplierId}', () => {
  let ctx: TestContext;
  let user: CreatedUser;
  let supplier: Supplier;

  /**
   * `count` enquiries in three statements, one a minute back from an hour ago, each with its own couple and wedding.
   */
  async function insertBulk(supplierId: string, count: number) {
    const p = randomUUID().slice(0, 8);
    const { db } = ctx.database;
    await db.execute(
      sql`insert into couples (id, partner_name_1) select ${p} || '-c-' || g, 'Couple ' || g from generate_series(1, ${count}) g`,
    );
    await db.execute(
      sql`insert into weddings (id, couple_id, guests_estimate) select ${p} || '-w-' || g, ${p} || '-c-' || g, 100 from generate_series(1, ${count}) g`,
    );
    await db.execute(sql`
      insert into enquiries (id, supplier_id, wedding_id, couple_id, partner_name_1, email, message, guests_estimate, created_at)
      select ${p} || '-e-' || g, ${supplierId}, ${p} || '-w-' || g, ${p} || '-c-' || g, 'Couple ' || g, 'couple' || g || '@mail.example',
             'We are looking for a venue for about 100 guests, with space to dance and a garden for photos.', 100,
             now() - interval '1 hour' - g * interval '1 minute'
      from generate_series(1, ${count}) g`);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createUser(ctx, { locale: 'de-DE' });
    supplier = await createSupplier(ctx, { ownerId: user.id, slug: 'the-old-barn', tier: 'classic' });
    await insertBulk(supplier.id, bulkCount);
    await createTestEnquiry(ctx, supplier.id, {
      couple: {
        partnerName1: '=HYPERLINK("http://evil.example","click")',
        partnerName2: '@SUM(A1)',
        email: `formula-${randomUUID()}@test.example`,
      },
      message: '+1 555 0100, "quoted", and\na second line',
      guestsInitialTarget: '-5',
    });
  });
  afterAll(() => ctx.close());

  it("sends every enquiry as an attachment: BOM, headers in the user's language, formula cells neutralised", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/enquiries/exportCSV/${supplier.id}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="enquiries-the-old-barn-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = res.body;
    expect(body.startsWith('\uFEFFEingegangen,Name,Name des Partners,E-Mail,')).toBe(true);
    const lines = body
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '');
    // header + bulk + the formula enquiry (its message's line break is a bare LF inside quotes)
    expect(lines).toHaveLength(1 + bulkCount + 1);
    const formula = lines[1]!; // the newest enquiry comes first
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",'@SUM(A1),`);
    expect(body).toContain(`"'+1 555 0100, ""quoted"", and\na second line"`);
    expect(lines.at(-1)).toContain(',Couple 10000,');
  });

  it("writes an enquiry's owner, the wedding's budget and its progress as the inbox shows them", async () => {
    const id = await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Owned Couple' },
      wedding: { budget: { min: 5_000, max: 10_000 }, currency: 'GBP' },
      ownerId: user.id,
      changes: [{ kind: 'progress', value: 'inDiscussion', action: 'set' }],
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/enquiries/exportCSV/${supplier.id}`,
      headers: { cookie: user.cookie },
    });
    const line = res.body.split('\r\n').find((l) => l.includes('Owned Couple'))!;
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/inbox/wedding/${supplier.id}/${id}/total`,
      headers: { cookie: user.cookie },
    });
    const { budgetRangeLabel } = detail.json<EnquiryDetailResponse>().weddingSummary;
    expect(budgetRangeLabel).not.toBeNull();
    expect(line).toContain(`,${budgetRangeLabel!},`);
    expect(line).toContain(',Test User,');
    expect(line).toContain(csvTextFor('de-DE').t('progress.inDiscussion'));
  });

  it('streams in chunks over a real connection without a content length', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/enquiries/exportCSV/${supplier.id}`, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const reader = res.body!.getReader();
    let chunks = 0;
    let bytes = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks += 1;
      bytes += read.value.byteLength;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(bytes).toBeGreaterThan(bulkCount * 100);
  });

  it('reads the table batch by batch as the download proceeds, with bounded memory', async () => {
    const chunks = enquiryCsvChunks(ctx.database.db, supplier, true, csvTextFor('en-GB'));
    const header = await chunks.next();
    expect(header.value).toMatch(/^\uFEFFReceived,/);
    const first = await chunks.next();
    expect((first.value as string).split('\r\n').length - 1).toBeGreaterThanOrEqual(csvBatchSize);

    // a row written now, older than every other, is still exported: the rows after the first batch are read later
    const late = await createTestEnquiry(ctx, supplier.id, {
      createdAt: new Date('2001-01-01T00:00:00Z'),
      couple: { partnerName1: 'Late Arrival' },
    });

    collectGarbage();
    const start = process.memoryUsage().heapUsed;
    let peak = 0;
    let batches = 1;
    let last = '';
    for await (const chunk of chunks) {
      batches += 1;
      expect(chunk.split('\r\n').length - 1).toBeLessThanOrEqual(csvBatchSize + 1);
      collectGarbage();
      peak = Math.max(peak, process.memoryUsage().heapUsed - start);
      last = chunk;
    }
    expect(batches).toBe(Math.ceil((bulkCount + 2) / csvBatchSize));
    expect(last).toContain(`Late Arrival`);
    expect(last.trimEnd().endsWith(late)).toBe(true);
    // what the export retains stays at about one batch (well under a megabyte); the rows held at once would be many
    expect(peak).toBeLessThan(4 * 1024 * 1024);
  });

  it('answers 404 for a supplier of someone else', async () => {
    const stranger = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/enquiries/exportCSV/${supplier.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Couple');
  });
});
