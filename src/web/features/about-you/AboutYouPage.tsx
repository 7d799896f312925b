import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { useUnsavedChangesGuard } from '../shell/unsaved-changes.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useAchievements, useFaq, useStatusMessage } from './about-you-calls.ts';
import { AchievementsCard } from './AchievementsCard.tsx';
import { FaqCard } from './FaqCard.tsx';
import { StatusMessageCard } from './StatusMessageCard.tsx';

/**
 * /about-you: what a supplier tells couples beyond the listing fields (status message, achievements, FAQ;
 * docs/decisions/about-you.md).
 */
export function AboutYouPage() {
  const { t } = useTranslation('aboutYou');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  // a supplier switch starts again from that supplier's saved copy
  return active && <AboutYouScreen key={active.supplier.id} supplierId={active.supplier.id} canEdit={active.canEdit} />;
}

type Card = 'status' | 'achievements' | 'faq';

function AboutYouScreen({ supplierId, canEdit }: { supplierId: string; canEdit: boolean }) {
  const { t } = useTranslation('aboutYou');
  const status = useStatusMessage(supplierId);
  const achievements = useAchievements(supplierId);
  const faq = useFaq(supplierId);
  // one leave popup for the page: any card with unsaved changes asks before leaving
  const [dirty, setDirty] = useState<Record<Card, boolean>>({ status: false, achievements: false, faq: false });
  useUnsavedChangesGuard(Object.values(dirty).some(Boolean));
  const onDirty = useMemo(() => {
    const of = (card: Card) => (value: boolean) =>
      setDirty((current) => (current[card] === value ? current : { ...current, [card]: value }));
    return { status: of('status'), achievements: of('achievements'), faq: of('faq') };
  }, []);

  if (status.isPending || achievements.isPending || faq.isPending) return <FullPageLoader />;
  const unknownType = faq.error instanceof ApiError && faq.error.code === 'unknown-supplier-type';
  if (status.isError || achievements.isError || (faq.isError && !unknownType)) {
    return (
      <LoadError
        onRetry={() => {
          // a failed refetch stays in the query's state: refetch never rejects
          for (const query of [status, achievements, faq]) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  return (
    <Stack gap="lg" maw={960}>
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      {!canEdit && (
        <Alert color="blue" role="status">
          {t('readOnly')}
        </Alert>
      )}
      <StatusMessageCard supplierId={supplierId} saved={status.data} canEdit={canEdit} onDirtyChange={onDirty.status} />
      <AchievementsCard
        supplierId={supplierId}
        saved={achievements.data}
        canEdit={canEdit}
        onDirtyChange={onDirty.achievements}
      />
      {faq.data ? (
        <FaqCard supplierId={supplierId} saved={faq.data} canEdit={canEdit} onDirtyChange={onDirty.faq} />
      ) : (
        <Alert color="gray">{t('faq.unknownType')}</Alert>
      )}
    </Stack>
  );
}
