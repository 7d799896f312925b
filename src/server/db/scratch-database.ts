import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a fresh, uniquely named database on a PostgreSQL server (tests and benchmarks), to be dropped after. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // a pool's clients end a moment after its end() resolves: waited for, so none is cut off (an error event)
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
