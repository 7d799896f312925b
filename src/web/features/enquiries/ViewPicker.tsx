import { Badge, Button, Group, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnquiryList } from '../../../domain/enquiries/inbox.ts';
import { isStatusView, statusViews, type StatusView } from '../../../domain/enquiries/progress.ts';
import { DeferredPopup } from '../../ui/DeferredPopup.tsx';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';
import { moreViews, tabViews } from './view-tabs.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';

const loadMoreViewsMenu = async () => (await import('./MoreViewsMenu.tsx')).MoreViewsMenu;

interface ViewPickerProps {
  view: StatusView;
  counts: EnquiryList['numStatuses'] | undefined;
  onChange: (view: StatusView) => void;
  /** Phones get one select of every view instead of the tabs. */
  compact: boolean;
}

/**
 * The status views with their counts (numStatuses), one chosen: the four a supplier works in as tabs, the spec's other
 * nine in a "More" menu, which names the view when one of them is chosen.
 */
export function ViewPicker({ view, counts, onChange, compact }: ViewPickerProps) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const count = (v: StatusView) => (counts ? format.number(counts[v]) : null);
  const label = (v: StatusView) => {
    const n = count(v);
    return n === null ? t(`views.${v}`) : t('list.viewWithCount', { view: t(`views.${v}`), count: n });
  };

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
  const inMore = moreViews.includes(view);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Tabs
        value={inMore ? null : view}
        onChange={(value) => isStatusView(value) && onChange(value)}
        // the tabs wrap on a narrow screen, the "More" button keeps its width
        style={{ flex: '0 1 auto', minWidth: 0 }}
      >
        <Tabs.List aria-label={t('list.view')}>
          {tabViews.map((v) => (
            <Tabs.Tab
              key={v}
              value={v}
              rightSection={
                count(v) !== null && (
                  <Badge size="sm" variant={v === view ? 'filled' : 'light'} color="gray" aria-hidden>
                    {count(v)}
                  </Badge>
                )
              }
              // the count is read with the name ("Unread (3)"), the badge only shows it
              aria-label={label(v)}
            >
              {t(`views.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DeferredPopup
        kind="menu"
        load={loadMoreViewsMenu}
        popupProps={{ view, label, onChange }}
        target={
          <Button
            variant={inMore ? 'light' : 'subtle'}
            size="compact-sm"
            mb={4}
            style={{ flex: 'none' }}
            rightSection="▾"
            aria-label={inMore ? t('list.moreChosen', { view: label(view) }) : t('list.more')}
          >
            {inMore ? label(view) : t('list.more')}
          </Button>
        }
      />
    </Group>
  );
}
