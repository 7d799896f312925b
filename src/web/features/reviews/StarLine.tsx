import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maxStars } from '../../../domain/reviews/reviews.ts';

/** Filled and empty stars, read out as "4 stars out of 5". */
export function StarLine({ stars, size = 'md' }: { stars: number; size?: MantineSize }) {
  const { t } = useTranslation('reviews');
  return (
    <Text component="span" size={size} c="yellow.9" role="img" aria-label={t('stars', { count: stars })} style={{ letterSpacing: 1 }}>
      {'★'.repeat(stars)}
      {'☆'.repeat(maxStars - stars)}
    </Text>
  );
}
