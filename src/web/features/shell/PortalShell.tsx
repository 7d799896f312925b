import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { mainContentProps, SkipLink } from '../../app/SkipLink.tsx';
import { useDevice } from '../../ui/use-device.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { featureContextOf, showsTierInTopBar } from '../../../domain/viewer-features.ts';
import { useIdentify } from '../analytics/use-identify.ts';
import { useUnreadEnquiries } from '../enquiries/enquiry-calls.ts';
import { useUnreadChat } from '../team-chat/chat-unread.ts';
import { isLegacyBrowser, menuEntries, visibleMenu } from './menu.ts';
import { hidesSideMenu } from '../../../domain/portal-routes.ts';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { PortalFooter } from './PortalFooter.tsx';
import { drawerClassName, SideMenu } from './SideMenu.tsx';
import { EndOfTrialPopup } from './EndOfTrialPopup.tsx';
import { VenueProEndPopup } from './VenueProEndPopup.tsx';
import { TierBadge } from './TierBadge.tsx';
import { ChangelogNotice } from './ChangelogNotice.tsx';
import { HelpButton } from './HelpButton.tsx';

/**
 * The signed-in frame: header, side menu (a burger menu on a phone, also turned to landscape: breakpoints.ts), the
 * page and the footer of the supplier's country.
 */
export function PortalShell({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const { key: locationKey, pathname } = useLocation();
  const navigate = useNavigate();
  const device = useDevice();
  const [adminPanel, setAdminPanel] = useLocalStorage({ key: 'portal.adminPanel', defaultValue: true });
  const [adminNoticeClosed, setAdminNoticeClosed] = useState(false);
  const { user, activeSupplier } = viewer;

  // any navigation, also to the page already shown, closes the phone menu
  useEffect(close, [locationKey, close]);

  useIdentify(activeSupplier?.id);

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
  // pages that want the whole width have no side menu, but a way back (the page before, or the portal's start)
  const withoutMenu = hidesSideMenu(pathname);
  const goBack = () => void (locationKey === 'default' ? navigate('/') : navigate(-1));
  // a closed phone menu is off screen: keep it out of the tab order and the accessibility tree too
  const phoneMenu = device === 'mobile' && !withoutMenu;
  const menuHidden = phoneMenu && !menuOpened;

  return (
    <AppShell
      header={{ height: 56 }}
      // the device rule, not Mantine's CSS width query, chooses the layout: a phone's drawer at any width (a phone
      // turned to landscape keeps it), the side menu at any width otherwise
      navbar={
        withoutMenu
          ? undefined
          : { width: 280, breakpoint: phoneMenu ? Number.MAX_SAFE_INTEGER : 0, collapsed: { mobile: !menuOpened } }
      }
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {phoneMenu && (
              <Burger
                opened={menuOpened}
                onClick={toggle}
                size="sm"
                aria-label={t(menuOpened ? 'menu.close' : 'menu.open')}
              />
            )}
            {/* on a phone with a long tier name the app's name gives way, not Help; on a phone's page without the
                menu it gives way to the way back */}
            {!(withoutMenu && device === 'mobile') && (
              <Text fw={700} truncate>
                {tCommon('appName')}
              </Text>
            )}
            {withoutMenu && (
              <Button variant="subtle" size="compact-sm" leftSection={<span aria-hidden>←</span>} onClick={goBack}>
                {t('menu.back')}
              </Button>
            )}
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

      {!withoutMenu && (
        <AppShell.Navbar aria-label={t('menu.label')} inert={menuHidden} className={drawerClassName} mod={{ device }}>
          <SideMenu viewer={viewer} sections={sections} adminPanel={adminPanel} onAdminPanelChange={setAdminPanel} />
        </AppShell.Navbar>
      )}

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
