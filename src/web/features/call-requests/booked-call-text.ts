import { useTranslation } from 'react-i18next';
import type { CallRequest } from '../../../domain/call-requests-api.ts';
import { formatCallDay } from '../../../domain/call-requests.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

/** "We'll call you on Tue 1 Dec, morning, on 07700 900123." */
export function useBookedCallText() {
  const { t } = useTranslation('callRequests');
  const locale = useCurrentLocale();
  return (request: CallRequest) =>
    t('popup.openText', {
      day: formatCallDay(request.day, locale),
      window: t(`windowsInText.${request.window}`),
      phone: request.phone,
    });
}
