import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lockedBelow } from '../../../domain/feature-access.ts';
import { coupleIntelMonths } from '../../../domain/statistics/couple-intel.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { CoupleCharts } from './CoupleCharts.tsx';
import { useCoupleIntel } from './intel-calls.ts';
import { LostBookingsCard } from './LostBookingsCard.tsx';

/** The windows the screen offers (the call takes any of 1 to 24 months). */
const windows = [6, coupleIntelMonths.default, coupleIntelMonths.max] as const;

/** /couple-intel (tier classic23): who the supplier's enquiring couples are, and whom it lost bookings to. */
export function CoupleIntelPage() {
  const { t } = useTranslation('coupleIntel');
  const active = useActiveSupplier();
  if (!active) return null;
  const locked = lockedBelow('coupleIntel', active.features);
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro')} />
      {locked ? (
        <FeatureLock title={t('locked', { tier: t(`tiers:names.${locked}`) })} tier={locked} feature="coupleIntel" />
      ) : (
        <IntelScreen key={active.supplier.id} active={active} />
      )}
    </Stack>
  );
}

function IntelScreen({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('coupleIntel');
  const [months, setMonths] = useState<number>(coupleIntelMonths.default);
  const calls = useCoupleIntel(active.supplier.id, months);
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label={t('window.label')}
        value={`${months}`}
        onChange={(value) => setMonths(Number(value))}
        data={windows.map((n) => ({ value: `${n}`, label: t('window.months', { count: n }) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryBody
        query={calls.intel}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {(intel) => (
          <Stack gap="lg">
            <Text>
              {intel.enquiries === 0
                ? t('noEnquiries', { count: months })
                : t('summary', { count: intel.enquiries, months })}
            </Text>
            <CoupleCharts intel={intel} currency={active.supplier.l10n.currency} />
          </Stack>
        )}
      </QueryBody>
      <QueryBody
        query={calls.lost}
        loadingLabel={t('loading')}
        failedHeader={t('lost.loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {(lost) => <LostBookingsCard lost={lost} />}
      </QueryBody>
    </Stack>
  );
}
