import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import type { WebhookAttempt, WebhookEndpoint } from '../../../domain/webhooks-api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { EndpointForm } from './EndpointForm.tsx';
import { useWebhookLog, type ShownSecret, type WebhookChanges } from './webhook-calls.ts';

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

/** One endpoint: what it takes, its actions ("Send test event", "Rotate secret", edit, delete) and its delivery log. */
export function EndpointCard({
  supplierId,
  endpoint,
  changes,
  onSecret,
}: {
  supplierId: string;
  endpoint: WebhookEndpoint;
  changes: WebhookChanges;
  onSecret: (shown: ShownSecret) => void;
}) {
  const { t } = useTranslation('webhooks');
  const locale = useCurrentLocale();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const failed = (error: unknown) =>
    showSnackbar({
      mode: 'error',
      text: t(`errors.${(error as { code?: string }).code ?? 'generic'}`, { defaultValue: t('common:errors.generic') }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          <Badge
            variant="outline"
            tt="none"
            {...(endpoint.enabled ? { color: 'teal', c: 'teal.9' } : { color: 'gray', c: 'dark.7' })}
          >
            {t(endpoint.enabled ? 'endpoints.on' : 'endpoints.off')}
          </Badge>
        </Group>
        {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
        <Text size="sm" c="dimmed">
          {endpoint.events.map((type) => t(`events.${type}`)).join(' · ')}
        </Text>
        {endpoint.previousSecretUntil && (
          <Text size="sm" c="dimmed">
            {t('secret.grace', { date: formatDate(endpoint.previousSecretUntil, locale, dateTime) })}
          </Text>
        )}
        {editing ? (
          <EndpointForm
            initial={endpoint}
            submitLabel={t('endpoints.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await changes.update.mutateAsync({ id: endpoint.id, input });
              showSnackbar({ mode: 'success', text: t('endpoints.saved') });
              setEditing(false);
            }}
          />
        ) : (
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              disabled={!endpoint.enabled}
              loading={changes.test.isPending && changes.test.variables === endpoint.id}
              onClick={() =>
                changes.test.mutate(endpoint.id, {
                  onSuccess: () => showSnackbar({ mode: 'success', text: t('endpoints.testSent') }),
                  onError: failed,
                })
              }
            >
              {t('endpoints.test')}
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                changes.rotate.mutate(endpoint.id, {
                  onSuccess: (rotated) => onSecret({ endpointUrl: rotated.endpoint.url, secret: rotated.secret }),
                  onError: failed,
                })
              }
            >
              {t('endpoints.rotate')}
            </Button>
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('endpoints.edit')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('common:delete')}
            </Button>
          </Group>
        )}
        <DeliveryLog supplierId={supplierId} endpointId={endpoint.id} />
      </Stack>
      <ConfirmDelete
        opened={deleting}
        name={endpoint.url}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          changes.remove.mutate(endpoint.id, {
            onSuccess: () => showSnackbar({ mode: 'success', text: t('endpoints.deleted') }),
            onError: failed,
          });
        }}
      />
    </Paper>
  );
}

function DeliveryLog({ supplierId, endpointId }: { supplierId: string; endpointId: string }) {
  const { t } = useTranslation('webhooks');
  const log = useWebhookLog(supplierId, endpointId);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" component="h3" m={0}>
        {t('log.title')}
      </Text>
      <QueryBody
        query={log}
        loadingLabel={t('log.title')}
        failedHeader={t('log.title')}
        isEmpty={(data) => data.attempts.length === 0 && data.pending === 0}
        emptyText={t('log.empty')}
      >
        {(data) => (
          <Stack gap={4}>
            {data.pending > 0 && (
              <Text size="sm" c="dimmed" role="status">
                {t('log.pending', { count: data.pending })}
              </Text>
            )}
            {data.attempts.length > 0 && <AttemptTable attempts={data.attempts} />}
          </Stack>
        )}
      </QueryBody>
    </Stack>
  );
}

function AttemptTable({ attempts }: { attempts: WebhookAttempt[] }) {
  const { t } = useTranslation('webhooks');
  const locale = useCurrentLocale();
  return (
    <TableScroll minWidth={560} label={t('log.title')}>
      <Table striped fz="sm" data-testid="webhook-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('log.time')}</Table.Th>
            <Table.Th>{t('log.event')}</Table.Th>
            <Table.Th>{t('log.status')}</Table.Th>
            <Table.Th>{t('log.duration')}</Table.Th>
            <Table.Th>{t('log.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((attempt) => (
            <Table.Tr key={attempt.id}>
              <Table.Td>{formatDate(attempt.attemptedAt, locale, dateTime)}</Table.Td>
              <Table.Td>{attempt.eventType}</Table.Td>
              <Table.Td title={attempt.responseExcerpt ?? undefined}>
                {attempt.statusCode ?? attempt.error ?? '–'}
              </Table.Td>
              <Table.Td>{t('log.ms', { count: attempt.durationMs })}</Table.Td>
              <Table.Td>{t(`log.states.${attempt.deliveryState}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
