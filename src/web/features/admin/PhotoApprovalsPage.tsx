import {
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { ModerationQueue, PhotoDecision } from '../../../domain/photos/photo-moderation-api.ts';
import { rejectionReasonMaxLength } from '../../../domain/photos/photo-moderation.ts';
import { api } from '../../app/api.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useViewer } from '../viewer/use-viewer.ts';

const queueKey = ['admin', 'photo-queue'] as const;

/** /photo-approvals: platform admins approve new photos, or reject them with a reason the supplier reads. */
export function PhotoApprovalsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('photoQueue.title'));
  const isPlatformAdmin = useViewer().data?.user.isPlatformAdmin === true;
  if (!isPlatformAdmin) return <Navigate to="/" replace />;
  return <PhotoQueue />;
}

function PhotoQueue() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const queue = useQuery({
    queryKey: [...queueKey, page],
    queryFn: () => api.get<ModerationQueue>(`/api/admin/photo-queue?page=${page}`),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (body: PhotoDecision) => api.post<{ decided: number }>('/api/admin/photo-queue/decisions', body),
    onSuccess: ({ decided }, body) => {
      showSnackbar({
        mode: 'success',
        text: t(body.decision === 'approve' ? 'photoQueue.approved' : 'photoQueue.rejected', { count: decided }),
      });
      setSelected([]);
      setRejecting(false);
    },
    onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
  // deciding every photo of the last page leaves it empty: go to the last page that still has photos
  const lastPage = queue.data ? Math.max(0, Math.ceil(queue.data.total / queue.data.pageSize) - 1) : 0;
  useEffect(() => {
    if (queue.data && queue.data.photos.length === 0 && page > lastPage) setPage(lastPage);
  }, [queue.data, page, lastPage]);
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('photoQueue.title')}</Title>
      <QueryBody
        query={queue}
        loadingLabel={t('photoQueue.loading')}
        failedHeader={t('photoQueue.loadFailed')}
        isEmpty={(data) => data.total === 0}
        emptyText={t('photoQueue.empty')}
      >
        {(data) => (
          <Stack gap="md">
            <Text>{t('photoQueue.waiting', { count: data.total })}</Text>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setSelected(data.photos.map((photo) => photo.id))}>
                {t('photoQueue.selectPage')}
              </Button>
              <Button
                size="xs"
                disabled={selected.length === 0}
                loading={decide.isPending && decide.variables.decision === 'approve'}
                onClick={() => decide.mutate({ photoIds: selected, decision: 'approve' })}
              >
                {t('photoQueue.approve', { count: selected.length })}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="outline"
                disabled={selected.length === 0}
                onClick={() => setRejecting(true)}
              >
                {t('photoQueue.reject', { count: selected.length })}
              </Button>
            </Group>
            <SimpleGrid
              component="ul"
              cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
              spacing="sm"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label={t('photoQueue.listLabel')}
            >
              {data.photos.map((photo, index) => {
                const position = data.page * data.pageSize + index + 1;
                const label = t('photoQueue.photo', { position, supplier: photo.supplierName });
                return (
                  <Paper
                    key={photo.id}
                    component="li"
                    withBorder
                    p={6}
                    radius="md"
                    bg={selected.includes(photo.id) ? 'var(--mantine-color-pink-0)' : undefined}
                  >
                    <a href={photo.path} target="_blank" rel="noopener" title={t('photoQueue.opensFull')}>
                      <Image
                        src={photo.thumbnail}
                        alt={label}
                        radius="sm"
                        style={{ aspectRatio: '1', objectFit: 'cover' }}
                      />
                    </a>
                    {photo.source !== 'gallery' && (
                      <Badge mt={6} size="xs" variant="light" tt="none">
                        {t(`photoQueue.sources.${photo.source}`)}
                      </Badge>
                    )}
                    <Checkbox
                      mt={6}
                      size="xs"
                      label={photo.supplierName}
                      aria-label={t('photoQueue.select', { position, supplier: photo.supplierName })}
                      checked={selected.includes(photo.id)}
                      onChange={(event) => toggle(photo.id, event.currentTarget.checked)}
                    />
                  </Paper>
                );
              })}
            </SimpleGrid>
            {data.total > data.pageSize && (
              <Pagination
                total={Math.ceil(data.total / data.pageSize)}
                value={data.page + 1}
                onChange={(next) => {
                  setSelected([]);
                  setPage(next - 1);
                }}
              />
            )}
          </Stack>
        )}
      </QueryBody>
      <RejectPopup
        opened={rejecting}
        count={selected.length}
        busy={decide.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) => decide.mutate({ photoIds: selected, decision: 'reject', reason })}
      />
    </Stack>
  );
}

interface RejectPopupProps {
  opened: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Rejecting asks why: the supplier reads the reason under each photo. */
function RejectPopup({ opened, count, busy, onClose, onReject }: RejectPopupProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  // each rejection starts with an empty reason, never the last one's
  useEffect(() => {
    if (!opened) {
      setReason('');
      setMissing(false);
    }
  }, [opened]);
  const submit = () => {
    if (reason.trim() === '') return setMissing(true);
    onReject(reason.trim());
  };
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={t('photoQueue.rejectTitle', { count })}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Textarea
          label={t('photoQueue.reason')}
          description={t('photoQueue.reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={rejectionReasonMaxLength}
          value={reason}
          error={missing ? t('photos:moderation.reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={submit}>
            {t('photoQueue.reject', { count })}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
