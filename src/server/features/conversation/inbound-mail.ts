import EmailReplyParser from 'email-reply-parser';
import { simpleParser } from 'mailparser';

/** A couple's answer as the inbound adapters hand it over, whichever way it came (SMTP or a webhook). */
export interface InboundMail {
  /** Every address it was delivered to (the SMTP envelope, or the webhook's To, Cc and original recipient). */
  recipients: string[];
  from: string;
  subject: string;
  /** The mail's Message-ID with its angle brackets; null when it had none. */
  messageId: string | null;
  /** The text the couple wrote, without quoted history and signature. */
  text: string;
  attachments: InboundAttachment[];
}

export interface InboundAttachment {
  fileName: string;
  content: Buffer;
}

/** Longer than any answer a person writes: the rest of a runaway text is cut, not refused. */
const maxTextLength = 20_000;

/**
 * What the couple wrote: email-reply-parser cuts quoted history ("On … wrote:", "Am … schrieb …:",
 * "Le … a écrit :", "> " lines) and signatures ("-- ", "Sent from my iPhone"). A mail that is nothing
 * but quote (someone answered inline) keeps its whole text rather than arrive empty.
 */
export function visibleReplyText(fullText: string): string {
  // PostgreSQL text cannot hold NUL
  const whole = fullText.replace(/\r\n/g, '\n').replaceAll('\u0000', '').trim();
  const visible = new EmailReplyParser().parseReply(whole).trim();
  return (visible || whole).slice(0, maxTextLength);
}

/** A raw RFC 5322 mail (the SMTP listener's DATA) read with mailparser. */
export async function parseRawMail(raw: Buffer, recipients: string[]): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  return {
    recipients,
    from: parsed.from?.value[0]?.address ?? '',
    subject: (parsed.subject ?? '').replaceAll('\u0000', ''),
    messageId: parsed.messageId ?? null,
    text: visibleReplyText(parsed.text ?? ''),
    attachments: parsed.attachments.map((a) => ({ fileName: a.filename ?? 'attachment', content: a.content })),
  };
}
