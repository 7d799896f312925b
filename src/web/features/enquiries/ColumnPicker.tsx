import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredPopup } from '../../ui/DeferredPopup.tsx';
import type { OptionalColumn } from './columns.ts';

export interface ColumnPickerProps {
  available: readonly OptionalColumn[];
  shown: ReadonlySet<OptionalColumn>;
  onToggle: (column: OptionalColumn) => void;
}

const loadPopover = async () => (await import('./ColumnPickerPopover.tsx')).ColumnPickerPopover;

/** Which optional columns the table shows (tier lite: "table columns"); the checkboxes are in ColumnPickerPopover. */
export function ColumnPicker(props: ColumnPickerProps) {
  const { t } = useTranslation('enquiries');
  return (
    <DeferredPopup
      kind="dialog"
      load={loadPopover}
      popupProps={props}
      target={
        <Button variant="default" size="sm">
          {t('list.columns')}
        </Button>
      }
    />
  );
}
