import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './types.ts';

/** Real adapter: nodemailer over SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const { headers = {} } = message;
      const { 'Message-ID': messageId, 'In-Reply-To': inReplyTo, References: references, ...others } = headers;
      await transport.sendMail({
        from: message.fromName ? { name: message.fromName, address: from } : from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // nodemailer writes its own Message-ID unless given one, and threading headers from these options
        messageId,
        inReplyTo,
        references,
        headers: others,
      });
    },
  };
}
