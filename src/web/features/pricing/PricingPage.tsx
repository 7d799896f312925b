import { Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { BrochuresSection } from './BrochuresSection.tsx';
import { PackagesSection } from './PackagesSection.tsx';
import { PriceSchemesSection } from './PriceSchemesSection.tsx';

/** /pricing: packages, a venue's price schemes and the brochures (issue 4 "Pricing"). */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  const locale = useCurrentLocale();
  if (!active) return null;
  const { supplier, canEdit } = active;
  return (
    <Stack gap="lg" key={supplier.id}>
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      <PackagesSection supplierId={supplier.id} category={supplier.category} locale={locale} canEdit={canEdit} />
      {supplier.isVenue && <PriceSchemesSection supplierId={supplier.id} locale={locale} canEdit={canEdit} />}
      <BrochuresSection supplierId={supplier.id} locale={locale} canEdit={canEdit} />
    </Stack>
  );
}
