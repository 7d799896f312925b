import { AppShell, Badge, Box, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { upgradePath } from '../../../domain/billing-paths.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { DeferredSwitch } from '../../ui/DeferredSwitch.tsx';
import { DeferredTooltip } from '../../ui/DeferredTooltip.tsx';
import { LockIcon } from './LockIcon.tsx';
import classes from './side-menu.module.css';
import type { VisibleEntry, VisibleSection } from './menu.ts';
import { SupplierSwitcher } from './SupplierSwitcher.tsx';
import { TierBadge } from './TierBadge.tsx';
import { UserMenu } from './UserMenu.tsx';

interface SideMenuProps {
  viewer: Viewer;
  sections: VisibleSection[];
  adminPanel: boolean;
  onAdminPanelChange: (on: boolean) => void;
  /** The choice among several suppliers, where the header has none (a phone's drawer). */
  withSupplierChoice: boolean;
}

/**
 * Spec section 2 "Side menu": the supplier, the sections, the admin panel toggle and the user menu. The
 * entries scroll (the browser's own scroll bar) when they do not fit, and their padding scrolls with
 * them, so the last entry ("Preview") can always be brought fully into view. On phones the
 * drawer scrolls as one instead (`drawerClassName` on the navbar, side-menu.module.css).
 */
/** For the AppShell.Navbar around the side menu. */
export const drawerClassName = classes.drawer;

export function SideMenu({ viewer, sections, adminPanel, onAdminPanelChange, withSupplierChoice }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const { activeSupplier, suppliers, user } = viewer;
  return (
    <>
      <AppShell.Section grow className={classes.entries}>
        <Stack gap="md" p="md">
          {activeSupplier && withSupplierChoice && suppliers.length > 1 ? (
            <SupplierSwitcher viewer={viewer} />
          ) : (
            activeSupplier && (
              <Box>
                <Text fw={600} size="sm" truncate>
                  {activeSupplier.name}
                </Text>
                <TierBadge tier={activeSupplier.premium.tier} size="sm" mt={4} />
              </Box>
            )
          )}
          {sections.map(({ section, entries }) => (
            <Box key={section}>
              {section !== 'dashboard' && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {t(`menu.sections.${section}`)}
                </Text>
              )}
              {entries.map((visible) => (
                <MenuLink key={visible.entry.key} visible={visible} />
              ))}
            </Box>
          ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Stack gap="md">
          {user.isPlatformAdmin && (
            <DeferredSwitch
              label={t('admin.panelToggle')}
              checked={adminPanel}
              onChange={(event) => onAdminPanelChange(event.currentTarget.checked)}
            />
          )}
          <UserMenu viewer={viewer} />
        </Stack>
      </AppShell.Section>
    </>
  );
}

function MenuLink({ visible: { entry, lockedBelow, count, isNew } }: { visible: VisibleEntry }) {
  const { t } = useTranslation('shell');
  const { t: tTiers } = useTranslation('tiers');
  const { pathname } = useLocation();
  const badges = (
    <Group gap={4} wrap="nowrap">
      {isNew && (
        // pink.9: white text on it keeps 4.5:1 contrast at this size
        <Badge size="xs" color="pink.9">
          {t('menu.new')}
        </Badge>
      )}
      {count !== null && count > 0 && (
        <Badge size="xs" variant="light" color="gray" circle={count < 10}>
          {count}
        </Badge>
      )}
    </Group>
  );
  const link = (
    <NavLink
      component={Link}
      to={entry.route}
      label={t(`menu.entries.${entry.key}`)}
      rightSection={badges}
      active={pathname === entry.route || pathname.startsWith(`${entry.route}/`)}
      aria-description={lockedBelow ? t('menu.lockedUntil', { tier: tTiers(`names.${lockedBelow}`) }) : undefined}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  if (!lockedBelow) return link;
  const tier = tTiers(`names.${lockedBelow}`);
  // the padlock is the way to the plan that opens the screen: a link of its own beside the entry's (never inside it)
  return (
    <Group gap={0} wrap="nowrap">
      {link}
      <DeferredTooltip label={t('menu.lockedUntil', { tier })}>
        {/* the padding makes a 24 px target around the small badge (WCAG 2.5.8) */}
        <UnstyledButton
          component={Link}
          to={upgradePath(lockedBelow, entry.feature)}
          aria-label={t('menu.upgradeTo', { tier })}
          p={4}
          mr={8}
          style={{ borderRadius: 6, flexShrink: 0 }}
        >
          <Badge
            size="xs"
            variant="outline"
            color="gray"
            leftSection={<LockIcon size={10} />}
            style={{ cursor: 'pointer', display: 'flex' }}
          >
            {tier}
          </Badge>
        </UnstyledButton>
      </DeferredTooltip>
    </Group>
  );
}
