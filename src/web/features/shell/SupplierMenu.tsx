import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';
import { DeferredPopup } from '../../ui/DeferredPopup.tsx';
import type { SupplierMenuItemsProps } from './SupplierMenuItems.tsx';

const loadSupplierMenuItems = async () => (await import('./SupplierMenuItems.tsx')).SupplierMenuItems;

function ChevronIcon() {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's business: its name as a compact menu button for users of several suppliers, whose menu switches
 * supplier (SupplierMenuItems, loaded after the first paint like every header popup); the name alone for the others.
 * From 768 px only: a phone's header has no room for a name, its drawer offers the choice (SideMenu).
 */
export function SupplierMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('shell');
  const { activeSupplier, suppliers } = viewer;
  if (!activeSupplier) return null;
  if (suppliers.length < 2)
    return (
      <Text size="sm" truncate>
        {activeSupplier.name}
      </Text>
    );
  return (
    <DeferredPopup<SupplierMenuItemsProps>
      kind="menu"
      load={loadSupplierMenuItems}
      popupProps={{ viewer }}
      target={
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={<ChevronIcon />}
          // the visible name starts the accessible one (WCAG 2.5.3), which says what the button does
          aria-label={t('switcher.button', { name: activeSupplier.name })}
          miw={0}
          // a long name gives way before the brand does: at 768 px the brand, the tier, the bell and Help still fit
          maw="min(360px, 30vw)"
          styles={{ label: { minWidth: 0 } }}
        >
          <Text span size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {activeSupplier.name}
          </Text>
        </Button>
      }
    />
  );
}
