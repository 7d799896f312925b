import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';

/**
 * The text of a failed inbox call: a tier refusal names the feature and its tier; the server's field keys are
 * translated.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('enquiries');
  return (error) => {
    if (!(error instanceof ApiError)) return t('failures.failed');
    if (error.code === 'tier-required' && error.fields.feature && error.fields.tier) {
      return t('failures.tierRequired', { feature: t(error.fields.feature), tier: t(error.fields.tier) });
    }
    if (error.code === 'enquiry-locked') return t('failures.locked');
    const field = Object.values(error.fields)[0];
    return field ? t(field) : t('failures.failed');
  };
}
