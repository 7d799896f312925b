export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one e-mail; the embedded default keeps it in the outbox table, SMTP_URL sends it for real. */
export interface MailProvider {
  /** 'outbox' shows mail in the dev mail viewer; 'smtp' delivers it. */
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
