import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatusView } from '../../../domain/enquiries/progress.ts';
import type { LoadedPopupProps } from '../../ui/DeferredPopup.tsx';
import { moreViews } from './view-tabs.ts';

interface MoreViewsMenuProps extends LoadedPopupProps {
  view: StatusView;
  label: (view: StatusView) => string;
  onChange: (view: StatusView) => void;
}

/** The views that are not tabs, each with its count (loaded by ViewPicker once the inbox has shown). */
export function MoreViewsMenu({ target, defaultOpened, view, label, onChange }: MoreViewsMenuProps) {
  const { t } = useTranslation('enquiries');
  return (
    // no focus placeholder: Mantine's is a focusable role="presentation" div, which axe counts as a child a menu may
    // not have (aria-required-children); focus goes to the menu itself and the arrow keys still move through the items
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened} withInitialFocusPlaceholder={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown aria-label={t('list.more')}>
        {moreViews.map((v) => (
          <Menu.Item
            key={v}
            onClick={() => onChange(v)}
            fw={v === view ? 700 : undefined}
            aria-current={v === view ? 'true' : undefined}
          >
            {label(v)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
