import { Anchor, Badge, Box, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AwaitingEnquiry, DashboardHome } from '../../../domain/dashboard/home-api.ts';
import { formatDuration, formatNumber } from '../../../domain/format.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { coupleNames } from '../enquiries/stage.ts';
import { useEnquiryFormat } from '../enquiries/use-enquiry-format.ts';
import { hasScreen } from '../shell/menu.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

/**
 * What needs the supplier first (issue 34): how many enquiries wait for a first reply and the three that have waited
 * longest, each a link to the enquiry; "All caught up" with a next step when none wait.
 */
export function AwaitingReplyCard({ home, now }: { home: UseQueryResult<DashboardHome>; now: number }) {
  const { t } = useTranslation('dashboard');
  const locale = useCurrentLocale();
  const awaiting = home.data?.awaitingReply;

  return (
    <SectionCard id="awaiting-reply" title={t('awaiting.title')}>
      {home.isError ? (
        <Text c="dimmed">{t('awaiting.failed')}</Text>
      ) : !awaiting ? (
        <Skeleton height={96} />
      ) : awaiting.count === 0 ? (
        <Stack gap={4}>
          <Text fw={600}>{t('awaiting.caughtUp')}</Text>
          <Text size="sm" c="dimmed">
            {t('awaiting.caughtUpNext')}{' '}
            {hasScreen('/enquiry-widget') && (
              <Anchor component={Link} to="/enquiry-widget" size="sm" underline="always">
                {t('awaiting.caughtUpLink')}
              </Anchor>
            )}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>
            <Badge size="lg" circle={awaiting.count < 10} color="pink" mr={8} component="span">
              {formatNumber(awaiting.count, locale)}
            </Badge>
            {t('awaiting.count', { count: awaiting.count })}
          </Text>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {awaiting.oldest.map((enquiry) => (
              <AwaitingRow key={enquiry.id} enquiry={enquiry} now={now} />
            ))}
          </Stack>
          <Anchor component={Link} to="/enquiry-manager" size="sm" fw={600}>
            {t('awaiting.openInbox')}
          </Anchor>
        </Stack>
      )}
    </SectionCard>
  );
}

function AwaitingRow({ enquiry, now }: { enquiry: AwaitingEnquiry; now: number }) {
  const { t } = useTranslation('dashboard');
  const { t: tEnquiries } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const locale = useCurrentLocale();
  const name = enquiry.locked ? tEnquiries('locked.title') : (coupleNames(enquiry) ?? tEnquiries('list.noName'));
  const waited = formatDuration(Math.max(0, now - Date.parse(enquiry.receivedAt)) / 60_000, locale, { whole: true });

  // one column, the wait under the name: nothing squeezes the couple's names on a phone
  return (
    <Box component="li" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Anchor component={Link} to={`/enquiry-manager/${encodeURIComponent(enquiry.id)}`} fw={600} size="sm">
        {name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {format.weddingDate(enquiry)} · {t('awaiting.waited', { time: waited })}
      </Text>
    </Box>
  );
}
