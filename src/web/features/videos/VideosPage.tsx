import { Alert, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isFeatureOffered, lockedBelow } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { videoTypeFeature, type VideoType } from '../../../domain/videos/videos.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { LockIcon } from '../shell/LockIcon.tsx';
import { TierBadge } from '../shell/TierBadge.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { AddVideoForm } from './AddVideoForm.tsx';
import { useVideos } from './video-calls.ts';
import { VideoList } from './VideoList.tsx';

/** /videos */
export function VideosPage() {
  return <VideoListPage type="video" />;
}

/** /video-tours (adding needs the lite tier) */
export function VideoToursPage() {
  return <VideoListPage type="videoTour" />;
}

function VideoListPage({ type }: { type: VideoType }) {
  const { t } = useTranslation('videos');
  useDocumentTitle(t(`pages.${type}.title`));
  const active = useActiveSupplier();
  if (!active) return null;
  const feature = videoTypeFeature[type];
  const locked = feature ? lockedBelow(feature, active.features) : null;
  // video tours are for venues: another supplier may still list and delete tours added before
  const offered = feature ? isFeatureOffered(feature, active.features) : true;
  // a supplier switch starts again with that supplier's list
  return (
    <VideoScreen
      key={active.supplier.id}
      supplierId={active.supplier.id}
      type={type}
      canEdit={active.canEdit}
      offered={offered}
      lockedBelow={locked}
    />
  );
}

interface VideoScreenProps {
  supplierId: string;
  type: VideoType;
  canEdit: boolean;
  /** False where the kind of supplier has no such list (video tours for a non-venue). */
  offered: boolean;
  lockedBelow: Tier | null;
}

function VideoScreen({ supplierId, type, canEdit, offered, lockedBelow }: VideoScreenProps) {
  const { t } = useTranslation('videos');
  const videos = useVideos(supplierId, type);
  if (videos.isPending) return <FullPageLoader />;
  if (videos.isError) return <LoadError onRetry={() => void videos.refetch()} />;
  const list = videos.data.videos;
  const canAdd = canEdit && offered && !lockedBelow;
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t(`pages.${type}.title`)}</Title>
        <Text c="dimmed">{t(`pages.${type}.intro`)}</Text>
      </Box>
      {!offered && <Alert color="gray">{t('toursNotOffered')}</Alert>}
      {lockedBelow && <TourLock tier={lockedBelow} />}
      {canAdd && (
        <SectionCard id="video-add" title={t(`pages.${type}.addHeading`)}>
          <AddVideoForm supplierId={supplierId} type={type} videos={list} />
        </SectionCard>
      )}
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      <SectionCard id="video-list" title={t(`pages.${type}.listHeading`, { count: list.length })}>
        <VideoList supplierId={supplierId} type={type} videos={list} canDelete={canEdit} canAdd={canAdd} />
      </SectionCard>
    </Stack>
  );
}

/** Below the tier of video tours: the padlock, the tier that opens them and what happens to tours added before. */
function TourLock({ tier }: { tier: Tier }) {
  const { t } = useTranslation('videos');
  const { t: tTiers } = useTranslation('tiers');
  return (
    <Paper withBorder p="md" radius="md" bg="yellow.0">
      <Group gap={6} wrap="nowrap">
        <LockIcon size={14} />
        <Text fw={600}>{t('locked.title', { tier: tTiers(`names.${tier}`) })}</Text>
        <TierBadge tier={tier} size="sm" />
      </Group>
      <Text size="sm" mt={4}>
        {t('locked.text')}
      </Text>
      <UpgradeLink tier={tier} feature="videoTours" />
    </Paper>
  );
}
