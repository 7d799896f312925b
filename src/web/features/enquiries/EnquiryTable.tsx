import { Table, Text } from '@mantine/core';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EnquiryListItem } from '../../../domain/enquiries/inbox.ts';
import type { TableColumn } from './columns.ts';
import { CoupleName, PreferredLocations, StageBadge } from './EnquiryBits.tsx';
import { enquiryPath, type ListParams } from './list-params.ts';
import type { EnquiryGates } from './use-enquiry-gates.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';

export interface EnquiryRowsProps {
  enquiries: EnquiryListItem[];
  params: ListParams;
  gates: EnquiryGates;
}

interface ColumnView {
  cell: (enquiry: EnquiryListItem) => ReactNode;
  numeric?: boolean;
}

/**
 * The list on tablets and desktops: one dense row per enquiry (every cell on one line), unread rows bold. `columns` are
 * those that fit the width (use-fitting-columns.ts), in the table's order.
 */
export function EnquiryTable({
  enquiries,
  params,
  gates,
  columns,
  tableRef,
}: EnquiryRowsProps & { columns: readonly TableColumn[]; tableRef: Ref<HTMLTableElement> }) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const navigate = useNavigate();
  const linkOf = (enquiry: EnquiryListItem) => (gates.details.open ? enquiryPath(enquiry.id, params) : null);
  // a click anywhere on the row opens the enquiry; the name is the link keyboards and screen readers use
  const openRow = (to: string | null) => (event: MouseEvent) => {
    // navigate settles with the navigation; a failed screen shows its route's error element
    if (to && !(event.target as HTMLElement).closest('a')) void navigate(to);
  };

  const views: Record<Exclude<TableColumn, 'couple'>, ColumnView> = {
    weddingDate: { cell: (e) => format.weddingDate(e) },
    guests: { cell: (e) => format.guests(e), numeric: true },
    budget: { cell: (e) => format.budget(e) },
    locations: { cell: (e) => <PreferredLocations locations={e.preferredLocations ?? []} /> },
    received: { cell: (e) => format.day(e.createdAt) },
    source: { cell: (e) => e.source && t(`sources.${e.source}`) },
    progress: { cell: (e) => <StageBadge enquiry={e} /> },
    owner: {
      cell: (e) =>
        e.owner?.name ?? (
          <Text span size="sm" c="dimmed">
            {t('ownerFilter.none')}
          </Text>
        ),
    },
    notes: { cell: (e) => format.number(e.notesCount), numeric: true },
  };
  const shown = columns.filter((c) => c !== 'couple');

  return (
    <Table
      ref={tableRef}
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing={8}
      aria-label={t('list.tableLabel')}
      // one line a row: the list is read by scanning down, and ten rows fit a laptop's screen
      style={{ whiteSpace: 'nowrap' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.couple')}</Table.Th>
          {shown.map((column) => (
            <Table.Th key={column} ta={views[column].numeric ? 'right' : undefined}>
              {t(`columns.${column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {enquiries.map((enquiry) => {
          const to = linkOf(enquiry);
          return (
            <Table.Tr
              key={enquiry.id}
              fw={enquiry.enquiryRead ? undefined : 700}
              onClick={openRow(to)}
              style={to ? { cursor: 'pointer' } : undefined}
              data-enquiry-id={enquiry.id}
            >
              {/* a locked couple's explanation wraps within the couple's width */}
              <Table.Td style={enquiry.locked ? { whiteSpace: 'normal', minWidth: 200 } : undefined}>
                <CoupleName enquiry={enquiry} to={to} />
              </Table.Td>
              {shown.map((column) => (
                <Table.Td key={column} ta={views[column].numeric ? 'right' : undefined}>
                  {views[column].cell(enquiry)}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
