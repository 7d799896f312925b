import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from './ScrollTable.tsx';
import type { CompetitorInsights } from '../../../domain/competitors/competitors-api.ts';
import { formatMoneyRange, formatNumber } from '../../../domain/format.ts';
import { boostLabel } from '../../../domain/search-boost.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

/** Competitor insights (expert): what couples see of each on the marketplace, side by side. */
export function CompetitorInsightsTable({ insights }: { insights: CompetitorInsights }) {
  const { t } = useTranslation('competitors');
  const locale = useCurrentLocale();
  return (
    <ScrollTable label={t('insights.title')} minWidth={480}>
      <Table striped verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.supplier')}</Table.Th>
            <Table.Th>{t('insights.rating')}</Table.Th>
            <Table.Th>{t('insights.topSpot')}</Table.Th>
            <Table.Th>{t('insights.prices')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {insights.suppliers.map((supplier) => (
            <Table.Tr key={supplier.id}>
              <Table.Th scope="row" fw={supplier.own ? 700 : 500}>
                {supplier.own ? t('charts.you', { name: supplier.name }) : supplier.name}
              </Table.Th>
              <Table.Td>
                {supplier.rating.count > 0
                  ? t('insights.ratingOf', { rating: formatNumber(supplier.rating.rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: supplier.rating.count })
                  : t('insights.noReviews')}
              </Table.Td>
              <Table.Td>{(supplier.topSpot !== null && boostLabel(supplier.topSpot)) || t('insights.noTopSpot')}</Table.Td>
              <Table.Td>{supplier.priceRange ? formatMoneyRange(supplier.priceRange.min, supplier.priceRange.max, supplier.priceRange.currency, locale) : t('insights.noPackages')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
