import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListParams } from './list-params.ts';

/** Where a supplier makes couples find them; each a portal screen. */
const nextSteps = [
  { key: 'widget', to: '/enquiry-widget' },
  { key: 'profile', to: '/preview' },
  { key: 'photos', to: '/photos' },
] as const;

/**
 * An empty list. A supplier with no enquiry at all learns how couples find them and where to start; a view or owner
 * filter that matches none says so and offers every enquiry instead.
 */
export function EmptyInbox({
  params,
  anyEnquiry,
  onShowAll,
}: {
  params: ListParams;
  anyEnquiry: boolean;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('enquiries');
  if (anyEnquiry) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="dimmed" ta="center">
          {t(params.owner === 'all' ? 'list.empty' : 'list.emptyForOwner', { view: t(`views.${params.view}`) })}
        </Text>
        <Button variant="light" onClick={onShowAll}>
          {t('list.showAll')}
        </Button>
      </Stack>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="empty-inbox-title">
      <Title order={2} size="h3" id="empty-inbox-title">
        {t('emptyInbox.title')}
      </Title>
      <Text mt="xs">{t('emptyInbox.how')}</Text>
      <List mt="sm" spacing="xs">
        {nextSteps.map(({ key, to }) => (
          <List.Item key={key}>
            <Anchor component={Link} to={to} fw={600}>
              {t(`emptyInbox.steps.${key}.link`)}
            </Anchor>
            <Text span size="sm" c="dimmed">
              {' '}
              {t(`emptyInbox.steps.${key}.why`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
