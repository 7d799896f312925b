import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealWedding, TaggedRealWedding } from '../../../domain/real-weddings/real-weddings-api.ts';
import { ApiError } from '../../app/api.ts';
import { PhotoStateBadge } from '../../ui/PhotoStateBadge.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import type { RealWeddingCalls } from './real-wedding-calls.ts';

/** A real wedding's name, couple, story link and photos with their approval state; `children` are its actions. */
function WeddingBody({ item, children }: { item: RealWedding | TaggedRealWedding; children: ReactNode }) {
  const { t } = useTranslation('realWeddings');
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={6}>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Title>
        <Text size="sm" c="dimmed">
          {item.couple}
        </Text>
        <Anchor
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.url}
        </Anchor>
        <Group
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('photosOf', { name: item.name })}
        >
          {item.photos.map((photo, i) => (
            <Stack component="li" key={photo.id} gap={4} w={104}>
              <Image
                src={photo.thumbnail}
                w={104}
                h={104}
                radius="sm"
                fit="cover"
                alt={t('photoAlt', { number: i + 1, name: item.name })}
              />
              <PhotoStateBadge state={photo.state}>
                {t(`photoStates.${photo.state}`, { reason: photo.rejectedReason ?? '' })}
              </PhotoStateBadge>
            </Stack>
          ))}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

const failedText = (error: unknown) =>
  error instanceof ApiError ? (error.fields._ ?? 'common:errors.generic') : 'common:errors.generic';

/** One of the supplier's own real weddings: whom it credits and whether they accepted; edit and delete. */
export function RealWeddingCard({
  item,
  calls,
  canEdit,
  onEdit,
}: {
  item: RealWedding;
  calls: RealWeddingCalls;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('realWeddings');
  const [confirming, setConfirming] = useState(false);
  const linked = item.linkedSupplier;
  return (
    <WeddingBody item={item}>
      <Text size="sm">
        {linked
          ? t(item.consent ? 'own.credited' : 'own.awaiting', { name: linked.name, role: t(`roles.${linked.role}`) })
          : t('own.noCredit')}
      </Text>
      {canEdit && (
        <Group gap="xs">
          <Button size="xs" h={34} variant="default" onClick={onEdit} aria-label={t('editNamed', { name: item.name })}>
            {t('edit')}
          </Button>
          <Button
            size="xs"
            h={34}
            variant="subtle"
            color="red"
            loading={calls.remove.isPending && calls.remove.variables === item.id}
            onClick={() => setConfirming(true)}
            aria-label={t('deleteNamed', { name: item.name })}
          >
            {t('common:delete')}
          </Button>
          <ConfirmDelete
            opened={confirming}
            name={item.name}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              calls.remove.mutate(item.id, {
                onSuccess: () => showSnackbar({ mode: 'success', text: t('deleted') }),
                onError: (error) => showSnackbar({ mode: 'error', text: t(failedText(error)) }),
              });
            }}
          />
        </Group>
      )}
    </WeddingBody>
  );
}

/** A real wedding another supplier made crediting this one: accepting shows it on this profile too. */
export function TaggedCard({
  item,
  calls,
  canEdit,
}: {
  item: TaggedRealWedding;
  calls: RealWeddingCalls;
  canEdit: boolean;
}) {
  const { t } = useTranslation('realWeddings');
  const answer = (consent: boolean) =>
    calls.consent.mutate(
      { id: item.id, consent },
      {
        onSuccess: () => showSnackbar({ mode: 'success', text: t(consent ? 'tagged.accepted' : 'tagged.withdrawn') }),
        onError: (error) => showSnackbar({ mode: 'error', text: t(failedText(error)) }),
      },
    );
  const busy = calls.consent.isPending && calls.consent.variables?.id === item.id;
  return (
    <WeddingBody item={item}>
      <Text size="sm">
        {t(
          !item.consent
            ? 'tagged.waiting'
            : item.photos.some((photo) => photo.state === 'approved')
              ? 'tagged.shown'
              : 'tagged.acceptedAwaiting',
          { name: item.supplier.name },
        )}
      </Text>
      {canEdit && (
        <Group gap="xs">
          {item.consent ? (
            <Button
              size="xs"
              h={34}
              variant="default"
              loading={busy}
              onClick={() => answer(false)}
              aria-label={t('tagged.withdrawNamed', { name: item.name })}
            >
              {t('tagged.withdraw')}
            </Button>
          ) : (
            <Button
              size="xs"
              h={34}
              loading={busy}
              onClick={() => answer(true)}
              aria-label={t('tagged.acceptNamed', { name: item.name })}
            >
              {t('tagged.accept')}
            </Button>
          )}
        </Group>
      )}
    </WeddingBody>
  );
}
