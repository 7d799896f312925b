import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import {
  photoMaxBytes,
  photoMaxFilesPerUpload,
  photoMimeTypes,
  photoUploadErrors,
} from '../../../domain/photos/photo-files.ts';
import { ApiError } from '../../app/api.ts';
import { FileDropzone } from '../../ui/FileDropzone.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { rejectedFiles, type RejectedFile } from './file-rejections.ts';
import { useUploadPhotos } from './photos-calls.ts';

/** Message parameters of every photos:errors.* text: the size limit as the reader writes it ("15 MB", "15 Mo"). */
const limitParams = (locale: Locale) => ({ size: formatFileSize(photoMaxBytes, locale), max: photoMaxFilesPerUpload });

/** The drop zone: files are checked in the browser first (type, size, count), then sent as one batch with progress. */
export function PhotoUploader({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('photos');
  const locale = useCurrentLocale();
  const limits = limitParams(locale);
  const upload = useUploadPhotos(supplierId);
  const [refused, setRefused] = useState<RejectedFile[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (files: File[]) => {
    setFailure(null);
    if (files.length === 0) return;
    upload.mutate(files, {
      onSuccess: (result) => showSnackbar({ mode: 'success', text: t('upload.success', { count: result.uploaded }) }),
      onError: (error) => setFailure((error instanceof ApiError && error.fields.photos) || photoUploadErrors.unknown),
    });
  };
  const percent = Math.round(upload.progress * 100);

  return (
    <SectionCard id="photos-upload" title={t('upload.heading')}>
      <FileDropzone
        onDrop={send}
        // every drop lists the files it refused (type, size, count) and uploads the others
        onDropAny={(_accepted, rejections) => setRefused(rejectedFiles(rejections))}
        accept={[...photoMimeTypes]}
        maxSize={photoMaxBytes}
        maxFiles={photoMaxFilesPerUpload}
        multiple
        loading={upload.isPending}
        dropText={t('upload.drop')}
        hint={t('upload.hint', limits)}
        chooseLabel={t('upload.choose')}
        inputLabel={t('upload.input')}
      />
      {upload.isPending && (
        <Stack gap={4} role="status">
          <Text size="sm">
            {percent < 100
              ? t('upload.progress', { count: upload.variables?.length ?? 0, percent })
              : t('upload.processing')}
          </Text>
          <Progress value={percent} animated={percent >= 100} aria-label={t('upload.progressLabel')} />
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert" title={t('upload.failed')}>
          {t(failure, limits)}
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert
          color="red"
          role="alert"
          title={t('upload.refused')}
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => setRefused([])}
        >
          <List size="sm">
            {refused.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                {t('common:labelled', { label: file.name, value: t(file.message, limits) })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </SectionCard>
  );
}
