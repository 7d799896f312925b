import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lockedBelow } from '../../../domain/feature-access.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { KeywordSection } from './KeywordSection.tsx';
import { RankSection } from './RankSection.tsx';

/** /search-optimisation (tier lite): the rank per county, what moves it, and the keywords couples search with. */
export function SearchOptimisationPage() {
  const { t } = useTranslation('searchOptimisation');
  const active = useActiveSupplier();
  if (!active) return null;
  const locked = lockedBelow('searchOptimisation', active.features);
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro')} />
      {locked ? (
        <FeatureLock
          title={t('locked', { tier: t(`tiers:names.${locked}`) })}
          tier={locked}
          feature="searchOptimisation"
        />
      ) : (
        // a supplier switch starts again with that supplier's figures
        <Stack gap="lg" key={active.supplier.id}>
          <RankSection supplier={active.supplier} />
          <KeywordSection supplierId={active.supplier.id} />
        </Stack>
      )}
    </Stack>
  );
}
