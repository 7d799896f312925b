import { ActionIcon, Anchor, Badge, Box, Checkbox, Group, Paper, Switch, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { PhotoView } from '../../../domain/photos/photos-api.ts';

export interface PhotoTileProps {
  photo: PhotoView;
  /** 1-based place in the gallery, used in every label. */
  position: number;
  canEdit: boolean;
  isPlatformAdmin: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
  onApprove: (approved: boolean) => void;
  busy: boolean;
}

/** One photo of the gallery: thumbnail, approval, and (for editors) select, move handle and delete. */
export function PhotoTile({
  photo,
  position,
  canEdit,
  isPlatformAdmin,
  selected,
  onSelect,
  onDelete,
  onApprove,
  busy,
}: PhotoTileProps) {
  const { t } = useTranslation('photos');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: !canEdit,
  });
  const name = t('gallery.photo', { position });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p={6}
      component="li"
      data-photo-id={photo.id}
      aria-label={name}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
        listStyle: 'none',
      }}
      bg={selected ? 'var(--mantine-color-pink-0)' : undefined}
    >
      <Box pos="relative">
        <Anchor href={photo.path} target="_blank" rel="noopener" display="block">
          <img
            src={photo.thumbnail}
            alt={name}
            loading="lazy"
            style={{
              display: 'block',
              width: '100%',
              aspectRatio: '1',
              objectFit: 'cover',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          />
        </Anchor>
        {photo.state !== 'approved' && (
          <Badge
            pos="absolute"
            top={6}
            left={6}
            color={photo.state === 'rejected' ? 'red.8' : 'dark.7'}
            variant="filled"
            size="sm"
            styles={wrappingBadge}
          >
            {t(photo.state === 'rejected' ? 'gallery.rejected' : 'gallery.unapproved')}
          </Badge>
        )}
      </Box>
      {photo.rejectedReason && (
        <Text size="xs" c="red.9" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t('gallery.rejectedReason', { reason: photo.rejectedReason })}
        </Text>
      )}
      {(canEdit || isPlatformAdmin) && (
        <Group justify="space-between" gap={4} mt={6} wrap="nowrap">
          {canEdit ? (
            <Checkbox
              aria-label={t('gallery.select', { position })}
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
            />
          ) : (
            <span />
          )}
          <Group gap={4} wrap="nowrap">
            {canEdit && (
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                aria-label={t('gallery.move', { position })}
                style={{ cursor: 'grab', touchAction: 'none' }}
                {...attributes}
                {...listeners}
              >
                <GripIcon />
              </ActionIcon>
            )}
            {canEdit && (
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={t('gallery.deleteOne', { position })}
                onClick={onDelete}
                disabled={busy}
              >
                <TrashIcon />
              </ActionIcon>
            )}
          </Group>
        </Group>
      )}
      {isPlatformAdmin && (
        <Switch
          mt={6}
          size="xs"
          label={t('gallery.approved')}
          aria-label={t('gallery.approvedLabel', { position })}
          checked={photo.approved}
          disabled={busy}
          onChange={(e) => onApprove(e.currentTarget.checked)}
        />
      )}
    </Paper>
  );
}

/** A narrow tile (phones) wraps the badge's text instead of cutting it. */
const wrappingBadge = {
  root: { height: 'auto', maxWidth: 'calc(100% - 12px)' },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

function GripIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" />))}
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
