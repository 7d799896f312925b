import { Text, type MantineSize } from '@mantine/core';
import { formatNumber } from '../../../domain/format.ts';
import { isImprovement, periodChange } from '../../../domain/statistics/period-change.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

const arrows = { up: '↑', down: '↓', flat: '→' } as const;

/**
 * A figure's change against the period before ("↑ +12 % vs previous month"), green when it is good news and red
 * when not, whichever way the arrow points; nothing when there is nothing to compare. The performance tiles and the
 * dashboard's key figures both show it; each says which period it compares with (`texts`).
 */
export function PeriodChangeText({
  current,
  previous,
  higherIsBetter,
  texts,
  size = 'xs',
}: {
  current: number | null;
  previous: number | null;
  higherIsBetter: boolean;
  /** `change` words a formatted percentage ("+12 %"); `new` is shown when the period before had none. */
  texts: { change: (percent: string) => string; new: string };
  size?: MantineSize;
}) {
  const locale = useCurrentLocale();
  const change = periodChange(current ?? Number.NaN, previous);
  if (change.kind === 'none') return null;
  if (change.kind === 'new')
    return (
      <Text size={size} c="dimmed" data-period-change="new">
        {texts.new}
      </Text>
    );
  const good = isImprovement(change, higherIsBetter);
  return (
    <Text
      size={size}
      fw={500}
      c={good === null ? 'dimmed' : good ? 'teal.9' : 'red.9'}
      data-period-change={change.direction}
    >
      <span aria-hidden>{arrows[change.direction]} </span>
      {texts.change(formatNumber(change.ratio, locale, { style: 'percent', signDisplay: 'exceptZero' }))}
    </Text>
  );
}
