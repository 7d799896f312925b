import { Box, Group, Menu, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';
import type { LoadedPopupProps } from '../../ui/DeferredPopup.tsx';
import { TierBadge } from './TierBadge.tsx';
import { useChooseSupplier } from './use-choose-supplier.ts';

export interface SupplierMenuItemsProps {
  viewer: Viewer;
}

/** Past this many suppliers the menu has a search field, as the drawer's select does. */
const searchableFrom = 9;

/** The header's supplier menu (loaded by SupplierMenu): each supplier with its tier, the active one ticked. */
export function SupplierMenuItems({ viewer, target, defaultOpened }: SupplierMenuItemsProps & LoadedPopupProps) {
  const { t } = useTranslation('shell');
  const { choose, pending } = useChooseSupplier(viewer);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const shown = viewer.suppliers.filter((s) => s.name.toLocaleLowerCase().includes(needle));
  return (
    <Menu
      position="bottom-end"
      width={320}
      withinPortal
      defaultOpened={defaultOpened}
      onClose={() => setSearch('')}
      // the invisible focus placeholder Mantine puts in a menu is a child no menu may have (axe aria-required-children)
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('switcher.label')}</Menu.Label>
        {viewer.suppliers.length >= searchableFrom && (
          <TextInput
            size="xs"
            mx={4}
            mb={4}
            aria-label={t('switcher.search')}
            placeholder={t('switcher.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        )}
        {/* a long list scrolls within the menu, never sideways: names are cut there, whole in the item's title */}
        <Box mah="min(60vh, 420px)" style={{ overflowY: 'auto' }}>
          {shown.map((supplier) => {
            const active = supplier.id === viewer.activeSupplier?.id;
            return (
              <Menu.Item
                key={supplier.id}
                disabled={pending}
                onClick={() => choose(supplier.id)}
                title={supplier.name}
                styles={{ itemLabel: { minWidth: 0 } }}
                leftSection={
                  <Text span w={14} display="inline-block" aria-hidden c="teal.9" fw={700}>
                    {active ? '✓' : ''}
                  </Text>
                }
              >
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" fw={active ? 600 : 400} truncate miw={0}>
                    {supplier.name}
                    {/* Mantine's items are menuitems whatever role they are given: the active one says so in words */}
                    {active && <VisuallyHidden> {t('switcher.current')}</VisuallyHidden>}
                  </Text>
                  <TierBadge tier={supplier.tier} size="xs" />
                </Group>
              </Menu.Item>
            );
          })}
        </Box>
      </Menu.Dropdown>
    </Menu>
  );
}
