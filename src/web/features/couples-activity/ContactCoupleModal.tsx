import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactCoupleMessageMaxLength } from '../../../domain/enquiries/contact-couple.ts';
import type { ActivityItem } from '../../../domain/enquiries/couples-activity-api.ts';
import { ApiError } from '../../app/api.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useContactCouple } from './activity-calls.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { useDeferredSchema } from '../../ui/use-deferred-schema.ts';

/** What the couple's name is on this page: both names, or "a couple" when the event names none. */
export type CoupleLabel = (item: ActivityItem) => string;

/** The words of a refused message (spec section 8: HTTP 400 means already sent). */
function useContactFailure(): (error: Error) => string {
  const { t } = useTranslation('couples');
  return (error) => {
    if (!(error instanceof ApiError)) return t('enquiries:failures.failed');
    if (error.code === 'message-already-sent') return t('contact.alreadySent');
    if (error.code === 'insufficient-balance') return t('contact.noCredits');
    if (error.code === 'couple-unreachable') return t('contact.unreachable');
    if (error.code === 'tier-required' && error.fields.tier) return t('contact.locked', { tier: t(error.fields.tier) });
    const field = Object.values(error.fields)[0];
    return field ? t(field) : t('enquiries:failures.failed');
  };
}

interface ContactCoupleModalProps {
  supplierId: string;
  userId: string;
  /** The activity answered; null while the popup is closed. */
  item: ActivityItem | null;
  coupleLabel: CoupleLabel;
  /** Contact-couples credits left, undefined until known. */
  credits: number | undefined;
  onClose: () => void;
}

// the message's rule, fetched once the screen has shown
const loadMessageSchema = async () =>
  (await import('../../../domain/enquiries/contact-couple-schema.ts')).contactCoupleSchema.shape.message;

/** "Contact couple": one message per couple, one contact-couples credit (spec sections 3 and 8). */
export function ContactCoupleModal({
  supplierId,
  userId,
  item,
  coupleLabel,
  credits,
  onClose,
}: ContactCoupleModalProps) {
  const { t } = useTranslation('couples');
  const contact = useContactCouple(supplierId);
  const failureOf = useContactFailure();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const outOfCredits = credits === 0;
  const schema = useDeferredSchema(loadMessageSchema);

  const close = () => {
    setMessage('');
    setFieldError(null);
    contact.reset();
    onClose();
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    await schema.ready();
    if (!item?.weddingId) return;
    const refused = schema.errorsOf(message)._;
    if (refused) {
      setFieldError(t(refused));
      return;
    }
    setFieldError(null);
    contact.mutate(
      {
        supplierId,
        weddingId: item.weddingId,
        eventType: item.eventType,
        message: message.trim(),
        supplierUserId: userId,
      },
      {
        onSuccess: () => {
          showSnackbar({ mode: 'success', text: t('contact.sent') });
          close();
        },
      },
    );
  };

  return (
    <LazyModal
      opened={item !== null}
      onClose={close}
      title={item ? t('contact.title', { couple: coupleLabel(item) }) : ''}
      centered
    >
      {/* safe to let go: ready() never rejects and the mutation reports its own errors */}
      <form onSubmit={(event) => void send(event)} noValidate>
        <Stack gap="md">
          {contact.error && (
            <Alert color="red" role="alert">
              {failureOf(contact.error)}
            </Alert>
          )}
          <Textarea
            label={t('contact.message')}
            description={t('contact.messageHelp')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={fieldError}
            maxLength={contactCoupleMessageMaxLength}
            autosize
            minRows={5}
            maxRows={12}
            required
            data-autofocus
            disabled={contact.isPending}
          />
          <Text size="sm" c={outOfCredits ? 'red' : 'dimmed'}>
            {outOfCredits ? t('contact.noCredits') : credits !== undefined && t('contact.credits', { count: credits })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={contact.isPending}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={contact.isPending} disabled={outOfCredits}>
              {t('contact.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
