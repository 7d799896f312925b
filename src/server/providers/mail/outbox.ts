import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailMessage, MailProvider } from './types.ts';

/** Embedded default: every message lands in the mail_outbox table (read at GET /api/dev/mail). */
export function createOutboxMail(db: Db): MailProvider {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values({
        id: randomUUID(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        fromName: message.fromName ?? null,
        replyTo: message.replyTo ?? null,
        headers: message.headers ?? {},
      });
    },
  };
}
