import type { SupplierRole } from '../../domain/roles.ts';
import { escapeHtml } from '../http/html.ts';
import type { MailMessage } from '../providers/mail/index.ts';
import { translatorFor } from './translator.ts';

/**
 * An e-mail whose point is one link: greeting, intro, the link, how long it works, what to do if unexpected (namespace
 * `mail`, key `kind`).
 */
function linkMail(
  to: string,
  locale: string,
  kind: string,
  url: string,
  values: Record<string, string> = {},
): MailMessage {
  const t = translatorFor(locale);
  const text = (key: string) => t(`mail:${kind}.${key}`, values);
  return {
    to,
    subject: text('subject'),
    text: [
      text('greeting'),
      '',
      text('intro'),
      '',
      t('common:labelled', { label: text('action'), value: url }),
      '',
      text('expiry'),
      text('ignore'),
    ].join('\n'),
    html: [
      `<p>${escapeHtml(text('greeting'))}</p>`,
      `<p>${escapeHtml(text('intro'))}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(text('action'))}</a></p>`,
      `<p>${escapeHtml(text('expiry'))}<br>${escapeHtml(text('ignore'))}</p>`,
    ].join('\n'),
  };
}

/** The password-reset e-mail in the user's language. */
export function resetPasswordMail(to: string, locale: string, url: string): MailMessage {
  return linkMail(to, locale, 'resetPassword', url);
}

export interface InviteMailContent {
  supplierName: string;
  inviterName: string;
  role: SupplierRole;
  url: string;
}

/** The collaborator invite e-mail, in the inviting user's language (the role's name from `team`). */
export function inviteMail(
  to: string,
  locale: string,
  { supplierName, inviterName, role, url }: InviteMailContent,
): MailMessage {
  const roleName = translatorFor(locale)(`team:roles.${role}`);
  return linkMail(to, locale, 'invite', url, { supplier: supplierName, inviter: inviterName, role: roleName });
}

/** The mail that an export is ready: the page where its requester downloads it, in the requester's language. */
export function dataExportReadyMail(to: string, locale: string, kind: 'user' | 'business', url: string): MailMessage {
  return linkMail(to, locale, kind === 'user' ? 'dataExportUser' : 'dataExportBusiness', url);
}
