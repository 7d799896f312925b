import { Checkbox, Popover, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadedPopupProps } from '../../ui/DeferredPopup.tsx';
import type { ColumnPickerProps } from './ColumnPicker.tsx';

/** ColumnPicker's popover of checkboxes, loaded once the enquiry manager has shown. */
export function ColumnPickerPopover({
  target,
  defaultOpened,
  available,
  shown,
  onToggle,
}: ColumnPickerProps & LoadedPopupProps) {
  const { t } = useTranslation('enquiries');
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus defaultOpened={defaultOpened}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('list.columnsHint')}>
          {available.map((column) => (
            <Checkbox
              key={column}
              label={t(`columns.${column}`)}
              checked={shown.has(column)}
              onChange={() => onToggle(column)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
