import type { MailMessage } from '../../providers/mail/index.ts';
import { escapeHtml } from '../../http/html.ts';
import { translatorFor } from '../../i18n/translator.ts';

/** A mail of a few paragraphs and one link, in text and HTML. */
function linkMail(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  action: { label: string; url: string },
  footer: string,
): MailMessage {
  return {
    to,
    subject,
    text: [...paragraphs, '', `${action.label}: ${action.url}`, '', footer].join('\n\n').replace(/\n{3,}/g, '\n\n'),
    html: [
      ...paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
      `<p style="color:#555">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  };
}

/** The supplier's request to a booked couple, in the couple's language. */
export function reviewRequestMail(input: {
  to: string;
  locale: string;
  coupleName: string;
  supplierName: string;
  link: string;
}): MailMessage {
  const t = translatorFor(input.locale);
  const names = { supplier: input.supplierName, couple: input.coupleName };
  return linkMail(
    input.to,
    t('reviewPage:mail.request.subject', names),
    [t('reviewPage:mail.request.greeting', names), t('reviewPage:mail.request.intro', names)],
    { label: t('reviewPage:mail.request.action'), url: input.link },
    t('reviewPage:mail.request.footer', names),
  );
}

/** Asks the author of a review through the shared link to confirm their address, in the review's language. */
export function reviewConfirmationMail(input: {
  to: string;
  locale: string;
  supplierName: string;
  link: string;
}): MailMessage {
  const t = translatorFor(input.locale);
  const names = { supplier: input.supplierName };
  return linkMail(
    input.to,
    t('reviewPage:mail.confirm.subject', names),
    [t('reviewPage:mail.confirm.intro', names)],
    { label: t('reviewPage:mail.confirm.action'), url: input.link },
    t('reviewPage:mail.confirm.footer', names),
  );
}

/** Tells a member of the supplier's team of a new review, in the member's language. */
export function newReviewMail(input: {
  to: string;
  locale: string;
  supplierName: string;
  stars: number;
  title: string;
  authorName: string;
  reviewsUrl: string;
}): MailMessage {
  const t = translatorFor(input.locale);
  const values = { supplier: input.supplierName, author: input.authorName, count: input.stars };
  return linkMail(
    input.to,
    t('reviewPage:mail.newReview.subject', values),
    [t('reviewPage:mail.newReview.intro', values), `${t('reviewPage:mail.newReview.stars', values)}\n${input.title}`],
    { label: t('reviewPage:mail.newReview.action'), url: input.reviewsUrl },
    t('reviewPage:mail.newReview.footer'),
  );
}
