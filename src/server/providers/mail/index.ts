import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createOutboxMail } from './outbox.ts';
import { createSmtpMail } from './smtp.ts';
import type { MailProvider } from './types.ts';

export type { MailMessage, MailProvider } from './types.ts';

export function createMailProvider(config: Config, db: Db): MailProvider {
  return config.SMTP_URL ? createSmtpMail(config.SMTP_URL, config.MAIL_FROM) : createOutboxMail(db);
}
