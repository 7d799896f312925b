import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';

/**
 * The text of a failed notification call: the server's translated field message (namespace `alerts`: a zone not in
 * the list, too many devices, a device gone), a network failure, else the generic one.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (!(error instanceof ApiError)) return t(error instanceof TypeError ? 'errors.network' : 'errors.generic');
    const key = Object.values(error.fields)[0];
    // a key of a namespace this screen did not load would show raw: the generic text instead
    return key && i18n.exists(key) ? t(key) : t('errors.generic');
  };
}
