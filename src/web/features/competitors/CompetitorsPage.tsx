import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lockedBelow } from '../../../domain/feature-access.ts';
import type { CompetitorStatistics } from '../../../domain/competitors/competitors-api.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { useStatistic } from '../statistics/statistics-calls.ts';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { CompetitorCharts } from './CompetitorCharts.tsx';
import { CompetitorInsightsTable } from './CompetitorInsightsTable.tsx';
import { CompetitorPicker } from './CompetitorPicker.tsx';
import { useCompetitorInsights, useCompetitorList } from './competitor-calls.ts';

/**
 * /your-competitors (issue 14; competitors page classic23, insights expert): the supplier beside up to five
 * competitors.
 */
export function CompetitorsPage() {
  const { t } = useTranslation('competitors');
  const active = useActiveSupplier();
  if (!active) return null;
  const locked = lockedBelow('competitorsPage', active.features);
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro')} />
      {locked ? (
        <FeatureLock
          title={t('locked', { tier: t(`tiers:names.${locked}`) })}
          tier={locked}
          feature="competitorsPage"
        />
      ) : (
        // a supplier switch starts again with that supplier's list
        <CompetitorsScreen key={active.supplier.id} active={active} />
      )}
    </Stack>
  );
}

function CompetitorsScreen({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('competitors');
  const supplierId = active.supplier.id;
  const list = useCompetitorList(supplierId);
  const statistics = useStatistic<CompetitorStatistics>(supplierId, 'competitor-list-shortlists');
  const insightsLocked = lockedBelow('competitorInsights', active.features);
  const insights = useCompetitorInsights(supplierId, insightsLocked === null);
  return (
    <>
      {!active.canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      <SectionCard id="competitor-list" title={t('list.title')}>
        <QueryBody
          query={list.query}
          loadingLabel={t('loading')}
          failedHeader={t('loadFailed')}
          isEmpty={() => false}
          emptyText={null}
        >
          {(data) => <CompetitorPicker supplierId={supplierId} list={data} calls={list} canEdit={active.canEdit} />}
        </QueryBody>
      </SectionCard>
      <QueryBody
        query={statistics}
        loadingLabel={t('loadingStatistics')}
        failedHeader={t('statisticsFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {(data) => <CompetitorCharts statistics={data} />}
      </QueryBody>
      <SectionCard id="competitor-insights" title={t('insights.title')}>
        {insightsLocked ? (
          <FeatureLock
            title={t('insights.locked', { tier: t(`tiers:names.${insightsLocked}`) })}
            tier={insightsLocked}
            feature="competitorInsights"
          />
        ) : (
          <QueryBody
            query={insights}
            loadingLabel={t('insights.loading')}
            failedHeader={t('insights.failed')}
            isEmpty={() => false}
            emptyText={null}
          >
            {(data) => <CompetitorInsightsTable insights={data} />}
          </QueryBody>
        )}
      </SectionCard>
    </>
  );
}
