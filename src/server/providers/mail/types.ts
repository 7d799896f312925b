export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The display name before MAIL_FROM's address (the supplier's name on a reply to a couple). */
  fromName?: string;
  /** Where answers go (an enquiry's reply address). */
  replyTo?: string;
  /** Threading headers: Message-ID, In-Reply-To, References (values with their angle brackets). */
  headers?: Record<string, string>;
}

/** Sends one e-mail; the embedded default keeps it in the outbox table, SMTP_URL sends it for real. */
export interface MailProvider {
  /** 'outbox' shows mail in the dev mail viewer; 'smtp' delivers it. */
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
