import { Anchor, Box, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endorsement } from '../../../domain/endorsements.ts';
import { formatDate, formatFileSize } from '../../../domain/format.ts';
import { isPhotoMimeType, photoMaxBytes, photoUploadErrors } from '../../../domain/photos/photo-files.ts';
import { ApiError } from '../../app/api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import type { EndorsementCalls } from './endorsement-calls.ts';

/** One testimonial as couples will read it, with edit, photo and delete for editors. */
export function EndorsementCard({
  item,
  calls,
  canEdit,
  onEdit,
}: {
  item: Endorsement;
  calls: EndorsementCalls;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('endorsements');
  const locale = useCurrentLocale();
  const [confirming, setConfirming] = useState(false);
  // cleared after each choice, so choosing the same file again sends it again
  const fileReset = useRef<() => void>(null);
  // a phone keeps most of its width for the words
  const photoSide = useIsPhone() ? 64 : 96;
  const who = [item.name, item.from].filter((part) => part !== '').join(', ');
  const failed = (error: unknown) => {
    const key =
      error instanceof ApiError
        ? (error.fields.photos ?? error.fields.photo ?? 'common:errors.generic')
        : 'common:errors.generic';
    showSnackbar({ mode: 'error', text: t(key, { size: formatFileSize(photoMaxBytes, locale), max: 1 }) });
  };
  const choosePhoto = (file: File | null) => {
    fileReset.current?.();
    if (!file) return;
    if (!isPhotoMimeType(file.type))
      return failed(new ApiError(400, 'unsupported-file-type', file.name, { photos: photoUploadErrors.type }));
    if (file.size > photoMaxBytes)
      return failed(new ApiError(400, 'file-too-large', file.name, { photos: photoUploadErrors.size }));
    calls.setPhoto.mutate(
      { id: item.id, file },
      { onSuccess: () => showSnackbar({ mode: 'success', text: t('photoSaved') }), onError: failed },
    );
  };
  const busyPhoto =
    (calls.setPhoto.isPending && calls.setPhoto.variables?.id === item.id) ||
    (calls.removePhoto.isPending && calls.removePhoto.variables === item.id);
  const deleting = calls.remove.isPending && calls.remove.variables === item.id;

  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {item.photo ? (
          <Image
            src={item.photo.thumbnail}
            w={photoSide}
            h={photoSide}
            radius="sm"
            fit="cover"
            alt={t('photoAlt', { name: item.name })}
          />
        ) : (
          <Box w={photoSide} h={photoSide} bg="gray.1" style={{ borderRadius: 4, flexShrink: 0 }} aria-hidden />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4">
            {item.title}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
          <Text size="sm" c="dimmed">
            {who} · {formatDate(`${item.date}T12:00:00Z`, locale, { dateStyle: 'long', timeZone: 'UTC' })}
          </Text>
          {item.link && (
            <Anchor
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {t('source')}
            </Anchor>
          )}
        </Stack>
      </Group>
      {canEdit && (
        <Group gap="xs" mt="sm">
          <Button
            variant="default"
            size="xs"
            h={34}
            onClick={onEdit}
            aria-label={t('editNamed', { title: item.title })}
          >
            {t('edit')}
          </Button>
          <FileButton onChange={choosePhoto} accept="image/jpeg,image/png,image/webp" resetRef={fileReset}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                h={34}
                loading={busyPhoto}
                aria-label={t(item.photo ? 'changePhotoNamed' : 'addPhotoNamed', { title: item.title })}
              >
                {t(item.photo ? 'changePhoto' : 'addPhoto')}
              </Button>
            )}
          </FileButton>
          {item.photo && (
            <Button
              variant="subtle"
              size="xs"
              h={34}
              disabled={busyPhoto}
              onClick={() =>
                calls.removePhoto.mutate(item.id, {
                  onSuccess: () => showSnackbar({ mode: 'success', text: t('photoRemoved') }),
                  onError: failed,
                })
              }
              aria-label={t('removePhotoNamed', { title: item.title })}
            >
              {t('removePhoto')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            h={34}
            loading={deleting}
            onClick={() => setConfirming(true)}
            aria-label={t('deleteNamed', { title: item.title })}
          >
            {t('common:delete')}
          </Button>
          <ConfirmDelete
            opened={confirming}
            name={item.title}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              calls.remove.mutate(item.id, {
                onSuccess: () => showSnackbar({ mode: 'success', text: t('deleted') }),
                onError: failed,
              });
            }}
          />
        </Group>
      )}
    </Paper>
  );
}
