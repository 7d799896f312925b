import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../domain/format.ts';
import { isImprovement, periodChange } from '../../../domain/statistics/period-change.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

const arrows = { up: '↑', down: '↓', flat: '→' } as const;

/**
 * A figure's change against the period before ("↑ +12 % vs previous month"), green when it is good news and red
 * when not, whichever way the arrow points; nothing when there is nothing to compare.
 */
export function PeriodChangeText({
  current,
  previous,
  higherIsBetter,
}: {
  current: number | null;
  previous: number | null;
  higherIsBetter: boolean;
}) {
  const { t } = useTranslation('statistics');
  const locale = useCurrentLocale();
  const change = periodChange(current ?? Number.NaN, previous);
  if (change.kind === 'none') return null;
  if (change.kind === 'new')
    return (
      <Text size="xs" c="dimmed" data-period-change="new">
        {t('change.new')}
      </Text>
    );
  const good = isImprovement(change, higherIsBetter);
  return (
    <Text
      size="xs"
      fw={500}
      c={good === null ? 'dimmed' : good ? 'teal.9' : 'red.9'}
      data-period-change={change.direction}
    >
      <span aria-hidden>{arrows[change.direction]} </span>
      {t('change.vsPrevious', {
        change: formatNumber(change.ratio, locale, { style: 'percent', signDisplay: 'exceptZero' }),
      })}
    </Text>
  );
}
