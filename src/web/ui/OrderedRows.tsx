import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from './snackbar.ts';
import { moved } from './ordered-rows.ts';
import type { RemovalWording } from './ConfirmDelete.tsx';
import { RowActions } from './RowActions.tsx';

/** The mutations an ordered list needs (pricing-calls' useOrderedList, recommendation-calls). */
interface ListCalls {
  reorder: { isPending: boolean; mutate: (ids: string[], options: { onError: () => void }) => void };
  remove: { mutate: (id: string, options: { onSuccess: () => void; onError: () => void }) => void };
}

interface OrderedRowsProps<Row extends { id: string; name: string }> {
  label: string;
  rows: readonly Row[];
  canEdit: boolean;
  calls: ListCalls;
  deletedText: string;
  onEdit?: (row: Row) => void;
  removal?: RemovalWording;
  children: (row: Row) => ReactNode;
}

/**
 * An ordered list of cards (packages, price schemes, recommendations); editors get move up/down, edit (when `onEdit` is
 * given) and delete on each.
 */
export function OrderedRows<Row extends { id: string; name: string }>(props: OrderedRowsProps<Row>) {
  const { t } = useTranslation();
  const { rows, calls } = props;
  const ids = rows.map((row) => row.id);
  const failed = () => showSnackbar({ mode: 'error', text: t('errors.generic') });
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={props.label}>
      {rows.map((row, index) => (
        <Paper key={row.id} withBorder p="md" radius="md" component="li">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
              {props.children(row)}
            </Stack>
            {props.canEdit && (
              <RowActions
                name={row.name}
                first={index === 0}
                last={index === rows.length - 1}
                busy={calls.reorder.isPending}
                onMove={(step) => calls.reorder.mutate(moved(ids, index, step), { onError: failed })}
                onEdit={props.onEdit && (() => props.onEdit!(row))}
                removal={props.removal}
                onDelete={() =>
                  calls.remove.mutate(row.id, {
                    onSuccess: () => showSnackbar({ mode: 'success', text: props.deletedText }),
                    onError: failed,
                  })
                }
              />
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
