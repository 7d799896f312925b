import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSessionUser } from '../../auth/session.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { escapeHtml } from '../../http/html.ts';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The outbox holds reset links, so it is shown only to a browser on this machine (a direct loopback
 * connection, nothing forwarded by a proxy) or to a platform admin.
 */
async function assertMayReadOutbox(request: FastifyRequest): Promise<void> {
  const direct = loopback.has(request.raw.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
  if (direct) return;
  if ((await getSessionUser(request))?.isPlatformAdmin) return;
  throw forbidden('dev-mail-local-only', 'The mail viewer answers only on this machine or to platform admins');
}

const mailSummary = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string(), viewUrl: z.string() });

/** The dev mail viewer over the embedded outbox; registered only when SMTP_URL is unset. */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/dev/mail',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail the portal "sent" to the outbox (without SMTP_URL), newest first; only on this machine',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.object({ mails: z.array(mailSummary) }) },
      },
    },
    async (request) => {
      await assertMayReadOutbox(request);
      const { to } = request.query;
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(100);
      return {
        mails: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt.toISOString(), viewUrl: `/api/dev/mail/${m.id}` })),
      };
    },
  );

  app.get(
    '/api/dev/mail/:id',
    { schema: { tags: ['dev'], summary: 'One outbox mail as the recipient would see it (HTML)', params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await assertMayReadOutbox(request);
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
      if (!mail) throw notFound('mail not found');
      const body = mail.html ?? `<pre>${escapeHtml(mail.text)}</pre>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(`<!doctype html><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title><p><b>To:</b> ${escapeHtml(mail.to)}<br><b>Subject:</b> ${escapeHtml(mail.subject)}</p><hr>${body}`);
    },
  );
};
