import { desc, eq } from 'drizzle-orm';
import { getSessionUser } from '../../auth/session.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** The test app plus GET /test/whoami answering getSessionUser(request), to see whose session a request carries. */
export function createAuthTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  return createTestApp(env, {
    beforeReady: (app) => app.get('/test/whoami', async (request) => ({ user: await getSessionUser(request) })),
  });
}

export async function whoami(ctx: TestContext, headers: Record<string, string>) {
  const res = await ctx.app.inject({ url: '/test/whoami', headers });
  return res.json<{ user: { id: string; email: string; isPlatformAdmin: boolean } | null }>().user;
}

/** The newest mail to `to`; the reset mail leaves in the background, so this waits a little for it. */
export async function waitForMail(ctx: TestContext, to: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function mailsTo(ctx: TestContext, to: string) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

export function resetTokenOf(mailText: string): string {
  const match = /reset-password\?token=([^\s"&]+)/.exec(mailText);
  if (!match?.[1]) throw new Error(`no reset link in: ${mailText}`);
  return decodeURIComponent(match[1]);
}
