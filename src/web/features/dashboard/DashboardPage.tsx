import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingAt } from '../../../domain/dashboard/greeting.ts';
import { hasFeatureAccess, lockedBelow } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { featureContextOf } from '../../../domain/viewer-features.ts';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { useViewer } from '../viewer/use-viewer.ts';
import { AgendaCard } from './AgendaCard.tsx';
import { AwaitingReplyCard } from './AwaitingReplyCard.tsx';
import { InstallCard } from './InstallCard.tsx';
import { useDashboardHome } from './home-calls.ts';
import { KeyFiguresCard } from './KeyFiguresCard.tsx';
import { PlanStrip } from './PlanStrip.tsx';
import { ProfileStrengthCard } from './ProfileStrengthCard.tsx';
import { SearchPositionCard } from './SearchPositionCard.tsx';

// the last card of the dashboard, below the working ones: fetched once the dashboard shows (initial JavaScript budget)
const TalkToUsCard = lazy(async () => ({ default: (await import('../call-requests/TalkToUsCard.tsx')).TalkToUsCard }));

/**
 * /dashboard, the supplier's home (issue 34), in the order of what needs doing: the enquiries waiting for a first
 * reply, the key figures against last month, the next 30 days, the profile's strength with its next step, then the
 * plan as a slim strip, the place in search, "Talk to us" and last the once-only offer to install the app.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  const viewer = useViewer().data;
  const supplier = viewer?.activeSupplier;
  if (!viewer || !supplier) return null;

  const features = featureContextOf(supplier, viewer.user.isPlatformAdmin);
  const position = (
    <SearchPositionCard
      supplierId={supplier.id}
      lockedBelow={lockedBelow('positionWidget', features)}
      allCountiesLockedBelow={lockedBelow('multiCountyPositionWidget', features)}
      optimisationLockedBelow={lockedBelow('searchOptimisation', features)}
    />
  );

  return (
    <Stack gap="md">
      <Greeting firstName={viewer.user.firstName} />
      {hasFeatureAccess('dashboard', features) ? (
        <Home supplier={supplier} statisticsLockedBelow={lockedBelow('performanceDashboard', features)}>
          {position}
        </Home>
      ) : (
        <>
          <PersistentMessage
            theme="info"
            header={t('locked.header')}
            text={t('locked.text', { tier: t('tiers:names.free') })}
          />
          <PlanStrip supplier={supplier} />
          {position}
        </>
      )}
      <Suspense fallback={null}>
        <TalkToUsCard />
      </Suspense>
      {/* last: when the browser's install event arrives late, nothing the supplier is reading moves */}
      <InstallCard />
    </Stack>
  );
}

/** "Good morning, Anna" by the reader's clock; never the e-mail address: without a first name, "Good morning". */
function Greeting({ firstName }: { firstName: string }) {
  const { t } = useTranslation('dashboard');
  const [greeting] = useState(() => greetingAt(new Date().getHours()));
  const name = firstName.trim();
  return (
    <Title order={1} size="h2">
      {name ? t(`greeting.${greeting}Named`, { name }) : t(`greeting.${greeting}`)}
    </Title>
  );
}

function Home({
  supplier,
  statisticsLockedBelow,
  children,
}: {
  supplier: SupplierView;
  statisticsLockedBelow: Tier | null;
  children: ReactNode;
}) {
  const home = useDashboardHome(supplier.id);
  // how long enquiries have waited is read against the moment the answer came
  const now = home.dataUpdatedAt || Date.now();
  return (
    <>
      <AwaitingReplyCard home={home} now={now} />
      <KeyFiguresCard home={home} statisticsLockedBelow={statisticsLockedBelow} />
      <AgendaCard home={home} />
      <ProfileStrengthCard supplier={supplier} home={home} />
      <PlanStrip supplier={supplier} />
      {children}
    </>
  );
}
