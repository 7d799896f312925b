import { useTranslation } from 'react-i18next';

/** A rank as the reader's language writes it (spec section 9: ordinal suffixes per locale): 1st, 1., 1er. */
export function useOrdinal(): (rank: number) => string {
  const { t } = useTranslation('statistics');
  return (rank) => t('ordinal', { count: rank, ordinal: true });
}
