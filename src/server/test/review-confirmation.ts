import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/**
 * Confirms a review sent through a supplier's shared link as its author does: the link of the mail to `email` shows a
 * button (a mail scanner opening it publishes nothing), which posts to the same address. Answers that post.
 */
export async function confirmReviewFromMail(ctx: TestContext, email: string) {
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const url = new URL(/https?:\/\/\S+\/reviews\/confirm\/[\w-]+/.exec(mail!.text)![0]).pathname;
  const page = await ctx.app.inject({ url });
  expect(page.body).toContain(`action="${url}"`);
  return ctx.app.inject({ method: 'POST', url, headers: { origin: ctx.app.deps.config.APP_URL } });
}
