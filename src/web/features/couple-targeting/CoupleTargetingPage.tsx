import { Alert, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lockedBelow } from '../../../domain/feature-access.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useTargeting } from './targeting-calls.ts';

// the form (sliders and options) is fetched with the screen's data
const TargetingForm = lazy(async () => ({ default: (await import('./TargetingForm.tsx')).TargetingForm }));

/** /couple-targeting: the couples the supplier wants (spec "Targeting"; tier free, guests classic23). */
export function CoupleTargetingPage() {
  const { t } = useTranslation('coupleTargeting');
  const active = useActiveSupplier();
  if (!active) return null;
  const locked = lockedBelow('coupleTargeting', active.features);
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro')} />
      {!active.canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      {locked ? (
        <FeatureLock
          title={t('locked', { tier: t(`tiers:names.${locked}`) })}
          tier={locked}
          feature="coupleTargeting"
        />
      ) : (
        // a supplier switch starts again with that supplier's targeting
        <TargetingScreen key={active.supplier.id} active={active} />
      )}
    </Stack>
  );
}

function TargetingScreen({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('coupleTargeting');
  const calls = useTargeting(active.supplier.id);
  return (
    <QueryBody
      query={calls.query}
      loadingLabel={t('loading')}
      failedHeader={t('loadFailed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => (
        <Suspense fallback={null}>
          <TargetingForm
            saved={data.targeting}
            supplierId={active.supplier.id}
            currency={active.supplier.l10n.currency}
            canEdit={active.canEdit}
            guestsLockedBelow={lockedBelow('guestTargeting', active.features)}
            onSave={(body) => calls.save.mutateAsync(body)}
          />
        </Suspense>
      )}
    </QueryBody>
  );
}
