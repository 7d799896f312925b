import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnquiryList } from '../../../domain/enquiries/inbox.ts';
import { isStatusView, statusViews, type StatusView } from '../../../domain/enquiries/progress.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';

interface ViewPickerProps {
  view: StatusView;
  counts: EnquiryList['numStatuses'] | undefined;
  onChange: (view: StatusView) => void;
  /** Phones get one select instead of the row of chips. */
  compact: boolean;
}

/** The status views with their counts (numStatuses), one chosen. */
export function ViewPicker({ view, counts, onChange, compact }: ViewPickerProps) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const label = (v: StatusView) =>
    counts ? t('list.viewWithCount', { view: t(`views.${v}`), count: format.number(counts[v]) }) : t(`views.${v}`);

  if (compact) {
    return (
      <DeferredSelect
        label={t('list.view')}
        data={statusViews.map((v) => ({ value: v, label: label(v) }))}
        value={view}
        onChange={(value) => isStatusView(value) && onChange(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  return (
    <Chip.Group multiple={false} value={view} onChange={(value) => isStatusView(value) && onChange(value)}>
      <Group gap={6} role="radiogroup" aria-label={t('list.view')}>
        {statusViews.map((v) => (
          <Chip key={v} value={v} size="sm" variant="outline" name="enquiry-view">
            {label(v)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
