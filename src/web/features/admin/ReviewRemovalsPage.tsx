import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { ReviewRemoval } from '../../../domain/reviews/reviews-api.ts';
import { api, ApiError } from '../../app/api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { ReviewRemovalCard, type RemovalDecision } from './ReviewRemovalCard.tsx';

const removalsKey = ['admin', 'review-removals'] as const;

interface Decision {
  reviewId: string;
  decision: RemovalDecision;
}

/**
 * /review-removals: platform admins remove the reviews suppliers asked them to, or keep them (the supplier then sees
 * "kept").
 */
export function ReviewRemovalsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('reviewRemovals.title'));
  const isPlatformAdmin = useViewer().data?.user.isPlatformAdmin === true;
  if (!isPlatformAdmin) return <Navigate to="/" replace />;
  return <RemovalQueue />;
}

function RemovalQueue() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  // the decided card leaves the list: keyboard and screen reader users go on from the top, not from nowhere
  const heading = useRef<HTMLHeadingElement>(null);
  // kept while the confirmation closes, so its text does not empty mid-animation
  const [confirming, setConfirming] = useState<{ removal: ReviewRemoval; opened: boolean } | null>(null);
  const removals = useQuery({
    queryKey: removalsKey,
    queryFn: () => api.get<{ removals: ReviewRemoval[] }>('/api/admin/review-removals'),
  });
  const decide = useMutation({
    mutationFn: ({ reviewId, decision }: Decision) =>
      api.post<undefined>(`/api/admin/review-removals/${encodeURIComponent(reviewId)}`, { decision }),
    onSuccess: (_, { decision }) =>
      showSnackbar({
        mode: 'success',
        text: t(decision === 'remove' ? 'reviewRemovals.removed' : 'reviewRemovals.kept'),
      }),
    // 404: another admin decided first; the refetch takes the request off the list
    onError: (error) =>
      showSnackbar({
        mode: 'error',
        text: error instanceof ApiError && error.status === 404 ? t('reviewRemovals.gone') : t('common:errors.generic'),
      }),
    onSettled: async (_, error) => {
      await queryClient.invalidateQueries({ queryKey: removalsKey });
      if (!error) heading.current?.focus();
    },
  });
  const busyOn = (reviewId: string) =>
    decide.isPending && decide.variables.reviewId === reviewId ? decide.variables.decision : null;
  const onDecide = (removal: ReviewRemoval, decision: RemovalDecision) => {
    if (decision === 'remove') setConfirming({ removal, opened: true });
    else decide.mutate({ reviewId: removal.reviewId, decision });
  };
  const closeConfirm = () => setConfirming((current) => current && { ...current, opened: false });

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('reviewRemovals.title')}
        </Title>
        <Text c="dimmed">{t('reviewRemovals.intro')}</Text>
      </div>
      <QueryBody
        query={removals}
        loadingLabel={t('reviewRemovals.loading')}
        failedHeader={t('reviewRemovals.loadFailed')}
        isEmpty={(data) => data.removals.length === 0}
        emptyText={t('reviewRemovals.empty')}
      >
        {(data) => (
          <Stack gap="md">
            <Text aria-live="polite">{t('reviewRemovals.waiting', { count: data.removals.length })}</Text>
            <Stack
              component="ul"
              gap="md"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label={t('reviewRemovals.listLabel')}
            >
              {data.removals.map((removal) => (
                <ReviewRemovalCard
                  key={removal.reviewId}
                  removal={removal}
                  busy={busyOn(removal.reviewId)}
                  onDecide={(decision) => onDecide(removal, decision)}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </QueryBody>
      <ConfirmDelete
        opened={confirming?.opened === true}
        name={confirming?.removal.title ?? ''}
        wording={{
          label: t('reviewRemovals.remove'),
          labelNamed: (title) => t('reviewRemovals.removeNamed', { title }),
          confirmTitle: t('reviewRemovals.confirmTitle'),
          confirmText: (name) => t('reviewRemovals.confirmText', { name }),
        }}
        onCancel={closeConfirm}
        onConfirm={() => {
          if (confirming) decide.mutate({ reviewId: confirming.removal.reviewId, decision: 'remove' });
          closeConfirm();
        }}
      />
    </Stack>
  );
}
