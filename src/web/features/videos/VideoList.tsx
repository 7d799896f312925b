import { Anchor, AspectRatio, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoSourceNames } from '../../../domain/videos/video-url.ts';
import type { Video } from '../../../domain/videos/videos-api.ts';
import type { VideoType } from '../../../domain/videos/videos.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useDeleteVideo } from './video-calls.ts';
import { VideoThumbnail } from './VideoThumbnail.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';

interface VideoListProps {
  supplierId: string;
  type: VideoType;
  videos: readonly Video[];
  canDelete: boolean;
  canAdd: boolean;
}

/** The list as cards with thumbnails (one column on phones); delete asks first. */
export function VideoList(props: VideoListProps) {
  const { supplierId, type, videos, canDelete, canAdd } = props;
  const { t } = useTranslation('videos');
  const [deleting, setDeleting] = useState<Video | null>(null);
  if (videos.length === 0) return <Text c="dimmed">{t(`pages.${type}.${canAdd ? 'empty' : 'none'}`)}</Text>;
  return (
    <>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} onDelete={canDelete ? () => setDeleting(video) : undefined} />
          </li>
        ))}
      </SimpleGrid>
      <DeleteVideoModal supplierId={supplierId} type={type} video={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function VideoCard({ video, onDelete }: { video: Video; onDelete?: () => void }) {
  const { t } = useTranslation('videos');
  const source = videoSourceNames[video.source];
  return (
    <Paper withBorder radius="md" p="sm" h="100%" data-video-id={video.id}>
      <Stack gap="xs" h="100%">
        <AspectRatio ratio={16 / 9}>
          <VideoThumbnail src={video.thumbnail} source={source} />
        </AspectRatio>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {video.label}
        </Text>
        <Group justify="space-between" gap="xs" mt="auto">
          <Anchor
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            c="pink.8"
            aria-label={t('list.openLabel', { label: video.label, source })}
          >
            {t('list.open', { source })}
          </Anchor>
          {onDelete && (
            <Button
              variant="default"
              size="compact-sm"
              onClick={onDelete}
              aria-label={t('list.deleteLabel', { label: video.label })}
            >
              {t('list.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function DeleteVideoModal({
  supplierId,
  type,
  video,
  onClose,
}: {
  supplierId: string;
  type: VideoType;
  video: Video | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('videos');
  const remove = useDeleteVideo(supplierId, type);
  const confirm = () => {
    if (!video) return;
    remove.mutate(video.id, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t(`pages.${type}.deleted`) }),
      onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
      onSettled: onClose,
    });
  };
  return (
    <LazyModal
      opened={video !== null}
      onClose={onClose}
      title={t(`pages.${type}.deleteTitle`)}
      centered
      closeButtonProps={{ 'aria-label': t('list.cancel') }}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('list.deleteText', { label: video?.label ?? '' })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('list.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('list.confirmDelete')}
        </Button>
      </Group>
    </LazyModal>
  );
}
