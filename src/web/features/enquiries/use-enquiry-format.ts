import { useTranslation } from 'react-i18next';
import type { EnquiryListItem } from '../../../domain/enquiries/inbox.ts';
import { formatDay, formatInstant, formatNumber } from '../../../domain/format.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { weddingDateLabel } from '../../../domain/enquiries/wedding-date-label.ts';

/** The inbox's dates, numbers and budgets in the reader's language (domain/format.ts). */
export function useEnquiryFormat() {
  const { t } = useTranslation('enquiries');
  const locale = useCurrentLocale();
  return {
    weddingDate: (enquiry: Pick<EnquiryListItem, 'weddingDateDatePicker'>) =>
      weddingDateLabel(enquiry.weddingDateDatePicker, (key, values) => t(key, values), locale),
    day: (iso: string) => formatDay(iso, locale),
    instant: (iso: string) => formatInstant(iso, locale),
    number: (value: number) => formatNumber(value, locale),
    guests: ({ guests }: Pick<EnquiryListItem, 'guests'>) =>
      guests.estimate === null ? t('list.unknown') : formatNumber(guests.estimate, locale),
    budget: (enquiry: Pick<EnquiryListItem, 'budgetRangeLabel'>) => enquiry.budgetRangeLabel ?? t('list.unknown'),
  };
}
