import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';

/** The embedded database on its worker thread behaves as PGlite does on the caller's thread. */
describe('the embedded database on a thread of its own', () => {
  let client: PgliteThread;
  beforeAll(async () => {
    client = await openPgliteThread({});
    await client.exec('create table things (id int primary key, name text not null)');
  });
  afterAll(() => client.close());

  it("keeps a failed statement's PostgreSQL error fields and stays usable after it", async () => {
    await client.query('insert into things values ($1, $2)', [1, 'one']);
    const failure = await client
      .query('insert into things values ($1, $2)', [1, 'again'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      code: '23505',
      constraint: 'things_pkey',
      message: expect.stringContaining('duplicate key'),
    });
    expect((await client.query<{ name: string }>('select name from things where id = $1', [1])).rows).toEqual([
      { name: 'one' },
    ]);
  });

  it('commits a transaction, rolls back a failed one, and lets other queries wait until it ends', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into things values (2, $1)', ['two']);
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = client.transaction(async (tx) => {
      await tx.query('insert into things values (3, $1)', ['three']);
      await held;
      throw new Error('changed my mind');
    });
    // sent while the transaction is open: answered after it ended, so it never sees row 3
    const outside = client.query<{ n: number }>('select count(*)::int as n from things');
    release();
    await expect(rolledBack).rejects.toThrow('changed my mind');
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('returns dates and timestamps raw when asked, as drizzle asks (it parses them itself)', async () => {
    const timestamptz = 1184;
    const raw = await client.query<unknown[]>(`select timestamptz '2026-05-14 10:00:00+00' as at`, [], {
      rowMode: 'array',
      parsers: { [timestamptz]: (value: string) => value },
    });
    expect(raw.rows).toEqual([['2026-05-14 10:00:00+00']]);
    const parsed = await client.query<{ at: Date }>(`select timestamptz '2026-05-14 10:00:00+00' as at`);
    expect(parsed.rows[0]!.at).toEqual(new Date('2026-05-14T10:00:00Z'));
  });

  it('binds values by the types the statement asks for, as PGlite does', async () => {
    const answer = await client.query<{ name: string; ids: number[]; at: Date }>(
      'select $1::jsonb ->> $2 as name, $3::int[] as ids, $4::timestamptz as at',
      [{ name: 'Anna' }, 'name', [1, 2], new Date('2026-05-14T10:00:00Z')],
    );
    expect(answer.rows).toEqual([{ name: 'Anna', ids: [1, 2], at: new Date('2026-05-14T10:00:00Z') }]);
  });

  it('parses a kept statement again when its table changed under it (a migration)', async () => {
    await client.exec('create table shapes (id int primary key)');
    await client.query('insert into shapes values ($1)', [1]);
    const read = 'select * from shapes where id = $1';
    expect((await client.query(read, [1])).rows).toEqual([{ id: 1 }]);
    await client.exec('alter table shapes add column colour text');
    expect((await client.query(read, [1])).rows).toEqual([{ id: 1, colour: null }]);
  });

  it('keeps answering past the number of statements it keeps parsed (the oldest are closed)', async () => {
    for (let n = 0; n < 520; n++) await client.query(`select ${n}::int as n where $1::int = 1`, [1]);
    expect((await client.query('select 0::int as n where $1::int = 1', [1])).rows).toEqual([{ n: 0 }]);
    expect((await client.query('select 519::int as n where $1::int = 1', [1])).rows).toEqual([{ n: 519 }]);
  });
});
