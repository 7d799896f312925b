import { Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardHome } from '../../../domain/dashboard/home-api.ts';
import { formatDuration, formatNumber } from '../../../domain/format.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { PeriodChangeText } from '../statistics/PeriodChangeText.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';

type Pair = { current: number | null; previous: number | null };

/**
 * The key figures (issue 34): enquiries, profile views and the typical first reply, this month so far against the
 * same days of last month, with the change. Enquiries and views are statistics: locked below their tier, as the
 * performance dashboard. No reply time is made up without replies: "—" and why.
 */
export function KeyFiguresCard({
  home,
  statisticsLockedBelow,
}: {
  home: UseQueryResult<DashboardHome>;
  statisticsLockedBelow: Tier | null;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useCurrentLocale();
  const month = home.data?.month;
  const count = (value: number | null) => (value === null ? '—' : formatNumber(value, locale));
  const locked = statisticsLockedBelow && (
    <Text size="sm" c="dimmed">
      {t('figures.locked', { tier: t(`tiers:names.${statisticsLockedBelow}`) })}{' '}
      <UpgradeLink tier={statisticsLockedBelow} feature="performanceDashboard" />
    </Text>
  );

  return (
    <SectionCard id="key-figures" title={t('figures.title')}>
      <Text size="sm" c="dimmed" mt={-8}>
        {t('figures.period')}
      </Text>
      {home.isError ? (
        <Text c="dimmed">{t('figures.failed')}</Text>
      ) : !month ? (
        <Skeleton height={72} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          <Figure
            label={t('figures.enquiries')}
            figure={month.statistics?.enquiries ?? null}
            show={count}
            higherIsBetter
          >
            {locked}
          </Figure>
          <Figure
            label={t('figures.profileViews')}
            figure={month.statistics?.profileViews ?? null}
            show={count}
            higherIsBetter
          >
            {locked || (
              <Anchor component={Link} to="/profile-performance" size="sm">
                {t('figures.openPerformance')}
              </Anchor>
            )}
          </Figure>
          <Figure
            label={t('figures.replyTime')}
            figure={month.replyMinutes}
            show={(minutes) => (minutes === null ? '—' : formatDuration(minutes, locale))}
            higherIsBetter={false}
          >
            <Text size="sm" c="dimmed">
              {month.replyMinutes.current === null ? t('figures.noReplies') : t('figures.replyTimeHint')}
            </Text>
          </Figure>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

function Figure({
  label,
  figure,
  show,
  higherIsBetter,
  children,
}: {
  label: string;
  figure: Pair | null;
  show: (value: number | null) => string;
  higherIsBetter: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {show(figure?.current ?? null)}
      </Text>
      {figure && (
        <PeriodChangeText
          current={figure.current}
          previous={figure.previous}
          higherIsBetter={higherIsBetter}
          texts={{ change: (percent) => t('figures.change', { change: percent }), new: t('figures.new') }}
          size="sm"
        />
      )}
      {children}
    </Stack>
  );
}
