import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';

/** "Guests: 40–80", "from 40", "up to 80"; nothing when neither end is set. */
export function RangeText({
  label,
  min,
  max,
  locale,
}: {
  label: string;
  min: number | null;
  max: number | null;
  locale: Locale;
}) {
  const { t } = useTranslation('pricing');
  if (min == null && max == null) return null;
  const n = (v: number) => formatNumber(v, locale);
  const range =
    min != null && max != null
      ? t('range.between', { min: n(min), max: n(max) })
      : min != null
        ? t('range.from', { min: n(min) })
        : t('range.upTo', { max: n(max!) });
  return <Text size="sm">{t('common:labelled', { label, value: range })}</Text>;
}
