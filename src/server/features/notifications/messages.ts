import { alertLink } from '../../../domain/notifications.ts';
import type { PushPayload } from '../../../domain/notifications-api.ts';
import { escapeHtml } from '../../http/html.ts';
import { translatorFor, type Translate } from '../../i18n/translator.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import { newReviewMail } from '../reviews/mails.ts';
import type { AlertSubject } from './content.ts';

/** The words of an alert in the recipient's language (namespace `alerts`): the push's and the e-mail's. */

function valuesOf(subject: AlertSubject) {
  return {
    supplier: subject.supplierName,
    couple: subject.couple ?? '',
    sender: subject.sender ?? '',
    stars: subject.stars ?? 0,
  };
}

/** The text key of a subject: a direct message reads differently from a mention, a locked enquiry names no one. */
function keyOf(subject: AlertSubject): string {
  if (subject.type === 'chatMention' && subject.direct) return 'directMessage';
  if (subject.type === 'enquiry' && subject.couple === undefined) return 'lockedEnquiry';
  return subject.type;
}

/** The screen the alert opens, as seen by this recipient (a direct message opens the conversation with its sender). */
function linkOf(subject: AlertSubject): string {
  return alertLink(subject.type, subject.supplierId ?? '', {
    enquiryId: subject.enquiryId,
    conversation: subject.type === 'chatMention' ? (subject.direct ? `dm:${subject.senderId}` : 'team') : undefined,
  });
}

function title(t: Translate, subject: AlertSubject): string {
  return t(`alerts:${keyOf(subject)}.title`, valuesOf(subject));
}

function body(t: Translate, subject: AlertSubject): string {
  return t(`alerts:${keyOf(subject)}.body`, valuesOf(subject));
}

/** The push: a title and a line, the screen, one notification per subject (`tag`), the unread count for the badge. */
export function pushPayloadOf(subject: AlertSubject, locale: string, badge: number | undefined): PushPayload {
  const t = translatorFor(locale);
  return {
    type: subject.type,
    title: title(t, subject),
    body: body(t, subject),
    url: linkOf(subject),
    // one notification per enquiry, per chat conversation, per business otherwise
    tag: `${subject.type}:${subject.enquiryId ?? (subject.direct ? subject.senderId : undefined) ?? subject.supplierId ?? 'test'}`,
    ...(badge === undefined ? {} : { badge }),
  };
}

/** The instant e-mail: what happened, one button to the screen, and where the settings are. */
export function alertMailOf(subject: AlertSubject, to: string, locale: string, appUrl: string): MailMessage {
  const url = new URL(linkOf(subject), appUrl).toString();
  // a review's e-mail quotes its title and author (the reviews feature's mail, sent before alerts existed)
  if (subject.review)
    return newReviewMail({
      to,
      locale,
      supplierName: subject.supplierName,
      stars: subject.stars ?? 0,
      title: subject.review.title,
      authorName: subject.review.author,
      reviewsUrl: url,
    });
  const t = translatorFor(locale);
  const settingsUrl = new URL('/settings', appUrl).toString();
  const lines = {
    intro: body(t, subject),
    action: t(`alerts:${keyOf(subject)}.action`),
    why: t('alerts:mail.why'),
  };
  return {
    to,
    subject: title(t, subject),
    text: [
      lines.intro,
      '',
      t('common:labelled', { label: lines.action, value: url }),
      '',
      t('common:labelled', { label: lines.why, value: settingsUrl }),
    ].join('\n'),
    html: [
      `<p>${escapeHtml(lines.intro)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(lines.action)}</a></p>`,
      `<p><small><a href="${escapeHtml(settingsUrl)}">${escapeHtml(lines.why)}</a></small></p>`,
    ].join('\n'),
  };
}
