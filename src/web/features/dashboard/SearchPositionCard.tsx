import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../domain/locales.ts';
import {
  formatOrdinal,
  movementOf,
  positionComparedDays,
  type Movement,
} from '../../../domain/statistics/search-position.ts';
import type { SearchPosition } from '../../../domain/statistics/search-position-api.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { LockIcon } from '../shell/LockIcon.tsx';
import { TierBadge } from '../shell/TierBadge.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useSearchPosition } from './search-position-calls.ts';

type CountyPosition = SearchPosition['counties'][number];

/** Dark shades: the movement is text on white, readable at normal size (axe's contrast). */
const movementColour: Record<Movement, string> = { up: 'teal.9', down: 'red.9', same: 'gray.7' };
const movementSign: Record<Movement, string> = { up: '▲', down: '▼', same: '=' };

/**
 * The position widget (free; docs/decisions/ranking.md "Position widget"): where search puts the supplier in its
 * category in its home county, against a week before, with the way to improve it; with the multi-county position
 * widget (expert) one row per county of its multi-county boost. Below free it shows locked with what to do next.
 */
export function SearchPositionCard({
  supplierId,
  lockedBelow,
  allCountiesLockedBelow,
  optimisationLockedBelow,
}: {
  supplierId: string;
  lockedBelow: Tier | null;
  allCountiesLockedBelow: Tier | null;
  optimisationLockedBelow: Tier | null;
}) {
  const { t } = useTranslation('dashboard');
  const position = useSearchPosition(supplierId, lockedBelow === null);

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="search-position"
      aria-busy={position.isPending && lockedBelow === null}
    >
      <Title order={2} size="h3" id="search-position">
        {t('position.title')}
      </Title>
      {lockedBelow ? (
        <Stack gap="xs" mt="md">
          <LockLine feature="positionWidget" tier={lockedBelow} upgrade={false} />
          <Text size="sm">
            {t('position.lockedNext')}{' '}
            <Anchor component={Link} to="/supplier" size="sm">
              {t('position.lockedNextLink')}
            </Anchor>
          </Text>
        </Stack>
      ) : position.isError ? (
        <Text c="dimmed" mt="md">
          {t('position.failed')}
        </Text>
      ) : !position.data ? (
        <Skeleton height={72} mt="md" />
      ) : (
        <Stack gap="md" mt="md">
          {position.data.counties.length === 0 ? (
            <Text size="sm">
              {t('position.noCounty')}{' '}
              <Anchor component={Link} to="/supplier" size="sm">
                {t('position.noCountyLink')}
              </Anchor>
            </Text>
          ) : (
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {position.data.counties.map((row) => (
                <PositionRow key={row.county} row={row} category={position.data.category} />
              ))}
            </Stack>
          )}
          {allCountiesLockedBelow ? (
            <LockLine feature="multiCountyPositionWidget" tier={allCountiesLockedBelow} upgrade />
          ) : (
            position.data.counties.every((row) => row.via === 'home') && (
              <Text size="sm" c="dimmed">
                {t('position.noExtraCounties')}{' '}
                <Anchor component={Link} to="/locations" size="sm">
                  {t('position.addCounties')}
                </Anchor>
              </Text>
            )
          )}
          <Text size="sm">
            <Anchor component={Link} to="/search-optimisation" size="sm" fw={600}>
              {t('position.improve')}
            </Anchor>
            {optimisationLockedBelow && (
              <>
                {' '}
                <TierBadge tier={optimisationLockedBelow} size="xs" style={{ verticalAlign: 'middle' }} />
              </>
            )}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

function PositionRow({ row, category }: { row: CountyPosition; category: string | null }) {
  const { t } = useTranslation('dashboard');
  const locale = useCurrentLocale();
  const where = category
    ? t('position.where', { category: t(`categories:${category}`), county: row.county })
    : row.county;
  return (
    <li>
      <Text size="sm" c="dimmed">
        {where}
      </Text>
      {row.today ? (
        <Group gap="sm" align="baseline" wrap="wrap">
          <Text fz={28} fw={700} lh={1.2}>
            {t('position.place', {
              place: formatOrdinal(row.today.rank, locale),
              total: row.today.total,
            })}
          </Text>
          <MovementText row={row} locale={locale} />
        </Group>
      ) : (
        <Text size="sm">{t('position.notFound')}</Text>
      )}
    </li>
  );
}

function MovementText({ row, locale }: { row: CountyPosition; locale: Locale }) {
  const { t } = useTranslation('dashboard');
  const movement = movementOf(row.today?.rank ?? null, row.weekAgo?.rank ?? null);
  if (!movement || !row.weekAgo)
    return (
      <Text size="sm" c="dimmed">
        {t('position.noRecord', { days: positionComparedDays })}
      </Text>
    );
  return (
    <Text size="sm" fw={600} c={movementColour[movement]}>
      <span aria-hidden>{movementSign[movement]}</span>{' '}
      {t(`position.movement.${movement}`, {
        place: formatOrdinal(row.weekAgo.rank, locale),
        days: positionComparedDays,
      })}
    </Text>
  );
}

/** The portal's lock: the padlock, what opens at which tier, the tier's badge and, where a plan opens it, "Upgrade". */
function LockLine({
  feature,
  tier,
  upgrade,
}: {
  feature: 'positionWidget' | 'multiCountyPositionWidget';
  tier: Tier;
  upgrade: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Text size="sm" c="dimmed">
      <LockIcon /> {t(`position.locked.${feature}`, { tier: t(`tiers:names.${tier}`) })}{' '}
      <TierBadge tier={tier} size="xs" style={{ verticalAlign: 'middle' }} />
      {upgrade && (
        <>
          {' '}
          <UpgradeLink tier={tier} feature={feature} />
        </>
      )}
    </Text>
  );
}
