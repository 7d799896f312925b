import { Alert, Anchor, Button, Center, FileButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bookingFileAccept,
  bookingFileErrorKey,
  bookingFileErrors,
  bookingFileLimit,
  bookingFileMaxBytes,
  isBookingFileExtension,
} from '../../../domain/enquiries/booking-files.ts';
import type { BookingFileView } from '../../../domain/enquiries/couples-api.ts';
import { extensionOf } from '../../../domain/file-types.ts';
import { ApiError } from '../../app/api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useBookingFiles, useDeleteBookingFile, useShareBookingFile } from './couples-calls.ts';
import { useCoupleFormat } from './use-couple-format.ts';

interface FilesProps {
  supplierId: string;
  weddingId: string;
  canEdit: boolean;
}

/**
 * The files of a booking: those the couple shared, and those the supplier shared, adds and deletes (POST
 * /api/files/get).
 */
export function CoupleFiles(props: FilesProps) {
  const { t } = useTranslation('couples');
  return (
    <SectionCard id="couple-files" title={t('details.files.title')}>
      <FileGroup {...props} canEdit={false} ownerSupplier={false} title={t('details.files.fromCouple')} />
      <FileGroup {...props} ownerSupplier title={t('details.files.fromYou')} />
      {props.canEdit && <ShareFile supplierId={props.supplierId} weddingId={props.weddingId} />}
    </SectionCard>
  );
}

function FileGroup({
  supplierId,
  weddingId,
  canEdit,
  ownerSupplier,
  title,
}: FilesProps & { ownerSupplier: boolean; title: string }) {
  const { t } = useTranslation('couples');
  const files = useBookingFiles(supplierId, weddingId, ownerSupplier);
  // here, not in the row: the row is gone from the list before the deletion's own callbacks would run
  const remove = useDeleteBookingFile(supplierId, weddingId);
  const deleteFile = (file: BookingFileView) =>
    remove.mutate(file, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t('details.files.deleted', { name: file.name }) }),
      onError: () => showSnackbar({ mode: 'error', text: t('errors.fileDelete') }),
    });
  const headingId = `couple-files-${ownerSupplier ? 'supplier' : 'couple'}`;
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {files.isPending ? (
        <Center role="status" aria-label={t('details.files.loading')}>
          <Loader size="sm" />
        </Center>
      ) : files.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('errors.fetchBooking')}
        </Text>
      ) : files.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('details.files.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {files.data.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              onDelete={canEdit ? () => deleteFile(file) : null}
              deleting={remove.isPending && remove.variables.id === file.id}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A file with its size and date; `onDelete` (the supplier's own files) after asking. */
function FileRow({
  file,
  onDelete,
  deleting,
}: {
  file: BookingFileView;
  onDelete: (() => void) | null;
  deleting: boolean;
}) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group component="li" justify="space-between" gap="xs">
      <Anchor href={file.url} download={file.name} size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 10rem' }}>
        {file.name}
      </Anchor>
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {format.fileSize(file.size)} · {format.day(file.uploadedAt)}
        </Text>
        {onDelete && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            loading={deleting}
            onClick={() => setConfirming(true)}
            aria-label={t('common:rowActions.deleteNamed', { name: file.name })}
          >
            {t('common:delete')}
          </Button>
        )}
      </Group>
      {onDelete && (
        <ConfirmDelete
          opened={confirming}
          name={file.name}
          onCancel={() => setConfirming(false)}
          onConfirm={() => (setConfirming(false), onDelete())}
        />
      )}
    </Group>
  );
}

/** The browser's checks before sending (the server checks the bytes again): an allowed extension and the size. */
function refusal(file: File): string | null {
  if (!isBookingFileExtension(extensionOf(file.name))) return bookingFileErrors.type.key;
  if (file.size === 0 || file.size > bookingFileMaxBytes) return bookingFileErrors.size.key;
  return null;
}

/** "Share a file": one file at a time through the file dialog, its refusal shown until the next try. */
function ShareFile({ supplierId, weddingId }: { supplierId: string; weddingId: string }) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  const share = useShareBookingFile(supplierId, weddingId);
  const reset = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);
  const limits = { size: format.fileSize(bookingFileMaxBytes), max: bookingFileLimit };
  const choose = (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const refused = refusal(file);
    setError(refused);
    if (refused) return;
    share.mutate(file, {
      onSuccess: (shared) =>
        showSnackbar({ mode: 'success', text: t('details.files.uploaded', { name: shared.name }) }),
      onError: (failure) =>
        setError((failure instanceof ApiError && bookingFileErrorKey(failure.code)) || 'couples:errors.fileUpload'),
    });
  };
  return (
    <Stack gap={6}>
      {error && (
        <Alert
          color="red"
          role="alert"
          title={t('details.files.failedTitle')}
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => setError(null)}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {t(error, limits)}
        </Alert>
      )}
      <FileButton onChange={choose} accept={bookingFileAccept} resetRef={reset}>
        {(buttonProps) => (
          <Button {...buttonProps} variant="default" loading={share.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('details.files.choose')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('details.files.hint', limits)}
      </Text>
    </Stack>
  );
}
