import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgendaEntry, DashboardHome } from '../../../domain/dashboard/home-api.ts';
import { formatDate } from '../../../domain/format.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { hasScreen } from '../shell/menu.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

const kindColour: Record<AgendaEntry['kind'], string> = { wedding: 'teal', fair: 'grape', hold: 'orange' };

/** The next 30 days (issue 34): booked weddings, wedding fairs and held dates, as a compact agenda by day. */
export function AgendaCard({ home }: { home: UseQueryResult<DashboardHome> }) {
  const { t } = useTranslation('dashboard');
  const locale = useCurrentLocale();
  const agenda = home.data?.agenda;
  // calendar days, so UTC: the day the couple gave is the same everywhere
  const day = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

  return (
    <SectionCard id="agenda" title={t('agenda.title')}>
      {home.isError ? (
        <Text c="dimmed">{t('agenda.failed')}</Text>
      ) : !agenda ? (
        <Skeleton height={64} />
      ) : agenda.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('agenda.empty')}{' '}
          {hasScreen('/fairs') && (
            <Anchor component={Link} to="/fairs" size="sm" underline="always">
              {t('agenda.emptyLink')}
            </Anchor>
          )}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {agenda.map((entry) => (
            <Group
              key={`${entry.kind}-${entry.day}-${entry.path}`}
              component="li"
              wrap="nowrap"
              gap="sm"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text size="sm" fw={600} w={92} style={{ flex: 'none' }}>
                {day(entry.day)}
              </Text>
              <Badge
                // a coloured dot and dark text: a light badge's tinted text is below 4.5:1 for orange and teal
                variant="dot"
                color={kindColour[entry.kind]}
                tt="none"
                style={{ flex: 'none' }}
              >
                {t(`agenda.kinds.${entry.kind}`)}
              </Badge>
              <Anchor component={Link} to={entry.path} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {entry.name ?? t('agenda.lockedName')}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
