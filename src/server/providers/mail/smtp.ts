import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './types.ts';

/** Real adapter: nodemailer over SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
