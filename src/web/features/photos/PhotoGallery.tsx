import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../../../domain/photos/photo-order.ts';
import type { PhotoView } from '../../../domain/photos/photos-api.ts';
import { ApiError } from '../../app/api.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useUnsavedChangesGuard } from '../shell/unsaved-changes.tsx';
import { isOrderChanged, shownPhotos } from './gallery-order.ts';
import { photoKeys, useDeletePhotos, useSaveOrder, useSetApproved } from './photos-calls.ts';
import { PhotoTile } from './PhotoTile.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';

interface GalleryProps {
  supplierId: string;
  photos: PhotoView[];
  canEdit: boolean;
  isPlatformAdmin: boolean;
}

/**
 * The thumbnails in gallery order. Editors drag them by their handle (pointer, touch or keyboard),
 * which sets the gallery's own unsaved flag until "Save order" or "Discard"; they select and delete
 * one or many after a confirmation. Platform admins set the approved flag.
 */
export function PhotoGallery({ supplierId, photos, canEdit, isPlatformAdmin }: GalleryProps) {
  const { t } = useTranslation('photos');
  const queryClient = useQueryClient();
  const [dragged, setDragged] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  const saveOrder = useSaveOrder(supplierId);
  const remove = useDeletePhotos(supplierId);
  const approve = useSetApproved(supplierId);

  const shown = shownPhotos(photos, dragged);
  const orderChanged = isOrderChanged(photos, shown);
  useUnsavedChangesGuard(orderChanged);
  const positionOf = (id: string) => shown.findIndex((p) => p.id === id) + 1;
  const selectedIds = shown.filter((p) => selected.has(p.id)).map((p) => p.id);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { position: positionOf(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.movedOver', { from: positionOf(String(active.id)), to: positionOf(String(over.id)) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { from: positionOf(String(active.id)), to: positionOf(String(over.id)) }) : undefined,
    onDragCancel: ({ active }) => t('dnd.cancelled', { position: positionOf(String(active.id)) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = shown.map((p) => p.id);
    setDragged(moveItem(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const save = () =>
    saveOrder.mutate(
      shown.map((p) => p.id),
      {
        onSuccess: () => {
          setDragged(null);
          showSnackbar({ mode: 'success', text: t('order.saved') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'photos-changed') {
            // someone else changed the gallery: show it as it is now, keeping what can be kept of the drag
            void queryClient.invalidateQueries({ queryKey: photoKeys.list(supplierId) });
            showSnackbar({ mode: 'error', text: t('errors.changed') });
          } else showSnackbar({ mode: 'error', text: t('common:errors.generic') });
        },
      },
    );

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete, {
      onSuccess: () => {
        setSelected((current) => new Set([...current].filter((id) => !pendingDelete.includes(id))));
        setPendingDelete(null);
        showSnackbar({ mode: 'success', text: t('delete.success') });
      },
      onError: () => {
        setPendingDelete(null);
        showSnackbar({ mode: 'error', text: t('common:errors.generic') });
      },
    });
  };
  const setApproved = (photoId: string, approved: boolean) =>
    approve.mutate(
      { photoId, approved },
      { onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }) },
    );
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <SectionCard id="photos-gallery" title={t('gallery.heading')}>
      <Text size="sm" c="dimmed">
        {t('gallery.count', { count: photos.length })}
        {canEdit && photos.length > 1 ? ` · ${t('gallery.dragHelp')}` : ''}
      </Text>
      {orderChanged && (
        <Alert color="yellow" role="status" title={t('order.unsaved')}>
          <Group gap="sm" mt="xs">
            <Button onClick={save} loading={saveOrder.isPending}>
              {t('order.save')}
            </Button>
            <Button variant="default" onClick={() => setDragged(null)} disabled={saveOrder.isPending}>
              {t('order.discard')}
            </Button>
          </Group>
        </Alert>
      )}
      {canEdit && photos.length > 0 && (
        <Group gap="sm">
          <Button variant="default" size="xs" onClick={() => setSelected(new Set(shown.map((p) => p.id)))}>
            {t('gallery.selectAll')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setSelected(new Set())}
            disabled={selectedIds.length === 0}
          >
            {t('gallery.clearSelection')}
          </Button>
          <Button
            color="red.8"
            size="xs"
            onClick={() => setPendingDelete(selectedIds)}
            disabled={selectedIds.length === 0}
          >
            {t('gallery.deleteSelected', { count: selectedIds.length })}
          </Button>
        </Group>
      )}
      {photos.length === 0 ? (
        <Text>{t('gallery.empty')}</Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
        >
          <SortableContext items={shown.map((p) => p.id)} strategy={rectSortingStrategy}>
            <SimpleGrid
              component="ul"
              cols={{ base: 2, sm: 3, md: 4, xl: 5 }}
              spacing="sm"
              p={0}
              m={0}
              aria-label={t('gallery.heading')}
            >
              {shown.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  position={index + 1}
                  canEdit={canEdit}
                  isPlatformAdmin={isPlatformAdmin}
                  selected={selected.has(photo.id)}
                  onSelect={(on) => toggle(photo.id, on)}
                  onDelete={() => setPendingDelete([photo.id])}
                  onApprove={(on) => setApproved(photo.id, on)}
                  busy={remove.isPending || approve.isPending}
                />
              ))}
            </SimpleGrid>
          </SortableContext>
        </DndContext>
      )}
      <LazyModal
        opened={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={t('delete.title', { count: pendingDelete?.length ?? 0 })}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Text size="sm">{t('delete.text', { count: pendingDelete?.length ?? 0 })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPendingDelete(null)} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button color="red.8" onClick={confirmDelete} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </LazyModal>
    </SectionCard>
  );
}
