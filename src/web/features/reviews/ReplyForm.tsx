import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reviewReplyInputSchema, type Review } from '../../../domain/reviews/reviews-api.ts';
import { reviewLimits } from '../../../domain/reviews/reviews.ts';
import { ApiError } from '../../app/api.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import type { ReviewCalls } from './review-calls.ts';

/** The supplier's reply under the review: the first one creates the response, later ones change it. */
export function ReplyForm({ review, calls, onClose }: { review: Review; calls: ReviewCalls; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const { inputProps, busy, failure, onSubmit } = useSchemaForm({
    initialValues: { message: review.response?.message ?? '' },
    loadSchema: async () => reviewReplyInputSchema,
    submit: async ({ message }) => {
      try {
        await calls.reply.mutateAsync({ id: review.id, message });
      } catch (error) {
        // a refusal of the whole form (already asked meanwhile, a plan that changed): said once, and the list shows why
        if (!(error instanceof ApiError) || error.fields._ === undefined) throw error;
        showSnackbar({ mode: 'error', text: t(error.fields._) });
        onClose();
        return;
      }
      showSnackbar({ mode: 'success', text: t('response.saved') });
      onClose();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('response.label', { name: review.from })}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={reviewLimits.response}
          disabled={busy}
          autoFocus
          {...inputProps('message')}
          error={inputProps('message').error ?? failure ?? undefined}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" h={34} loading={busy}>
            {t('response.save')}
          </Button>
          <Button variant="default" size="xs" h={34} onClick={onClose} disabled={busy}>
            {t('response.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
