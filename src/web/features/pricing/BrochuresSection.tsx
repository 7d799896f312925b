import '@mantine/dropzone/styles.css';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/locales.ts';
import type { SupplierBrochure } from '../../../domain/pricing/brochure-schemas.ts';
import {
  brochureErrorKey,
  brochureTitleMaxLength,
  brochureUploadErrors,
  formatBrochureSize,
} from '../../../domain/pricing/brochures.ts';
import { ApiError } from '../../app/api.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useBrochures } from './pricing-calls.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';

/** The spec's notification states of this section. */
type BrochureNotification =
  { state: 'brochuresUploaded'; name: string } | { state: 'brochuresError'; key: string } | null;

/** A notice's title in the text colour: the light variant's coloured title is below WCAG AA on its background. */
const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

/** The browser's own refusal of a dropped file as one of the spec's four messages. */
function rejectionKey(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-invalid-type') return brochureUploadErrors.fileType.key;
  if (code === 'file-too-large') return brochureUploadErrors.fileSize.key;
  return brochureUploadErrors.unknown.key;
}

/** PDF brochures: drop or choose one, then give it a title; the list shows name, size and a link. */
export function BrochuresSection({
  supplierId,
  locale,
  canEdit,
}: {
  supplierId: string;
  locale: Locale;
  canEdit: boolean;
}) {
  const { t } = useTranslation('pricing');
  const { query, upload, rename, remove } = useBrochures(supplierId);
  const openRef = useRef<() => void>(null);
  const [notification, setNotification] = useState<BrochureNotification>(null);

  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const data = query.data;
  const brochures = data?.brochures ?? [];
  const full = data ? brochures.length >= data.limit : false;
  const limits = { max: data?.limit ?? 0, size: data ? formatBrochureSize(data.maxBytes, locale) : '' };

  const send = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setNotification(null);
    upload.mutate(file, {
      onSuccess: (brochure) => {
        setNotification({ state: 'brochuresUploaded', name: brochure.name });
        showSnackbar({ mode: 'success', text: t('brochures.uploaded') });
      },
      onError: (error) =>
        setNotification({
          state: 'brochuresError',
          key: brochureErrorKey(error instanceof ApiError ? error.code : undefined),
        }),
    });
  };

  return (
    <SectionCard id="pricing-brochures" title={t('brochures.heading')}>
      <Text size="sm" c="dimmed">
        {t('brochures.intro', limits)}
      </Text>
      {notification?.state === 'brochuresUploaded' && (
        <Alert
          color="teal"
          styles={readableTitle}
          role="status"
          title={t('brochures.uploadedTitle', { name: notification.name })}
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => setNotification(null)}
        >
          {t('brochures.namePrompt')}
        </Alert>
      )}
      {notification?.state === 'brochuresError' && (
        <Alert
          color="red"
          styles={readableTitle}
          role="alert"
          title={t('brochures.failedTitle')}
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => setNotification(null)}
        >
          {t(notification.key, limits)}
        </Alert>
      )}
      {canEdit && data && !full && (
        <>
          <Dropzone
            openRef={openRef}
            onDrop={send}
            onReject={(rejections) => setNotification({ state: 'brochuresError', key: rejectionKey(rejections) })}
            accept={['application/pdf']}
            maxSize={data.maxBytes}
            maxFiles={1}
            multiple={false}
            loading={upload.isPending}
            activateOnClick={false}
            inputProps={{ 'aria-label': t('brochures.choose') }}
          >
            <Stack align="center" gap="xs" py="lg" style={{ pointerEvents: 'none' }}>
              <Text fw={500} ta="center">
                {t('brochures.drop')}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('brochures.hint', limits)}
              </Text>
            </Stack>
          </Dropzone>
          <Button
            variant="default"
            onClick={() => openRef.current?.()}
            disabled={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('brochures.choose')}
          </Button>
        </>
      )}
      {canEdit && full && <Text size="sm">{t('brochures.errors.limitReached', limits)}</Text>}
      {data && brochures.length === 0 && <Text>{t('brochures.empty')}</Text>}
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('brochures.listLabel')}
      >
        {brochures.map((brochure) => (
          <BrochureRow
            key={`${brochure.id}-${brochure.title}`}
            brochure={brochure}
            locale={locale}
            canEdit={canEdit}
            busy={rename.isPending || remove.isPending}
            onRename={(title) => rename.mutateAsync({ id: brochure.id, title })}
            onDelete={() =>
              remove.mutate(brochure.id, {
                onSuccess: () => showSnackbar({ mode: 'success', text: t('brochures.deleted') }),
              })
            }
          />
        ))}
      </Stack>
    </SectionCard>
  );
}

interface BrochureRowProps {
  brochure: SupplierBrochure;
  locale: Locale;
  canEdit: boolean;
  busy: boolean;
  onRename: (title: string) => Promise<unknown>;
  onDelete: () => void;
}

function BrochureRow(props: BrochureRowProps) {
  const { t } = useTranslation('pricing');
  const { brochure } = props;
  const [title, setTitle] = useState(brochure.title);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const changed = title.trim() !== brochure.title;

  const saveTitle = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('validation:required');
    setError(null);
    props.onRename(title).then(
      () => showSnackbar({ mode: 'success', text: t('brochures.titleSaved') }),
      (failure: unknown) =>
        setError(
          failure instanceof ApiError ? (failure.fields.title ?? 'common:errors.generic') : 'common:errors.generic',
        ),
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Anchor href={brochure.file} target="_blank" rel="noopener" fw={600}>
            {brochure.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('brochures.fileInfo', { name: brochure.name, size: formatBrochureSize(brochure.size, props.locale) })}
          </Text>
        </Group>
        {props.canEdit && (
          <form onSubmit={saveTitle} noValidate>
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t('brochures.title')}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
                maxLength={brochureTitleMaxLength}
                error={error ? t(error) : undefined}
                style={{ flex: '1 1 12rem' }}
              />
              <Button type="submit" variant="default" disabled={!changed || props.busy}>
                {t('brochures.saveTitle')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                onClick={() => setConfirming(true)}
                aria-label={t('common:rowActions.deleteNamed', { name: brochure.title })}
              >
                {t('common:delete')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
      <ConfirmDelete
        opened={confirming}
        name={brochure.title}
        onCancel={() => setConfirming(false)}
        onConfirm={() => (setConfirming(false), props.onDelete())}
      />
    </Paper>
  );
}
