import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { budgetBands, budgetRangeLabel, formatBudgetAmount } from '../../../domain/enquiries/budget.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import type { CoupleIntel } from '../../../domain/statistics/couple-intel-api.ts';
import { guestBands, monthKeys } from '../../../domain/statistics/couple-intel.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { PieStatChart } from '../statistics/charts/PieStatChart.tsx';
import { StatChart } from '../statistics/charts/StatChart.tsx';

/** The couples' budgets and guest numbers as pies, their wedding months as bars (each with its table view). */
export function CoupleCharts({ intel, currency }: { intel: CoupleIntel; currency: string }) {
  const { t } = useTranslation('coupleIntel');
  const locale = useCurrentLocale();
  const count = (value: number) => formatNumber(value, locale);
  const percent = (value: number) => formatNumber(value / 100, locale, { style: 'percent' });
  const amount = (value: number) => formatBudgetAmount(value, currency, locale);
  const unknown = (n: number) => (n > 0 ? t('unknown', { count: n }) : undefined);

  const budgetSlices = budgetBands.map((band) => ({
    key: band.id,
    label:
      band.max === null
        ? t('budget.over', { amount: amount(band.min) })
        : band.min === 0
          ? t('budget.under', { amount: amount(band.max) })
          : budgetRangeLabel(band, currency, locale),
    value: intel.budget.counts[band.id],
  }));
  const guestSlices = guestBands.map((band, index) => ({
    key: band.id,
    label:
      index === 0
        ? t('guests.upTo', { guests: count(band.max) })
        : index === guestBands.length - 1
          ? t('guests.over', { guests: count(band.min - 1) })
          : `${count(band.min)}–${count(band.max)}`,
    value: intel.guests.counts[band.id],
  }));
  const pies = [
    { key: 'budget', slices: budgetSlices, unknown: intel.budget.unknown },
    { key: 'guests', slices: guestSlices, unknown: intel.guests.unknown },
  ] as const;
  const monthRows = monthKeys.map((month) => ({
    label: formatDate(Date.UTC(2000, Number(month) - 1, 1), locale, { month: 'short', timeZone: 'UTC' }),
    values: { couples: intel.weddingMonths.counts[month] },
  }));
  const monthsNote = [
    intel.seasonOnly > 0 ? t('months.seasonOnly', { count: intel.seasonOnly }) : undefined,
    unknown(intel.weddingMonths.unknown - intel.seasonOnly),
  ].filter(Boolean);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {pies.map((pie) => (
          <PieStatChart
            key={pie.key}
            title={t(`${pie.key}.title`)}
            description={unknown(pie.unknown) ?? t(`${pie.key}.description`)}
            slices={pie.slices}
            nameLabel={t(`${pie.key}.band`)}
            formatCount={count}
            formatPercent={percent}
            emptyText={t(`${pie.key}.empty`)}
          />
        ))}
      </SimpleGrid>
      <StatChart
        title={t('months.title')}
        description={monthsNote.length > 0 ? monthsNote.join(' ') : t('months.description')}
        kind="bar"
        rows={monthRows}
        series={[{ key: 'couples', label: t('months.couples') }]}
        axisLabel={t('months.axis')}
        formatValue={count}
        emptyText={intel.seasonOnly > 0 ? t('months.emptyWithSeasons') : t('months.empty')}
      />
    </Stack>
  );
}
