import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteMessageMaxLength } from '../../../domain/enquiries/couples.ts';
import type { BookingDetail } from '../../../domain/enquiries/couples-api.ts';
import { ApiError } from '../../app/api.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useSaveInviteMessage, useSendInvite } from './couples-calls.ts';
import { useCoupleFormat } from './use-couple-format.ts';

/** A refused send, as the couple page words it; any other failure is the general one. */
const sendFailures: Record<string, string> = {
  'invite-recently-sent': 'invite.recentlySent',
  'couple-unreachable': 'invite.unreachable',
};

/**
 * The wedding's invite message (spec "Booking": one per wedding): the standard text of the couple's
 * language until the supplier writes its own; sent by e-mail when the supplier invites the couple. The
 * page keys it by the saved message, so a saved or reset message starts a fresh draft.
 */
export function InviteMessageCard({
  booking,
  supplierId,
  canEdit,
}: {
  booking: BookingDetail;
  supplierId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  const save = useSaveInviteMessage(supplierId, booking.weddingId);
  const send = useSendInvite(supplierId, booking.weddingId);
  const [draft, setDraft] = useState(booking.inviteMessage);
  const [error, setError] = useState<string | null>(null);
  const changed = draft.trim() !== booking.inviteMessage;

  const store = (message: string) =>
    save.mutate(message, {
      onSuccess: () => {
        setError(null);
        showSnackbar({ mode: 'success', text: t('invite.saved') });
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.fields.message ? failure.fields.message : 'couples:invite.failed',
        ),
    });
  const invite = () =>
    send.mutate(undefined, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t('invite.sent') }),
      onError: (failure) =>
        showSnackbar({
          mode: 'error',
          text: t((failure instanceof ApiError && sendFailures[failure.code]) || 'invite.failed'),
        }),
    });

  return (
    <SectionCard id="couple-invite" title={t('invite.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          store(draft);
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('invite.label')}
            description={t('invite.intro')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={inviteMessageMaxLength}
            autosize
            minRows={5}
            maxRows={14}
            readOnly={!canEdit}
            error={error ? t(error) : undefined}
          />
          {!booking.inviteMessageCustom && (
            <Text size="xs" c="dimmed">
              {t('invite.defaultNote')}
            </Text>
          )}
          {booking.inviteSentAt && (
            <Text size="sm" role="status">
              {t('invite.sentOn', { date: format.day(booking.inviteSentAt) })}
            </Text>
          )}
          {canEdit && (
            <Group gap="xs">
              <Button type="submit" variant="default" disabled={!changed} loading={save.isPending}>
                {t('invite.save')}
              </Button>
              {booking.inviteMessageCustom && (
                <Button variant="subtle" onClick={() => store('')} disabled={save.isPending}>
                  {t('invite.reset')}
                </Button>
              )}
              <Button onClick={invite} disabled={changed || save.isPending} loading={send.isPending}>
                {t('invite.send')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
