import { Button, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useSwitchSupplier } from '../viewer/use-switch-supplier.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { SearchResults } from './SearchResults.tsx';
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
  const workAs = (supplierId: string, name: string, controls: boolean) =>
    switchSupplier.mutate(supplierId, {
      onSuccess: () => {
        showSnackbar({ mode: 'success', text: t('search.workingAs', { name }) });
        // navigate settles with the navigation; a failed screen shows its route's error element
        void navigate(controls ? '/admin-panel' : '/dashboard');
      },
      onError: () => showSnackbar({ mode: 'error', text: t('search.switchFailed') }),
    });

  const result = search.data;
  const pages = result ? Math.ceil(result.total / result.pageSize) : 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('search.title')}</Title>
        <Group gap="xs">
          <Button component={Link} to="/photo-approvals" variant="default">
            {t('photoQueue.open')}
          </Button>
          <Button component={Link} to="/review-removals" variant="default">
            {t('reviewRemovals.open')}
          </Button>
        </Group>
      </Group>
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

      {search.isError && (
        <PersistentMessage
          theme="error"
          header={t('search.errorHeader')}
          text={t('search.errorText')}
          buttons={[{ label: t('search.retry'), onClick: () => void search.refetch() }]}
        />
      )}

      {result && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('search.count', { count: result.total })}
          </Text>
          {result.items.length > 0 && (
            <SearchResults
              items={result.items}
              onWorkAs={(item, controls) => workAs(item.id, item.name, controls)}
              pendingId={switchSupplier.isPending ? (switchSupplier.variables ?? null) : null}
            />
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => setParams({ ...(q ? { q } : {}), page: String(p) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
