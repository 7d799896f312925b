import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useLocalStorage, useViewportSize } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { deviceForWidth, resizeDebounceMs } from '../../../domain/breakpoints.ts';
import { mainContentProps, SkipLink } from '../../app/SkipLink.tsx';
import type { Viewer } from '../../../domain/viewer.ts';
import { featureContextOf, showsTierInTopBar } from '../../../domain/viewer-features.ts';
import { useIdentify } from '../analytics/use-identify.ts';
import { useUnreadEnquiries } from '../enquiries/enquiry-calls.ts';
import { useUnreadChat } from '../team-chat/chat-unread.ts';
import { isLegacyBrowser, menuEntries, visibleMenu } from './menu.ts';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { PortalFooter } from './PortalFooter.tsx';
import { drawerClassName, SideMenu } from './SideMenu.tsx';
import { EndOfTrialPopup } from './EndOfTrialPopup.tsx';
import { VenueProEndPopup } from './VenueProEndPopup.tsx';
import { TierBadge } from './TierBadge.tsx';
import { ChangelogNotice } from './ChangelogNotice.tsx';
import { HelpButton } from './HelpButton.tsx';

/**
 * The signed-in frame: header, side menu (a burger menu under 641 px, spec breakpoints), the page and
 * the footer of the supplier's country.
 */
export function PortalShell({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const { key: locationKey } = useLocation();
  const navigate = useNavigate();
  // the menu follows the window's width once a resize has settled (spec: resize debounced by 500 ms), not at
  // every pixel of a drag
  const [width] = useDebouncedValue(useViewportSize().width, resizeDebounceMs);
  const [adminPanel, setAdminPanel] = useLocalStorage({ key: 'portal.adminPanel', defaultValue: true });
  const [adminNoticeClosed, setAdminNoticeClosed] = useState(false);
  const { user, activeSupplier } = viewer;

  // any navigation, also to the page already shown, closes the phone menu
  useEffect(close, [locationKey, close]);

  useIdentify(activeSupplier?.id);

  const device = deviceForWidth(width || window.innerWidth);
  const unreadEnquiries = useUnreadEnquiries(activeSupplier?.id);
  const unreadChat = useUnreadChat(activeSupplier, user.isPlatformAdmin);
  const sections = visibleMenu(menuEntries, {
    supplier: activeSupplier,
    isPlatformAdmin: user.isPlatformAdmin,
    adminPanel,
    device,
    legacyBrowser: isLegacyBrowser(navigator.userAgent),
    today: new Date().toISOString().slice(0, 10),
    counts: { unreadEnquiries, unreadChat },
  });
  // a closed phone menu is off screen: keep it out of the tab order and the accessibility tree too
  const menuHidden = device === 'mobile' && !menuOpened;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={menuOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(menuOpened ? 'menu.close' : 'menu.open')}
            />
            {/* on a phone with a long tier name the app's name gives way, not Help */}
            <Text fw={700} truncate>
              {tCommon('appName')}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" miw={0}>
            {activeSupplier && (
              <>
                <Text size="sm" truncate visibleFrom="xs">
                  {activeSupplier.name}
                </Text>
                {showsTierInTopBar(featureContextOf(activeSupplier, user.isPlatformAdmin)) && (
                  <TierBadge tier={activeSupplier.premium.tier} />
                )}
              </>
            )}
            <HelpButton
              country={activeSupplier?.address.country ?? user.l10n.country}
              supplierId={activeSupplier?.id ?? null}
            />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label={t('menu.label')} inert={menuHidden} className={drawerClassName}>
        <SideMenu viewer={viewer} sections={sections} adminPanel={adminPanel} onAdminPanelChange={setAdminPanel} />
      </AppShell.Navbar>

      <AppShell.Main {...mainContentProps}>
        {user.isPlatformAdmin && activeSupplier && !adminNoticeClosed && (
          <PersistentMessage
            theme="warning"
            header={t('admin.workingAsHeader', { name: activeSupplier.name })}
            text={t('admin.workingAsText')}
            // navigate's promise only says when the route has loaded; the router shows its own errors
            buttons={[{ label: t('admin.findAnother'), onClick: () => void navigate('/search') }]}
            onClose={() => setAdminNoticeClosed(true)}
          />
        )}
        {activeSupplier && <ChangelogNotice supplier={activeSupplier} />}
        {children}
        <EndOfTrialPopup viewer={viewer} />
        <VenueProEndPopup viewer={viewer} />
        <PortalFooter country={activeSupplier?.address.country ?? user.l10n.country} />
      </AppShell.Main>
    </AppShell>
  );
}
