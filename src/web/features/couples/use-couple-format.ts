import type { WeddingDatePicker } from '../../../domain/enquiries/wedding-date.ts';
import { formatDate, formatFileSize } from '../../../domain/format.ts';
import { useEnquiryFormat } from '../enquiries/use-enquiry-format.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

/** The couples screens' dates, numbers and file sizes, worded as the inbox words them. */
export function useCoupleFormat() {
  const format = useEnquiryFormat();
  const locale = useCurrentLocale();
  return {
    day: format.day,
    instant: format.instant,
    number: format.number,
    fileSize: (bytes: number) => formatFileSize(bytes, locale),
    /** As far as the couple decided it; a booking without a picker but with a date shows that calendar date. */
    weddingDate: ({
      weddingDatePicker,
      weddingDate,
    }: {
      weddingDatePicker: WeddingDatePicker | null;
      weddingDate: number | null;
    }) =>
      weddingDatePicker === null && weddingDate !== null
        ? formatDate(weddingDate, locale, { dateStyle: 'medium', timeZone: 'UTC' })
        : format.weddingDate({ weddingDateDatePicker: weddingDatePicker }),
    guests: (count: number | null) => format.guests({ guests: { estimate: count } }),
  };
}
