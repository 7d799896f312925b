import { Alert, Box, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import type { RecommendationsResponse, Shortlist } from '../../../domain/recommendations-api.ts';
import { OrderedRows } from '../../ui/OrderedRows.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useRecommendations, type RecommendationCalls } from './recommendation-calls.ts';
import { SupplierSearch } from './SupplierSearch.tsx';

/** /recommendations: the suppliers this one recommends to its couples, and who recommends it. */
export function RecommendationsPage() {
  const { t } = useTranslation('recommendations');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  // a supplier switch starts again with that supplier's lists
  return <RecommendationsScreen key={active.supplier.id} supplierId={active.supplier.id} canEdit={active.canEdit} />;
}

function RecommendationsScreen({ supplierId, canEdit }: { supplierId: string; canEdit: boolean }) {
  const { t } = useTranslation('recommendations');
  const calls = useRecommendations(supplierId);
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      <QueryBody
        query={calls.query}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {(data) => (
          <Lists data={data} names={calls.names.data} calls={calls} supplierId={supplierId} canEdit={canEdit} />
        )}
      </QueryBody>
    </Stack>
  );
}

interface ListsProps {
  data: RecommendationsResponse;
  names: Shortlist | undefined;
  calls: RecommendationCalls;
  supplierId: string;
  canEdit: boolean;
}

function Lists({ data, names, calls, supplierId, canEdit }: ListsProps) {
  const { t } = useTranslation('recommendations');
  const locale = useCurrentLocale();
  const nameOf = new Map((names ?? []).map((item) => [item.id, item.name]));
  // a name not known yet (just added) waits for the names call, also while it shows the previous answer
  const namesPending =
    [...data.recommendations, ...data.recommendedBy].some((item) => !nameOf.has(item.supplierId)) &&
    calls.names.isFetching;
  // a supplier that left the marketplace since has no name: it is not shown
  const rows = data.recommendations.flatMap((item) =>
    nameOf.has(item.supplierId) ? [{ id: item.id, name: nameOf.get(item.supplierId)! }] : [],
  );
  const by = data.recommendedBy.flatMap((item) =>
    nameOf.has(item.supplierId) ? [{ ...item, name: nameOf.get(item.supplierId)! }] : [],
  );
  if (calls.names.isError) {
    return (
      <PersistentMessage
        theme="error"
        header={t('loadFailed')}
        text={t('common:loadFailedText')}
        buttons={[{ label: t('common:retry'), onClick: () => void calls.names.refetch() }]}
      />
    );
  }
  if (namesPending) {
    return (
      <Center py="xl" role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  return (
    <>
      <SectionCard id="recommendation-list" title={t('listHeading', { count: rows.length })}>
        {rows.length === 0 && <Text>{t(canEdit ? 'empty' : 'emptyReadOnly')}</Text>}
        <OrderedRows
          label={t('listLabel')}
          rows={rows}
          canEdit={canEdit}
          calls={calls}
          deletedText={t('removed')}
          removal={{
            label: t('remove.label'),
            labelNamed: (name) => t('remove.labelNamed', { name }),
            confirmTitle: t('remove.confirmTitle'),
            confirmText: (name) => t('remove.confirmText', { name }),
          }}
        >
          {(row) => <Text fw={600}>{row.name}</Text>}
        </OrderedRows>
        {canEdit &&
          (data.recommendations.length < data.max ? (
            <SupplierSearch supplierId={supplierId} calls={calls} />
          ) : (
            <Text size="sm">{t('errors.limit', { max: data.max })}</Text>
          ))}
      </SectionCard>
      <SectionCard id="recommended-by" title={t('recommendedBy.heading', { count: by.length })}>
        {by.length === 0 ? (
          <Text>{t('recommendedBy.none')}</Text>
        ) : (
          <List spacing={4}>
            {by.map((item) => (
              <List.Item key={item.supplierId}>
                {t('recommendedBy.item', { name: item.name, date: formatDate(item.createdAt, locale) })}
              </List.Item>
            ))}
          </List>
        )}
      </SectionCard>
    </>
  );
}
