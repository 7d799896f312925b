import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** A new database made from this one as its template (no session may be open on this one meanwhile). */
  copy(suffix: string): Promise<ScratchDatabase>;
  drop(): Promise<void>;
}

/** Creates a fresh, uniquely named database on a PostgreSQL server (tests and benchmarks), to be dropped after. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  return createDatabase(serverUrl, `${prefix}_${process.pid}_${Date.now()}`);
}

async function createDatabase(serverUrl: string, name: string, template?: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    copy: async (suffix) => {
      await sessionsEnded(admin, name);
      return createDatabase(serverUrl, `${name}_${suffix}`, name);
    },
    drop: async () => {
      await sessionsEnded(admin, name);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Waits (up to 5 s) until no session is open on the database: a pool's clients end a moment after its end() resolves,
 * and a template cannot be copied while any is, nor a database dropped without cutting one off (an error event).
 */
async function sessionsEnded(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
