import { Alert, AspectRatio, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { videoSourceNames } from '../../../domain/videos/video-url.ts';
import type { Video } from '../../../domain/videos/videos-api.ts';
import { checkNewVideo, videoMessages, type VideoType } from '../../../domain/videos/videos.ts';
import { ApiError } from '../../app/api.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useUnsavedChangesGuard } from '../shell/unsaved-changes.tsx';
import { useAddVideo, useVideoMeta } from './video-calls.ts';
import { VideoThumbnail } from './VideoThumbnail.tsx';

/** An example link of the kind each list mostly holds. */
const placeholders: Record<VideoType, string> = {
  video: 'https://www.youtube.com/watch?v=…',
  videoTour: 'https://my.matterport.com/show/?m=…',
};

/** The message key of a failed call: the field message the server gave, else null (a generic failure). */
const messageOf = (error: unknown) => (error instanceof ApiError ? (error.fields.url ?? null) : null);

/**
 * Add by link: the domain's check (kind, duplicate) and a preview of title and thumbnail while typing,
 * then the add call, which checks and looks up again. Problems show as an alert notice (spec section 8:
 * validation errors of videos are alert notices), tied to the input.
 */
export function AddVideoForm({
  supplierId,
  type,
  videos,
}: {
  supplierId: string;
  type: VideoType;
  videos: readonly Video[];
}) {
  const { t } = useTranslation('videos');
  const [url, setUrl] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [typed] = useDebouncedValue(url.trim(), 400);
  const add = useAddVideo(supplierId, type);
  // checked once typing pauses, or at once when the button is pressed; never a stale text (e.g. just after an add
  // cleared the input)
  const shown = submitted || typed === url.trim() ? url.trim() : '';
  const check = shown ? checkNewVideo(shown, type, videos) : null;
  const link = check?.ok ? check.link : null;
  const preview = useVideoMeta(link);
  // a found link not yet added is worth a question before leaving; a half-typed one is not
  useUnsavedChangesGuard(link !== null && !add.isPending);
  const problem = add.isError
    ? (messageOf(add.error) ?? 'common:errors.generic')
    : check && !check.ok
      ? check.message
      : preview.isError
        ? (messageOf(preview.error) ?? videoMessages.notFound)
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const now = checkNewVideo(url, type, videos);
    if (!now.ok) return;
    add.mutate(url.trim(), {
      onSuccess: () => {
        showSnackbar({ mode: 'success', text: t(`pages.${type}.added`) });
        setUrl('');
        setSubmitted(false);
      },
    });
  };
  const change = (value: string) => {
    setUrl(value);
    setSubmitted(false);
    add.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 16rem' }}
            label={t('form.url')}
            description={t('form.urlHelp')}
            placeholder={placeholders[type]}
            value={url}
            onChange={(event) => change(event.currentTarget.value)}
            // Mantine sets aria-invalid from `error`; the notice below is announced (role alert) and named as the error
            // message
            error={problem !== null}
            aria-errormessage={problem ? 'video-url-problem' : undefined}
            disabled={add.isPending}
            inputMode="url"
          />
          <Button type="submit" loading={add.isPending} disabled={!url.trim()}>
            {t(`pages.${type}.add`)}
          </Button>
        </Group>
        {problem && (
          <Alert id="video-url-problem" color="red" role="alert">
            {t(problem)}
          </Alert>
        )}
        {link && !problem && (
          <Preview
            title={preview.data?.title}
            thumbnail={preview.data?.thumbnail ?? null}
            source={videoSourceNames[link.source]}
            loading={preview.isFetching}
          />
        )}
      </Stack>
    </form>
  );
}

function Preview({
  title,
  thumbnail,
  source,
  loading,
}: {
  title: string | undefined;
  thumbnail: string | null;
  source: string;
  loading: boolean;
}) {
  const { t } = useTranslation('videos');
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('form.preview')} role="group">
      {loading || title === undefined ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('form.previewLoading')}</Text>
        </Group>
      ) : (
        <Group gap="md" wrap="wrap" align="center">
          <AspectRatio ratio={16 / 9} w={160} maw="100%" style={{ flexShrink: 0 }}>
            <VideoThumbnail src={thumbnail} source={source} />
          </AspectRatio>
          <Stack gap={2} style={{ flex: '1 1 10rem', minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t('form.preview')} · {source}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
