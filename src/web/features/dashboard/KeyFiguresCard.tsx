import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration, formatNumber } from '../../../domain/format.ts';
import type { Monoquery } from '../../../domain/statistics/monoquery-api.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { useUnreadEnquiries } from '../enquiries/enquiry-calls.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useStatistic } from '../statistics/statistics-calls.ts';
import { useProfileScore } from './profile-score-calls.ts';

/**
 * The dashboard's key figures (issue 14): new (unread) enquiries, the typical first reply and this month's
 * profile views so far; the views open with the performance dashboard's tier.
 */
export function KeyFiguresCard({
  supplierId,
  statisticsLockedBelow,
}: {
  supplierId: string;
  statisticsLockedBelow: Tier | null;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useCurrentLocale();
  const unread = useUnreadEnquiries(supplierId);
  const score = useProfileScore(supplierId);
  const series = useStatistic<Monoquery>(supplierId, 'monoquery', {}, statisticsLockedBelow === null);
  const responseTime = score.data?.responseTime;
  const responseMinutes = responseTime?.medianMinutes;
  const viewsThisMonth = series.data?.series.profileViews.at(-1);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="key-figures">
      <Title order={2} size="h3" id="key-figures">
        {t('figures.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md" spacing="lg">
        <Figure label={t('figures.newEnquiries')} value={unread === null ? '…' : formatNumber(unread, locale)}>
          <Anchor component={Link} to="/enquiry-manager?view=unread" size="sm">
            {t('figures.openEnquiries')}
          </Anchor>
        </Figure>
        <Figure
          label={t('figures.responseTime')}
          value={score.isPending ? '…' : responseMinutes == null ? '–' : formatDuration(responseMinutes, locale)}
        >
          {responseTime?.p90Minutes != null && (
            <Text size="sm" data-testid="dashboard-response-p90">
              {t('figures.responseTimeP90', {
                time: formatDuration(responseTime.p90Minutes, locale),
                count: responseTime.replied,
              })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {responseMinutes == null && !score.isPending ? t('figures.noReplies') : t('figures.responseTimeHint')}
          </Text>
        </Figure>
        {statisticsLockedBelow ? (
          <Figure label={t('figures.viewsThisMonth')} value="–">
            <Text size="sm" c="dimmed">
              {t('figures.viewsLocked', { tier: t(`tiers:names.${statisticsLockedBelow}`) })}{' '}
              <UpgradeLink tier={statisticsLockedBelow} feature="performanceDashboard" />
            </Text>
          </Figure>
        ) : (
          <Figure
            label={t('figures.viewsThisMonth')}
            value={viewsThisMonth === undefined ? '…' : formatNumber(viewsThisMonth, locale)}
          >
            <Anchor component={Link} to="/profile-performance" size="sm">
              {t('figures.openPerformance')}
            </Anchor>
          </Figure>
        )}
      </SimpleGrid>
    </Card>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {children}
    </Stack>
  );
}
