import { AppShell, Burger, Button, Group } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { mainContentProps, SkipLink } from '../../app/SkipLink.tsx';
import { useDevice } from '../../ui/use-device.ts';
import { useFrame } from '../../ui/use-frame.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { featureContextOf, showsTierInTopBar } from '../../../domain/viewer-features.ts';
import { showsChangelog } from '../../../domain/help/changelog.ts';
import { useIdentify } from '../analytics/use-identify.ts';
import { useUnreadEnquiries } from '../enquiries/enquiry-calls.ts';
import { useLiveInbox } from '../enquiries/use-live-inbox.ts';
import { useUnreadChat } from '../team-chat/chat-unread.ts';
import { isLegacyBrowser, menuEntries, visibleMenu } from './menu.ts';
import { hidesSideMenu, showsAppFooter } from '../../../domain/portal-routes.ts';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { appBadgeCount, useAppBadge } from '../../pwa/app-badge.ts';
import { AppFooter } from './AppFooter.tsx';
import { BrandMark } from './BrandMark.tsx';
import { drawerClassName, SideMenu } from './SideMenu.tsx';
import { EndOfTrialPopup } from './EndOfTrialPopup.tsx';
import { VenueProEndPopup } from './VenueProEndPopup.tsx';
import { TierBadge } from './TierBadge.tsx';
import { HelpButton } from './HelpButton.tsx';
import { SupplierMenu } from './SupplierMenu.tsx';

// "What's new" is for GB venues only (spec): the others never fetch the bell's code
const ChangelogBell = lazy(async () => ({ default: (await import('./ChangelogBell.tsx')).ChangelogBell }));

/**
 * The signed-in frame: header, side menu, the page and the app's footer line. The window's width lays it out
 * (breakpoints.ts frameForWidth): below 1200 px the menu is a drawer behind the burger, so the page gets the whole
 * width; a phone's header shows the brand's mark alone, and its drawer the supplier choice the header has from 768 px
 * (SupplierMenu). The device class still decides what the menu lists.
 */
export function PortalShell({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const { key: locationKey, pathname } = useLocation();
  const navigate = useNavigate();
  const device = useDevice();
  const frame = useFrame();
  const [adminPanel, setAdminPanel] = useLocalStorage({ key: 'portal.adminPanel', defaultValue: true });
  const [adminNoticeClosed, setAdminNoticeClosed] = useState(false);
  const { user, activeSupplier } = viewer;

  // any navigation, also to the page already shown, closes the phone menu
  useEffect(close, [locationKey, close]);

  useIdentify(activeSupplier?.id);

  useLiveInbox(activeSupplier?.id);
  const unreadEnquiries = useUnreadEnquiries(activeSupplier?.id);
  const unreadChat = useUnreadChat(activeSupplier, user.isPlatformAdmin);
  // the installed app's icon shows what the menu's badges show
  useAppBadge(appBadgeCount(unreadEnquiries, unreadChat));
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
  // a closed drawer is off screen: keep it out of the tab order and the accessibility tree too
  const drawerMenu = frame !== 'full' && !withoutMenu;
  const menuHidden = drawerMenu && !menuOpened;
  const country = activeSupplier?.address.country ?? user.l10n.country;

  return (
    <AppShell
      header={{ height: 56 }}
      // the frame's width rule (lg = frameWidths.fullMin): a drawer below, the side menu beside the page from it
      navbar={withoutMenu ? undefined : { width: 280, breakpoint: 'lg', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {drawerMenu && (
              <Burger
                opened={menuOpened}
                onClick={toggle}
                size="sm"
                aria-label={t(menuOpened ? 'menu.close' : 'menu.open')}
              />
            )}
            {/* on a phone the mark alone, so the tier, the bell and Help fit; on a phone's page without the menu
                the mark gives way to the way back */}
            {!(withoutMenu && frame === 'phone') && <BrandMark withName={frame !== 'phone'} />}
            {withoutMenu && (
              <Button variant="subtle" size="compact-sm" leftSection={<span aria-hidden>←</span>} onClick={goBack}>
                {t('menu.back')}
              </Button>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap" miw={0}>
            {activeSupplier && (
              <>
                {frame !== 'phone' && <SupplierMenu viewer={viewer} />}
                {showsTierInTopBar(featureContextOf(activeSupplier, user.isPlatformAdmin)) && (
                  <TierBadge tier={activeSupplier.premium.tier} />
                )}
              </>
            )}
            {activeSupplier &&
              showsChangelog({ category: activeSupplier.category, country: activeSupplier.address.country }) && (
                <Suspense fallback={null}>
                  <ChangelogBell />
                </Suspense>
              )}
            <HelpButton country={country} supplierId={activeSupplier?.id ?? null} />
          </Group>
        </Group>
      </AppShell.Header>

      {!withoutMenu && (
        <AppShell.Navbar aria-label={t('menu.label')} inert={menuHidden} className={drawerClassName} mod={{ frame }}>
          <SideMenu
            viewer={viewer}
            sections={sections}
            adminPanel={adminPanel}
            onAdminPanelChange={setAdminPanel}
            // the header offers the supplier choice from 768 px; a phone's header has no room, its drawer does
            withSupplierChoice={frame === 'phone'}
          />
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
        {children}
        <EndOfTrialPopup viewer={viewer} />
        <VenueProEndPopup viewer={viewer} />
        {showsAppFooter(pathname) && <AppFooter country={country} />}
      </AppShell.Main>
    </AppShell>
  );
}
