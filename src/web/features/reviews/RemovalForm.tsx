import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { removalRequestInputSchema, type Review } from '../../../domain/reviews/reviews-api.ts';
import { reviewLimits } from '../../../domain/reviews/reviews.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { ApiError } from '../../app/api.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import type { ReviewCalls } from './review-calls.ts';

/** Asks the platform to remove a review, with the reason its team reads (suppliers never delete reviews themselves). */
export function RemovalForm({ review, calls, onClose }: { review: Review; calls: ReviewCalls; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const { inputProps, busy, failure, onSubmit } = useSchemaForm({
    initialValues: { reason: '' },
    loadSchema: async () => removalRequestInputSchema,
    submit: async ({ reason }) => {
      try {
        await calls.askRemoval.mutateAsync({ id: review.id, reason });
      } catch (error) {
        // a refusal of the whole form (already asked meanwhile, a plan that changed): said once, and the list shows why
        if (!(error instanceof ApiError) || error.fields._ === undefined) throw error;
        showSnackbar({ mode: 'error', text: t(error.fields._) });
        onClose();
        return;
      }
      showSnackbar({ mode: 'success', text: t('removal.sent') });
      onClose();
    },
  });
  return (
    <FormPopup
      title={t('removal.dialogTitle')}
      saveLabel={t('removal.send')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Text size="sm">{t('removal.dialogText')}</Text>
      <Text size="sm" fw={600}>
        {t('removal.quoted', { title: review.title })}
      </Text>
      <Textarea
        label={t('removal.reason')}
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={reviewLimits.removalReason}
        disabled={busy}
        data-autofocus
        {...inputProps('reason')}
      />
    </FormPopup>
  );
}
