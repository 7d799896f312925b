import { escapeHtml } from '../../http/html.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { MailMessage } from '../../providers/mail/index.ts';

/** One business's part of a digest: what waits for its team. */
export interface DigestSection {
  supplierId: string;
  supplierName: string;
  newEnquiries: number;
  /** The first few couples' first names of the new enquiries. */
  couples: string[];
  answersWaiting: number;
  newReviews: number;
}

/** The 8:00 digest in the person's language: per business its new enquiries, couples' answers waiting and reviews. */
export function digestMailOf(to: string, locale: string, sections: DigestSection[], appUrl: string): MailMessage {
  const t = translatorFor(locale);
  const linkOf = (path: string, supplierId: string) =>
    new URL(`${path}?supplier=${encodeURIComponent(supplierId)}`, appUrl).toString();
  const settingsUrl = new URL('/settings', appUrl).toString();
  const parts = sections.map((section) => {
    const lines = [
      section.newEnquiries > 0 &&
        (section.couples.length === 0
          ? t('alerts:digest.newEnquiriesUnnamed', { count: section.newEnquiries })
          : t('alerts:digest.newEnquiries', {
              count: section.newEnquiries,
              couples: [
                ...section.couples,
                ...(section.newEnquiries > section.couples.length
                  ? [t('alerts:digest.more', { count: section.newEnquiries - section.couples.length })]
                  : []),
              ].join(', '),
            })),
      section.answersWaiting > 0 && t('alerts:digest.answersWaiting', { count: section.answersWaiting }),
      section.newReviews > 0 && t('alerts:digest.newReviews', { count: section.newReviews }),
    ].filter((line): line is string => typeof line === 'string');
    const inbox = linkOf('/enquiry-manager', section.supplierId);
    return { name: section.supplierName, lines, inbox };
  });
  const action = t('alerts:digest.action');
  return {
    to,
    subject: t('alerts:digest.subject'),
    text: [
      t('alerts:digest.intro'),
      '',
      ...parts.flatMap((part) => [
        part.name,
        ...part.lines.map((line) => `- ${line}`),
        t('common:labelled', { label: action, value: part.inbox }),
        '',
      ]),
      t('common:labelled', { label: t('alerts:mail.why'), value: settingsUrl }),
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t('alerts:digest.intro'))}</p>`,
      ...parts.map(
        (part) =>
          `<h3>${escapeHtml(part.name)}</h3><ul>${part.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
          `<p><a href="${escapeHtml(part.inbox)}">${escapeHtml(action)}</a></p>`,
      ),
      `<p><small><a href="${escapeHtml(settingsUrl)}">${escapeHtml(t('alerts:mail.why'))}</a></small></p>`,
    ].join('\n'),
  };
}
