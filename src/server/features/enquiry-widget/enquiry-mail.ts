import { weddingDateText } from '../../../domain/enquiries/csv.ts';
import type { WidgetSubmission } from '../../../domain/enquiries/enquiry-widget-schemas.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import { escapeHtml } from '../../http/html.ts';
import { translatorFor } from '../../i18n/translator.ts';

export interface WidgetEnquiryMailInput {
  to: string;
  supplierName: string;
  /** The supplier's locale: the mail speaks its language. */
  locale: string;
  submission: WidgetSubmission;
  /** The couple's guest number as written. */
  guestsText: string | null;
  enquiryUrl: string;
}

/** Tells the supplier about a widget enquiry, with what the couple wrote and a link to the enquiry. */
export function widgetEnquiryMail({
  to,
  supplierName,
  locale,
  submission,
  guestsText,
  enquiryUrl,
}: WidgetEnquiryMailInput): MailMessage {
  const t = translatorFor(locale);
  const couple =
    [submission.partnerName, submission.partnerName2].filter(Boolean).join(' & ') || t('widget:mail.aCouple');
  const date = submission.weddingDate
    ? weddingDateText(submission.weddingDate, { t: (key) => t(`enquiries:${key}`), locale: t.locale })
    : null;
  const details: [string, string | null | undefined][] = [
    ['partnerName', submission.partnerName],
    ['partnerName2', submission.partnerName2],
    ['email', submission.email],
    ['phone', submission.phone],
    ['guestsInitialTarget', guestsText],
    ['weddingDate', date],
    ['message', submission.message],
  ];
  const shown = details
    .filter((d): d is [string, string] => Boolean(d[1]))
    .map(([field, value]) => [t(`enquiries:widget.fields.${field}`), value] as const);
  const intro = t('widget:mail.intro', { couple });
  return {
    to,
    subject: t('widget:mail.subject', { couple }),
    text: [
      t('widget:mail.greeting', { name: supplierName }),
      '',
      intro,
      '',
      ...shown.map(([label, value]) => `${label}: ${value}`),
      '',
      `${t('widget:mail.action')}: ${enquiryUrl}`,
      '',
      t('widget:mail.footer'),
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t('widget:mail.greeting', { name: supplierName }))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<dl>${shown.map(([label, value]) => `<dt><strong>${escapeHtml(label)}</strong></dt><dd style="white-space:pre-wrap">${escapeHtml(value)}</dd>`).join('')}</dl>`,
      `<p><a href="${escapeHtml(enquiryUrl)}">${escapeHtml(t('widget:mail.action'))}</a></p>`,
      `<p style="color:#555">${escapeHtml(t('widget:mail.footer'))}</p>`,
    ].join('\n'),
  };
}
