import { Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { usePhotos } from './photos-calls.ts';

// the drop zone (react-dropzone, about 8 kB gzip) is fetched beside the gallery rather than before the screen
// shows: viewers never need it, and editors see their photos first
const PhotoUploader = lazy(async () => ({ default: (await import('./PhotoUploader.tsx')).PhotoUploader }));

// the gallery (with dnd-kit, about 12 kB gzip) is fetched beside the photos, which it waits for anyway, rather
// than before the screen shows
const loadGallery = async () => (await import('./PhotoGallery.tsx')).PhotoGallery;
const PhotoGallery = lazy(async () => ({ default: await loadGallery() }));

/** The drop zone's card, kept while it loads so the gallery does not jump. */
const uploaderHeight = 270;

/** /photos: the supplier's gallery (issue 4): upload, order, delete; approval by platform admins. */
export function PhotosPage() {
  const { t } = useTranslation('photos');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  // a supplier switch starts from that supplier's gallery (and drops an unsaved order)
  return (
    active && (
      <PhotosScreen
        key={active.supplier.id}
        supplierId={active.supplier.id}
        canEdit={active.canEdit}
        isPlatformAdmin={active.viewer.user.isPlatformAdmin}
      />
    )
  );
}

function PhotosScreen({
  supplierId,
  canEdit,
  isPlatformAdmin,
}: {
  supplierId: string;
  canEdit: boolean;
  isPlatformAdmin: boolean;
}) {
  const { t } = useTranslation('photos');
  const photos = usePhotos(supplierId);
  // a failed fetch is shown by the Suspense boundary's lazy load below, which makes it again
  useEffect(() => void loadGallery().catch(() => undefined), []);
  if (photos.isPending) return <FullPageLoader />;
  if (photos.isError) return <LoadError onRetry={() => void photos.refetch()} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Stack gap="lg">
        <Box>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Box>
        {canEdit && (
          <Suspense fallback={<Box mih={uploaderHeight} />}>
            <PhotoUploader supplierId={supplierId} />
          </Suspense>
        )}
        <PhotoGallery
          supplierId={supplierId}
          photos={photos.data.photos}
          canEdit={canEdit}
          isPlatformAdmin={isPlatformAdmin}
        />
      </Stack>
    </Suspense>
  );
}
