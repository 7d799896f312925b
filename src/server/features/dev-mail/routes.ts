import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { getSessionUser } from '../../auth/session.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { escapeHtml } from '../../http/html.ts';

/**
 * The outbox holds reset links, so it is shown only where the operator turned the viewer on
 * (DEV_MAIL_VIEWER=true; `npm run dev` does) or to a signed-in platform admin; never by the caller's address,
 * which a proxy or a forwarded header can make look local.
 */
async function assertMayReadOutbox(request: FastifyRequest): Promise<void> {
  if (request.server.deps.config.DEV_MAIL_VIEWER) return;
  if ((await getSessionUser(request))?.isPlatformAdmin) return;
  throw forbidden('dev-mail-viewer-off', 'The mail viewer is off (DEV_MAIL_VIEWER) and answers only platform admins');
}

const mailSummary = z.object({
  id: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  viewUrl: z.string(),
});

/** The dev mail viewer over the embedded outbox; registered only when SMTP_URL is unset. */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/dev/mail',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary:
          'Mail the portal "sent" to the outbox (without SMTP_URL), newest first; with DEV_MAIL_VIEWER=true or to platform admins',
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
        mails: rows.map((m) => ({
          id: m.id,
          to: m.to,
          replyTo: m.replyTo,
          subject: m.subject,
          text: m.text,
          createdAt: m.createdAt.toISOString(),
          viewUrl: `/api/dev/mail/${m.id}`,
        })),
      };
    },
  );

  app.get(
    '/api/dev/mail/:id',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'One outbox mail as the recipient would see it (HTML)',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      await assertMayReadOutbox(request);
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
      if (!mail) throw notFound('mail not found');
      const body = mail.html ?? `<pre>${escapeHtml(mail.text)}</pre>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          `<!doctype html><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title><p><b>To:</b> ${escapeHtml(mail.to)}<br><b>Subject:</b> ${escapeHtml(mail.subject)}</p><hr>${body}`,
        );
    },
  );
};
