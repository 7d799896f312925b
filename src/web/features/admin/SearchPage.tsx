import { Badge, Button, Group, Pagination, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PersistentMessage } from '../shell/PersistentMessage.tsx';
import { showSnackbar } from '../shell/snackbar.ts';
import { TierBadge } from '../shell/TierBadge.tsx';
import { useSwitchSupplier } from '../viewer/use-switch-supplier.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { useSupplierSearch } from './use-supplier-search.ts';

/** /search: platform admins find any supplier by name, id or a user's e-mail and work as it. */
export function SearchPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('search.title'));
  const isPlatformAdmin = useViewer().data?.user.isPlatformAdmin === true;
  if (!isPlatformAdmin) return <Navigate to="/" replace />;
  return <SupplierSearch />;
}

function SupplierSearch() {
  const { t } = useTranslation('admin');
  const { t: tCategories } = useTranslation('categories');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const search = useSupplierSearch(q, page);
  const switchSupplier = useSwitchSupplier();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const workAs = (supplierId: string, name: string) =>
    switchSupplier.mutate(supplierId, {
      onSuccess: () => {
        showSnackbar({ mode: 'success', text: t('search.workingAs', { name }) });
        void navigate('/dashboard');
      },
      onError: () => showSnackbar({ mode: 'error', text: t('search.switchFailed') }),
    });

  const result = search.data;
  const pages = result ? Math.ceil(result.total / result.pageSize) : 0;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('search.title')}</Title>
      <form onSubmit={submit} role="search">
        <Group align="flex-end">
          <TextInput
            label={t('search.label')}
            description={t('search.description')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={search.isFetching}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>

      {search.isError && <PersistentMessage theme="error" header={t('search.errorHeader')} text={t('search.errorText')} buttons={[{ label: t('search.retry'), onClick: () => void search.refetch() }]} />}

      {result && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('search.count', { count: result.total })}
          </Text>
          {result.items.length > 0 && (
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('search.columns.name')}</Table.Th>
                    <Table.Th>{t('search.columns.tier')}</Table.Th>
                    <Table.Th>{t('search.columns.place')}</Table.Th>
                    <Table.Th>{t('search.columns.users')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('search.columns.action')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {item.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {tCategories(item.category, { defaultValue: item.category })} · {item.publicId}
                        </Text>
                        {item.deleted && (
                          <Badge size="xs" color="red" variant="light">
                            {t('search.deleted')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <TierBadge tier={item.tier} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{[item.city, item.country].filter(Boolean).join(', ')}</Text>
                      </Table.Td>
                      <Table.Td>
                        {item.userEmails.map((email) => (
                          <Text key={email} size="xs">
                            {email}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => workAs(item.id, item.name)}
                          loading={switchSupplier.isPending && switchSupplier.variables === item.id}
                          aria-label={t('search.workAsNamed', { name: item.name })}
                        >
                          {t('search.workAs')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => setParams({ ...(q ? { q } : {}), page: String(p) })} />}
        </>
      )}
    </Stack>
  );
}
