import { Table, Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EnquiryListItem } from '../../../domain/enquiries/inbox.ts';
import type { OptionalColumn } from './columns.ts';
import { CoupleName, PreferredLocations, StageBadge } from './EnquiryBits.tsx';
import { enquiryPath, type ListParams } from './list-params.ts';
import type { EnquiryGates } from './use-enquiry-gates.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

export interface EnquiryRowsProps {
  enquiries: EnquiryListItem[];
  params: ListParams;
  gates: EnquiryGates;
  /** The optional columns shown (columns.ts). */
  columns: ReadonlySet<OptionalColumn>;
}

type Column = OptionalColumn | 'progress';
const columnOrder: readonly Column[] = [
  'weddingDate',
  'guests',
  'budget',
  'locations',
  'received',
  'source',
  'progress',
  'owner',
  'notes',
];

interface ColumnView {
  cell: (enquiry: EnquiryListItem) => ReactNode;
  numeric?: boolean;
  nowrap?: boolean;
}

/** The list on tablets and desktops: one row per enquiry, unread rows bold. */
export function EnquiryTable({ enquiries, params, gates, columns }: EnquiryRowsProps) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const navigate = useNavigate();
  const linkOf = (enquiry: EnquiryListItem) => (gates.details.open ? enquiryPath(enquiry.id, params) : null);
  // a click anywhere on the row opens the enquiry; the name is the link keyboards and screen readers use
  const openRow = (to: string | null) => (event: MouseEvent) => {
    // navigate settles with the navigation; a failed screen shows its route's error element
    if (to && !(event.target as HTMLElement).closest('a')) void navigate(to);
  };

  const views: Record<Column, ColumnView> = {
    weddingDate: { cell: (e) => format.weddingDate(e) },
    guests: { cell: (e) => format.guests(e), numeric: true },
    // a range may break after its dash ("20.000 £ –" / "40.000+ £"; each amount keeps its no-break space)
    budget: { cell: (e) => format.budget(e) },
    locations: { cell: (e) => <PreferredLocations locations={e.preferredLocations ?? []} /> },
    received: { cell: (e) => format.day(e.createdAt), nowrap: true },
    source: { cell: (e) => e.source && t(`sources.${e.source}`) },
    progress: { cell: (e) => <StageBadge enquiry={e} wrap /> },
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
  const shown = columnOrder.filter((c) => c === 'progress' || columns.has(c));

  return (
    <TableScroll minWidth={shown.length > 6 ? 960 : 640}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('list.tableLabel')}>
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
                <Table.Td>
                  <CoupleName enquiry={enquiry} to={to} />
                </Table.Td>
                {shown.map((column) => (
                  <Table.Td
                    key={column}
                    ta={views[column].numeric ? 'right' : undefined}
                    style={views[column].nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {views[column].cell(enquiry)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
