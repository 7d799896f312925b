import { escapeHtml } from '../http/html.ts';
import type { MailMessage } from '../providers/mail/index.ts';
import { translatorFor } from './translator.ts';

/** The password-reset e-mail in the user's language (namespace `mail`). */
export function resetPasswordMail(to: string, locale: string, url: string): MailMessage {
  const t = translatorFor(locale);
  const text = (key: string) => t(`mail:resetPassword.${key}`);
  return {
    to,
    subject: text('subject'),
    text: [text('greeting'), '', text('intro'), '', t('common:labelled', { label: text('action'), value: url }), '', text('expiry'), text('ignore')].join('\n'),
    html: [
      `<p>${escapeHtml(text('greeting'))}</p>`,
      `<p>${escapeHtml(text('intro'))}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(text('action'))}</a></p>`,
      `<p>${escapeHtml(text('expiry'))}<br>${escapeHtml(text('ignore'))}</p>`,
    ].join('\n'),
  };
}
