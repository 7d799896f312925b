import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptionalColumn } from './columns.ts';

interface ColumnPickerProps {
  available: readonly OptionalColumn[];
  shown: ReadonlySet<OptionalColumn>;
  onToggle: (column: OptionalColumn) => void;
}

/** Which optional columns the table shows (tier lite: "table columns"). */
export function ColumnPicker({ available, shown, onToggle }: ColumnPickerProps) {
  const { t } = useTranslation('enquiries');
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="sm">
          {t('list.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('list.columnsHint')}>
          {available.map((column) => (
            <Checkbox key={column} label={t(`columns.${column}`)} checked={shown.has(column)} onChange={() => onToggle(column)} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
