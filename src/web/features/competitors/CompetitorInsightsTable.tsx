import { useTranslation } from 'react-i18next';
import type { CompetitorInsights } from '../../../domain/competitors/competitors-api.ts';
import { formatMoneyRange, formatNumber } from '../../../domain/format.ts';
import { boostLabel } from '../../../domain/search-boost.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { ComparisonTable } from './ComparisonTable.tsx';

/** Competitor insights (expert): what couples see of each on the marketplace, side by side. */
export function CompetitorInsightsTable({ insights }: { insights: CompetitorInsights }) {
  const { t } = useTranslation('competitors');
  const locale = useCurrentLocale();
  return (
    <ComparisonTable
      label={t('insights.title')}
      columns={[
        { label: t('table.supplier') },
        { label: t('insights.rating') },
        { label: t('insights.topSpot') },
        { label: t('insights.prices') },
      ]}
      rows={insights.suppliers.map((supplier) => ({
        key: supplier.id,
        name: supplier.own ? t('charts.you', { name: supplier.name }) : supplier.name,
        own: supplier.own,
        cells: [
          supplier.rating.count > 0
            ? t('insights.ratingOf', {
                rating: formatNumber(supplier.rating.rating, locale, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
                count: supplier.rating.count,
              })
            : t('insights.noReviews'),
          (supplier.topSpot !== null && boostLabel(supplier.topSpot)) || t('insights.noTopSpot'),
          supplier.priceRange
            ? formatMoneyRange(supplier.priceRange.min, supplier.priceRange.max, supplier.priceRange.currency, locale)
            : t('insights.noPackages'),
        ],
      }))}
    />
  );
}
