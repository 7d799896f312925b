import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';

/**
 * The text of a failed notification call: the server's translated field message (a bad push key, too many devices),
 * a network failure, else the generic one.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!(error instanceof ApiError)) return t(error instanceof TypeError ? 'errors.network' : 'errors.generic');
    const key = Object.values(error.fields)[0];
    return key ? t(key) : t('errors.generic');
  };
}
