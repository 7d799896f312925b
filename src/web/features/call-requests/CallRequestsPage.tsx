import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { OpenCallRequests } from '../../../domain/call-requests-api.ts';
import { formatCallDay } from '../../../domain/call-requests.ts';
import { formatInstant } from '../../../domain/format.ts';
import { ApiError } from '../../app/api.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { useOpenCallRequests } from './call-request-calls.ts';

type OpenRequest = OpenCallRequests['requests'][number];

/** /call-requests: the account team's open call requests, newest first, each marked done once called (platform admins). */
export function CallRequestsPage() {
  const { t } = useTranslation('callRequests');
  useDocumentTitle(t('admin.title'));
  const isPlatformAdmin = useViewer().data?.user.isPlatformAdmin === true;
  if (!isPlatformAdmin) return <Navigate to="/" replace />;
  return <OpenRequests />;
}

function OpenRequests() {
  const { t } = useTranslation('callRequests');
  const locale = useCurrentLocale();
  const { query, markDone } = useOpenCallRequests();
  const done = (request: OpenRequest) =>
    markDone.mutate(request.id, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t('admin.done') }),
      // 404: another admin marked it, or the supplier cancelled; the refetch takes it off the list
      onError: (error) =>
        showSnackbar({
          mode: 'error',
          text: error instanceof ApiError && error.status === 404 ? t('admin.gone') : t('common:errors.generic'),
        }),
    });
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="dimmed">{t('admin.intro')}</Text>
      </div>
      <QueryBody
        query={query}
        loadingLabel={t('admin.loading')}
        failedHeader={t('admin.failed')}
        isEmpty={(data) => data.requests.length === 0}
        emptyText={t('admin.empty')}
      >
        {(data) => (
          <TableScroll minWidth={760}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.supplier')}</Table.Th>
                  <Table.Th>{t('admin.phone')}</Table.Th>
                  <Table.Th>{t('admin.when')}</Table.Th>
                  <Table.Th>{t('admin.topic')}</Table.Th>
                  <Table.Th>{t('admin.booked')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.requests.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>
                      {/* to the supplier in the search, where the admin can work as it */}
                      <Anchor component={Link} to={`/search?q=${encodeURIComponent(request.supplierId)}`} fw={600}>
                        {request.supplierName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{request.phone}</Table.Td>
                    <Table.Td>{`${formatCallDay(request.day, locale)}, ${t(`windowsInText.${request.window}`)}`}</Table.Td>
                    <Table.Td>
                      {t(`topics.${request.topic}`)}
                      {request.note && (
                        <Text size="xs" c="dimmed">
                          {request.note}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatInstant(request.createdAt, locale)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => done(request)}
                        loading={markDone.isPending && markDone.variables === request.id}
                        aria-label={t('admin.markDoneNamed', { supplier: request.supplierName })}
                      >
                        {t('admin.markDone')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </QueryBody>
    </Stack>
  );
}
