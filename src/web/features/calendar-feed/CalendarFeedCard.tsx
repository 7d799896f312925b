import { Anchor, Button, CopyButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedResponse } from '../../../domain/calendar-feed-api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCalendarFeed, useCalendarFeedChange } from './calendar-feed-calls.ts';

/**
 * The private calendar feed of booked weddings, fairs and held dates (issue 15): each member makes, replaces or
 * revokes an address of their own (the old address then answers 404), which ends when they leave the team.
 */
export function CalendarFeedCard({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('couples');
  const feed = useCalendarFeed(supplierId);
  return (
    <SectionCard id="calendar-feed" title={t('calendarFeed.title')}>
      <Text size="sm">{t('calendarFeed.intro')}</Text>
      <QueryBody
        query={feed}
        loadingLabel={t('calendarFeed.loading')}
        failedHeader={t('calendarFeed.loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {(data) => <FeedAddress supplierId={supplierId} feed={data} />}
      </QueryBody>
    </SectionCard>
  );
}

function FeedAddress({ supplierId, feed }: { supplierId: string; feed: CalendarFeedResponse }) {
  const { t } = useTranslation('couples');
  const change = useCalendarFeedChange(supplierId);
  const [confirming, setConfirming] = useState<'issue' | 'revoke' | null>(null);
  const run = (kind: 'issue' | 'revoke') =>
    change.mutate(kind, {
      onSuccess: () =>
        showSnackbar({ mode: 'success', text: t(kind === 'issue' ? 'calendarFeed.issued' : 'calendarFeed.revoked') }),
      onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
    });

  if (!feed.url)
    return (
      <Group>
        <Button onClick={() => run('issue')} loading={change.isPending}>
          {t('calendarFeed.create')}
        </Button>
      </Group>
    );

  return (
    <>
      <Text size="sm" fw={600} id="calendar-feed-url-label">
        {t('calendarFeed.urlLabel')}
      </Text>
      <Text
        size="sm"
        ff="monospace"
        style={{ overflowWrap: 'anywhere' }}
        aria-labelledby="calendar-feed-url-label"
        data-testid="calendar-feed-url"
      >
        {feed.url}
      </Text>
      <Text size="sm" c="dimmed">
        {t('calendarFeed.howTo')}
      </Text>
      <Group gap="xs">
        <CopyButton value={feed.url}>
          {({ copied, copy }) => (
            <Button size="xs" h={34} variant={copied ? 'light' : 'filled'} onClick={copy} aria-live="polite">
              {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          h={34}
          variant="default"
          loading={change.isPending && change.variables === 'issue'}
          onClick={() => setConfirming('issue')}
        >
          {t('calendarFeed.replace')}
        </Button>
        <Button
          size="xs"
          h={34}
          variant="default"
          color="red"
          loading={change.isPending && change.variables === 'revoke'}
          onClick={() => setConfirming('revoke')}
        >
          {t('calendarFeed.revoke')}
        </Button>
        <Anchor href={feed.url} target="_blank" rel="noopener" size="sm">
          {t('calendarFeed.open')}
        </Anchor>
      </Group>
      <ConfirmDelete
        opened={confirming !== null}
        name={feed.url}
        wording={{
          label: t(confirming === 'revoke' ? 'calendarFeed.revoke' : 'calendarFeed.replace'),
          labelNamed: () => t(confirming === 'revoke' ? 'calendarFeed.revoke' : 'calendarFeed.replace'),
          confirmTitle: t(confirming === 'revoke' ? 'calendarFeed.revokeTitle' : 'calendarFeed.replaceTitle'),
          confirmText: () => t('calendarFeed.confirmText'),
        }}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) run(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
