import { lazy, Suspense } from 'react';
import { Box, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useElementSize, useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import { PayPerEnquiryHeader } from '../ppe/PayPerEnquiryHeader.tsx';
import { ColumnPicker } from './ColumnPicker.tsx';
import { availableColumns, columnsHiddenAtFirst, shownColumns, tableColumns, type OptionalColumn } from './columns.ts';
import { openCsvExport, useEnquiryList, useTeam } from './enquiry-calls.ts';
import { EnquiryCards } from './EnquiryCards.tsx';
import { EnquiryTable } from './EnquiryTable.tsx';
import { EmptyInbox } from './EmptyInbox.tsx';
import { useFittingColumns } from './use-fitting-columns.ts';
import { parseListParams, withListParams, type ListParams } from './list-params.ts';
import { OwnerFilter } from './OwnerFilter.tsx';
import { TierLock } from './TierLock.tsx';
import { useEnquiryGates, type EnquiryGates } from './use-enquiry-gates.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';
import { ViewPicker } from './ViewPicker.tsx';

// the owner's response figures are a line under the filter: fetched after the list has shown (initial JavaScript)
const ResponseTimeFigures = lazy(async () => ({
  default: (await import('../response-time/ResponseTimeFigures.tsx')).ResponseTimeFigures,
}));
// the enquiry widget's call to action comes after the list too
const WidgetPopup = lazy(async () => ({ default: (await import('./WidgetPopup.tsx')).WidgetPopup }));

/**
 * /enquiry-manager: the inbox (spec sections 3, 4 and 7). A purchase's ?payment= opens the payment popup
 * (PayPerEnquiryHeader).
 */
export function EnquiryManagerPage() {
  const { t } = useTranslation('enquiries');
  useDocumentTitle(t('list.title'));
  const gates = useEnquiryGates();
  return gates && <EnquiryManager gates={gates} />;
}

function EnquiryManager({ gates }: { gates: EnquiryGates }) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const parsed = parseListParams(search);
  // an owner filter in the address of a tier without owners would only be refused
  const params: ListParams = gates.owner.open ? parsed : { ...parsed, owner: 'all' };
  const supplierId = gates.supplier.id;
  const list = useEnquiryList(supplierId, params);
  const team = useTeam(supplierId, gates.owner.open);
  const go = (next: ListParams) => setSearch((current) => withListParams(current, next));
  const [hiddenColumns, setHiddenColumns] = useLocalStorage<string[]>({
    key: 'enquiries.hiddenColumns',
    defaultValue: [...columnsHiddenAtFirst],
  });
  const columnGates = {
    source: gates.source.open,
    owner: gates.owner.open,
    locations: gates.locations.open,
    choose: gates.columns.open,
  };
  const columns = shownColumns(hiddenColumns, columnGates);
  const toggleColumn = (column: OptionalColumn) =>
    setHiddenColumns((hidden) => (hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column]));

  // the table keeps the columns that fit its width, else the list shows cards (columns.ts)
  const { ref: listBox, width: listWidth } = useElementSize();
  const { tableRef, fitting } = useFittingColumns(tableColumns(columns), listWidth, list.data);
  const data = list.data;
  const shown = data?.enquiries ?? [];
  const first = params.page * (data?.pageSize ?? 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Box>
          <Title order={1}>{t('list.title')}</Title>
          {data && (
            <Text c="dimmed" size="sm">
              {t('list.total', { count: data.numStatuses.total, formatted: format.number(data.numStatuses.total) })}
            </Text>
          )}
        </Box>
        <Group gap="sm">
          <PayPerEnquiryHeader
            supplier={{
              id: supplierId,
              tier: gates.supplier.premium.tier,
              payPerEnquiry: gates.supplier.payPerEnquiry,
            }}
          />
          <Button
            variant="default"
            // nothing to export before the first enquiry
            disabled={!data || data.numStatuses.total === 0}
            onClick={() => openCsvExport(supplierId)}
          >
            {t('list.exportCsv')}
          </Button>
        </Group>
      </Group>

      <ViewPicker
        view={params.view}
        counts={data?.numStatuses}
        onChange={(view) => go({ ...params, view, page: 0 })}
        compact={phone}
      />
      <Group align="flex-start" justify="space-between" gap="md">
        <Stack gap="xs">
          <OwnerFilter
            gate={gates.owner}
            value={params.owner}
            team={team.data?.members ?? []}
            onChange={(owner) => go({ ...params, owner, page: 0 })}
          />
          <Suspense fallback={null}>
            <ResponseTimeFigures supplierId={supplierId} owner={params.owner} />
          </Suspense>
        </Stack>
        {phone ? null : gates.columns.open ? (
          <ColumnPicker available={availableColumns(columnGates)} shown={columns} onToggle={toggleColumn} />
        ) : (
          <TierLock gate={gates.columns} feature="tableColumns" />
        )}
      </Group>

      <Box ref={listBox}>
        <QueryBody
          query={list}
          loadingLabel={t('list.loading')}
          failedHeader={t('list.loadFailed')}
          // EmptyInbox says why it is empty and what to do, as a block QueryBody's text line cannot hold
          isEmpty={() => false}
          emptyText={null}
        >
          {({ enquiries, numStatuses }) =>
            enquiries.length === 0 ? (
              <EmptyInbox
                params={params}
                anyEnquiry={numStatuses.total > 0}
                onShowAll={() => go({ view: 'total', owner: 'all', page: 0 })}
              />
            ) : fitting && !phone ? (
              <EnquiryTable enquiries={enquiries} params={params} gates={gates} columns={fitting} tableRef={tableRef} />
            ) : (
              <EnquiryCards enquiries={enquiries} params={params} gates={gates} />
            )
          }
        </QueryBody>
      </Box>

      {data && data.totalPages > 1 && (
        <Group component="nav" aria-label={t('list.pages')} justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('list.range', {
              from: format.number(first + 1),
              to: format.number(first + shown.length),
              total: format.number(data.numStatuses.filtered),
            })}
          </Text>
          <Pagination
            total={data.totalPages}
            value={params.page + 1}
            onChange={(page) => go({ ...params, page: page - 1 })}
            size="sm"
            siblings={phone ? 0 : 1}
            getControlProps={(control) => ({ 'aria-label': t(`list.pageControls.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
          />
        </Group>
      )}
      {/* keyed: a switch to another supplier reads that supplier's record */}
      <Suspense fallback={null}>
        <WidgetPopup key={supplierId} supplierId={supplierId} />
      </Suspense>
    </Stack>
  );
}
