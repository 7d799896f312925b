import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';

/**
 * The text of a failed team call: the server's translated field message (last admin, other access, ...), else the
 * generic one.
 */
export function useTeamErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const key = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
    return key ? t(key) : t('errors.generic');
  };
}
