import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../domain/format.ts';
import type { MetricCounts } from '../../../../domain/statistics/metrics.ts';
import type { Monoquery } from '../../../../domain/statistics/monoquery-api.ts';
import { conversionPercent, hasBenchmark } from '../../../../domain/statistics/performance.ts';
import type { PeerPerformance } from '../../../../domain/statistics/performance-api.ts';
import { useCurrentLocale } from '../../shell/use-language.ts';
import { PeriodChangeText } from '../PeriodChangeText.tsx';

type Figure = { key: string; value: (counts: MetricCounts) => number | null; percent?: boolean };

const figures: Figure[] = [
  { key: 'profileViews', value: (c) => c.profileViews },
  { key: 'enquiries', value: (c) => c.enquiries },
  { key: 'shortlists', value: (c) => c.shortlists },
  { key: 'clicks', value: (c) => c.websiteClicks + c.phoneClicks },
  { key: 'conversion', value: (c) => conversionPercent(c.enquiries, c.profileViews), percent: true },
];

/**
 * The previous calendar month's totals (spec section 9), each with its change against the month before (issue 34)
 * and beside the median peer of the county or market when there are enough peers to show one.
 */
export function LastMonthFigures({ series, peers }: { series: Monoquery; peers: PeerPerformance | undefined }) {
  const { t } = useTranslation('performance');
  const { t: statisticsText } = useTranslation('statistics');
  const changeTexts = {
    change: (percent: string) => statisticsText('change.vsPrevious', { change: percent }),
    new: statisticsText('change.new'),
  };
  const locale = useCurrentLocale();
  const month = formatDate(`${series.lastMonth.start}T12:00:00Z`, locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const show = (value: number | null, percent = false) =>
    value === null
      ? '–'
      : percent
        ? formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 1 })
        : formatNumber(value, locale);
  const median = peers?.median && hasBenchmark(peers.peers) ? peers.median : undefined;
  const peerText = !peers
    ? undefined
    : !median
      ? t('figures.tooFewPeers')
      : peers.scope === 'county' && peers.county
        ? t('figures.peersCounty', { county: peers.county, count: peers.peers })
        : t('figures.peersMarket', { count: peers.peers });

  return (
    <Stack gap="xs" component="section" aria-labelledby="last-month-figures">
      <Title order={2} size="h4" id="last-month-figures">
        {t('figures.title', { month })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.key} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {t(`figures.${figure.key}`)}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {show(figure.value(series.lastMonth.totals), figure.percent)}
            </Text>
            <PeriodChangeText
              current={figure.value(series.lastMonth.totals)}
              previous={figure.value(series.monthBefore.totals)}
              higherIsBetter
              texts={changeTexts}
            />
            {median && (
              <Text size="xs" c="dimmed">
                {t('figures.typical', { value: show(figure.value(median), figure.percent) })}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {peerText && (
        <Text size="xs" c="dimmed">
          {peerText}
        </Text>
      )}
    </Stack>
  );
}
