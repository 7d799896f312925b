import { Anchor, Box, Card, Group, List, RingProgress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazy, Suspense } from 'react';
import { featuresUnlockedAt, hasFeatureAccess, lockedBelow } from '../../../domain/feature-access.ts';
import { completionRoutes, profileCompletion } from '../../../domain/profile-completion.ts';
import { nextTier, tierColour } from '../../../domain/tiers.ts';
import { useVariant } from '../ab-testing/ab-testing.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { featureContextOf, supplierKindOf } from '../../../domain/viewer-features.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import { hasScreen } from '../shell/menu.ts';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { tierThemeColour } from '../shell/TierBadge.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { KeyFiguresCard } from './KeyFiguresCard.tsx';
import { ProfileScoreCard } from './ProfileScoreCard.tsx';
import { SearchPositionCard } from './SearchPositionCard.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { useFeatureName } from '../viewer/use-feature-name.ts';

// the last card of the dashboard, below the working ones: fetched once the dashboard shows (initial JavaScript budget)
const TalkToUsCard = lazy(async () => ({ default: (await import('../call-requests/TalkToUsCard.tsx')).TalkToUsCard }));

/**
 * /dashboard: the supplier's tier, what the next tier unlocks, the key figures, its place in search and how complete the
 * profile is.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { t: tTiers } = useTranslation('tiers');
  useDocumentTitle(t('title'));
  const viewer = useViewer().data;
  const supplier = viewer?.activeSupplier;
  if (!viewer || !supplier) return null;

  const features = featureContextOf(supplier, viewer.user.isPlatformAdmin);
  const open = hasFeatureAccess('dashboard', features);
  const position = (
    <SearchPositionCard
      supplierId={supplier.id}
      lockedBelow={lockedBelow('positionWidget', features)}
      allCountiesLockedBelow={lockedBelow('multiCountyPositionWidget', features)}
      optimisationLockedBelow={lockedBelow('searchOptimisation', features)}
    />
  );

  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('welcome', { name: viewer.user.firstName || viewer.user.email })}</Text>
      </Box>
      <TierCard supplier={supplier} />
      {open ? (
        <>
          <KeyFiguresCard
            supplierId={supplier.id}
            statisticsLockedBelow={lockedBelow('performanceDashboard', features)}
          />
          {position}
          <CompletionCard supplier={supplier} />
          <ProfileScoreCard supplierId={supplier.id} />
        </>
      ) : (
        <>
          <PersistentMessage
            theme="info"
            header={t('locked.header')}
            text={t('locked.text', { tier: tTiers('names.free') })}
          />
          {position}
        </>
      )}
      <Suspense fallback={null}>
        <TalkToUsCard />
      </Suspense>
    </Stack>
  );
}

function TierCard({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation('dashboard');
  const { t: tTiers } = useTranslation('tiers');
  const featureName = useFeatureName();
  const locale = useCurrentLocale();
  const next = nextTier(supplier.premium.tier);
  const nextTierButton = useVariant('nextTierButton');
  const unlocks = next ? featuresUnlockedAt(next, supplierKindOf(supplier)) : [];
  const colour = tierThemeColour[tierColour(supplier.premium.tier)];

  return (
    <Card withBorder padding="lg" style={{ borderLeft: `6px solid var(--mantine-color-${colour}-filled)` }}>
      <Group justify="space-between" align="flex-start">
        <Box>
          <Text size="sm" c="dimmed">
            {t('tier.label')}
          </Text>
          {/* gold text on white is too faint to read: the gold tiers show it in the border, their name dark */}
          <Title order={2} mt={4} c={colour === 'yellow' ? 'dark.7' : `${colour}.8`}>
            {tTiers(`names.${supplier.premium.tier}`)}
          </Title>
        </Box>
        <Text size="sm" c="dimmed">
          {t('tier.listedSince', { date: formatDate(supplier.admin.registrationDate, locale) })}
        </Text>
      </Group>
      <Box mt="md">
        {next === null ? (
          <Text>{t('tier.highest')}</Text>
        ) : (
          <>
            <Text fw={600}>{t('tier.nextUnlocks', { tier: tTiers(`names.${next}`) })}</Text>
            {unlocks.length > 0 ? (
              <List size="sm" mt="xs" spacing={4}>
                {unlocks.map((feature) => (
                  <List.Item key={feature}>{featureName(feature)}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed" mt="xs">
                {t('tier.nothingNamed')}
              </Text>
            )}
            <Box mt="sm">
              {/* an experiment on its wording (src/server/features/ab-testing/cms.json) */}
              <UpgradeLink tier={next}>
                {nextTierButton === 'seePlans' ? t('tier.seePlans', { tier: tTiers(`names.${next}`) }) : undefined}
              </UpgradeLink>
            </Box>
          </>
        )}
      </Box>
    </Card>
  );
}

function CompletionCard({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation('dashboard');
  const locale = useCurrentLocale();
  const { items, percent } = profileCompletion(supplier);
  const shown = formatNumber(percent / 100, locale, { style: 'percent' });

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3">
        {t('completion.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="lg">
        <Group>
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: percent, color: percent === 100 ? 'teal' : 'pink' }]}
            label={
              <Text ta="center" fw={700} size="lg">
                {shown}
              </Text>
            }
            aria-label={t('completion.percent', { percent: shown })}
          />
          <Text size="sm" c="dimmed" maw={220}>
            {percent === 100 ? t('completion.done') : t('completion.hint')}
          </Text>
        </Group>
        <List spacing="xs" center>
          {items.map(({ item, done }) => {
            const route = completionRoutes[item];
            const label = t(`completion.items.${item}`);
            return (
              <List.Item
                key={item}
                icon={
                  <ThemeIcon
                    size={20}
                    radius="xl"
                    color={done ? 'teal' : 'gray'}
                    variant={done ? 'filled' : 'light'}
                    aria-hidden
                  >
                    {done ? '✓' : '•'}
                  </ThemeIcon>
                }
              >
                <Text size="sm" span>
                  {!done && hasScreen(route) ? (
                    <Anchor component={Link} to={route}>
                      {label}
                    </Anchor>
                  ) : (
                    label
                  )}
                </Text>
                <Text size="xs" c="dimmed" span ml={6}>
                  {done ? t('completion.status.done') : t('completion.status.todo')}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </SimpleGrid>
    </Card>
  );
}
