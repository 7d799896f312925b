import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maxStars } from '../../../domain/reviews/reviews.ts';

/** Filled and empty stars, read out as "4 stars out of 5"; `decorative` beside a text that says it already. */
export function StarLine({
  stars,
  size = 'md',
  decorative = false,
}: {
  stars: number;
  size?: MantineSize;
  decorative?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const spoken = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('stars', { count: stars }) };
  return (
    <Text component="span" size={size} c="yellow.9" {...spoken} style={{ letterSpacing: 1 }}>
      {'★'.repeat(stars)}
      {'☆'.repeat(maxStars - stars)}
    </Text>
  );
}
