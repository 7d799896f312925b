import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFeatureAccess } from '../../../domain/feature-access.ts';
import { formatDate } from '../../../domain/format.ts';
import { ApiError } from '../../app/api.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useReviewRequest } from './review-calls.ts';

/**
 * On a booked couple's page and its enquiry: ask the couple for a (verified) review, and whether they were asked or
 * wrote it.
 */
export function RequestReviewCard({
  supplierId,
  weddingId,
  canEdit,
}: {
  supplierId: string;
  weddingId: string;
  canEdit: boolean;
}) {
  const active = useActiveSupplier();
  // below the reviews page's tier there is nothing to ask for
  return active && hasFeatureAccess('reviewsPage', active.features) ? (
    <RequestReview supplierId={supplierId} weddingId={weddingId} canEdit={canEdit} />
  ) : null;
}

function RequestReview({
  supplierId,
  weddingId,
  canEdit,
}: {
  supplierId: string;
  weddingId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('reviews');
  const locale = useCurrentLocale();
  const { query, send } = useReviewRequest(supplierId, weddingId);
  if (!query.data) return null;
  const { state, sentAt } = query.data;
  const ask = () =>
    send.mutate(undefined, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t('request.sent') }),
      onError: (error) =>
        showSnackbar({
          mode: 'error',
          text: t(error instanceof ApiError ? (error.fields._ ?? 'common:errors.generic') : 'common:errors.generic'),
        }),
    });
  return (
    <SectionCard id="couple-review" title={t('request.heading')}>
      <Text size="sm">
        {state === 'reviewed'
          ? t('request.reviewed')
          : state === 'sent' && sentAt
            ? t('request.sentOn', { date: formatDate(sentAt, locale, { dateStyle: 'long' }) })
            : t('request.none')}
      </Text>
      {canEdit && state !== 'reviewed' && (
        <Button
          size="xs"
          h={34}
          style={{ alignSelf: 'flex-start' }}
          variant={state === 'sent' ? 'default' : 'filled'}
          loading={send.isPending}
          onClick={ask}
        >
          {t(state === 'sent' ? 'request.askAgain' : 'request.ask')}
        </Button>
      )}
    </SectionCard>
  );
}
