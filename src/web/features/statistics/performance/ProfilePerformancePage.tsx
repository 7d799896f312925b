import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lockedBelow } from '../../../../domain/feature-access.ts';
import { defaultGranularity, isGranularity, type Granularity } from '../../../../domain/statistics/time-series.ts';
import type { Tier } from '../../../../domain/tiers.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryBody } from '../../../ui/QueryBody.tsx';
import { FeatureLock } from '../../billing/FeatureLock.tsx';
import { useActiveSupplier } from '../../viewer/use-active-supplier.ts';
import { LastMonthFigures } from './LastMonthFigures.tsx';
import { PerformanceCharts } from './PerformanceCharts.tsx';
import { usePerformance } from './performance-calls.ts';
import { RatingCard, ResponseScoreCard } from './ReputationCards.tsx';

/** /profile-performance: how couples find and contact the supplier over time (issue 14; tier classic). */
export function ProfilePerformancePage() {
  const active = useActiveSupplier();
  if (!active) return null;
  // a supplier switch starts again with that supplier's figures
  return (
    <PerformanceScreen
      key={active.supplier.id}
      supplierId={active.supplier.id}
      lockedBelow={lockedBelow('performanceDashboard', active.features)}
    />
  );
}

function PerformanceScreen({ supplierId, lockedBelow }: { supplierId: string; lockedBelow: Tier | null }) {
  const { t } = useTranslation('performance');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('granularity');
  const granularity: Granularity = isGranularity(asked) ? asked : defaultGranularity;
  const calls = usePerformance(supplierId, granularity, lockedBelow === null);
  const choose = (next: Granularity) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next === defaultGranularity) params.delete('granularity');
      else params.set('granularity', next);
      return params;
    });

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro')} />
      {lockedBelow ? (
        <FeatureLock
          title={t('locked', { tier: t(`tiers:names.${lockedBelow}`) })}
          tier={lockedBelow}
          feature="performanceDashboard"
        />
      ) : (
        <QueryBody
          query={calls.series}
          loadingLabel={t('loading')}
          failedHeader={t('loadFailed')}
          isEmpty={() => false}
          emptyText={null}
        >
          {(series) => (
            <Stack gap="lg">
              <LastMonthFigures series={series} peers={calls.peers.data} />
              <SegmentedControl
                style={{ alignSelf: 'flex-start' }}
                aria-label={t('granularity.label')}
                value={granularity}
                onChange={(value) => choose(value)}
                data={[
                  { value: 'month', label: t('granularity.month') },
                  { value: 'week', label: t('granularity.week') },
                ]}
              />
              <PerformanceCharts series={series} tierChanges={calls.tierChanges} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ResponseScoreCard supplierId={supplierId} />
                <RatingCard rating={calls.rating} />
              </SimpleGrid>
            </Stack>
          )}
        </QueryBody>
      )}
    </Stack>
  );
}
