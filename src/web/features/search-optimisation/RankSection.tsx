import { Alert, Anchor, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryValue } from '../../../domain/categories.ts';
import { formatNumber } from '../../../domain/format.ts';
import { regionsOf } from '../../../domain/locations/counties.ts';
import { boostLabel } from '../../../domain/search-boost.ts';
import { qualityWeights } from '../../../domain/statistics/ranking.ts';
import type { NextStep } from '../../../domain/statistics/next-step.ts';
import type { SupplierRankResponse } from '../../../domain/statistics/ranking-api.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useOrdinal } from '../statistics/use-ordinal.ts';
import { useSupplierRank } from './search-optimisation-calls.ts';

type CountyRank = SupplierRankResponse['counties'][number];
type Factors = NonNullable<CountyRank['factors']>;

/** Where each next step is taken. */
const stepScreens: Record<NextStep['kind'], string> = {
  profileScore: '/dashboard',
  responseScore: '/enquiry-manager',
  reviews: '/reviews',
  tier: '/plans',
  boost: '/search-boost',
};

/**
 * The rank in the home county and the counties of the running multi-county boost, the factors, and the next place's
 * steps.
 */
export function RankSection({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation('searchOptimisation');
  const home = supplier.address.adminArea[0] ?? '';
  const ranked = regionsOf(supplier.l10n.country).includes(home);
  const rank = useSupplierRank(supplier.id, home, supplier.category as CategoryValue, ranked);
  if (!ranked) {
    return (
      <Alert color="blue" title={t('ranks.title')}>
        <Text size="sm">{t('noCounty')}</Text>
        <Anchor component={Link} to="/supplier" size="sm">
          {t('noCountyLink')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <QueryBody
      query={rank}
      loadingLabel={t('loading')}
      failedHeader={t('loadFailed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => <Ranks answer={data} supplier={supplier} />}
    </QueryBody>
  );
}

function Ranks({ answer, supplier }: { answer: SupplierRankResponse; supplier: SupplierView }) {
  const { t } = useTranslation('searchOptimisation');
  const ordinal = useOrdinal();
  const homeFactors =
    answer.counties.find((county) => county.via === 'home')?.factors ??
    answer.counties.find((county) => county.factors)?.factors ??
    null;
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="ranks-title">
        <Title order={2} size="h4" id="ranks-title">
          {t('ranks.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('ranks.description', { category: t(`categories:${answer.category}`) })}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('ranks.county')}</Table.Th>
              <Table.Th scope="col">{t('ranks.found')}</Table.Th>
              <Table.Th scope="col">{t('ranks.rank')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.counties.map((county) => (
              <Table.Tr key={county.county}>
                <Table.Th scope="row" fw={400}>
                  {county.county}
                </Table.Th>
                <Table.Td>{county.via ? t(`ranks.${county.via}`) : '–'}</Table.Td>
                <Table.Td fw={county.rank ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                  {county.rank
                    ? t('ranks.rankOf', { rank: ordinal(county.rank), total: county.total })
                    : t('ranks.notRanked')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {answer.counties.some((county) => county.rank === null) && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('ranks.notRankedHint')}
          </Text>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {homeFactors && <FactorsCard factors={homeFactors} tier={supplier.premium.tier} />}
        <Stack gap="lg">
          {answer.counties.map(
            (county) =>
              county.rank !== null &&
              county.nextSteps !== null && (
                <NextPlace key={county.county} county={county.county} rank={county.rank} steps={county.nextSteps} />
              ),
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** The engine's factors for the supplier (docs/ranking.md): each with what it adds to the score. */
function FactorsCard({ factors, tier }: { factors: Factors; tier: SupplierView['premium']['tier'] }) {
  const { t } = useTranslation('searchOptimisation');
  const locale = useCurrentLocale();
  const points = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  const percent = (value: number) => formatNumber(value, locale, { style: 'percent' });
  const rows: [string, string, string][] = [
    [
      t('factors.tierWeight', { tier: t(`tiers:names.${tier}`) }),
      points(factors.tierWeight),
      points(factors.tierWeight),
    ],
    [
      t('factors.boost'),
      factors.boost ? (boostLabel(factors.boost) ?? '') : t('factors.boostNone'),
      t('factors.boostHome'),
    ],
    [
      t('factors.profileScore'),
      percent(factors.profileScore),
      points(qualityWeights.profileScore * factors.profileScore),
    ],
    [t('factors.ratingScore'), percent(factors.ratingScore), points(qualityWeights.rating * factors.ratingScore)],
    [
      t('factors.responseScore'),
      percent(factors.responseScore),
      points(qualityWeights.responseScore * factors.responseScore),
    ],
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="factors-title">
      <Title order={2} size="h4" id="factors-title">
        {t('factors.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('factors.description')}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('factors.factor')}</Table.Th>
            <Table.Th scope="col">{t('factors.value')}</Table.Th>
            <Table.Th scope="col">{t('factors.adds')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value, adds]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
              <Table.Td>{adds}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('factors.score')}</Table.Th>
            <Table.Td />
            <Table.Td fw={700}>{points(factors.score)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The single steps that would gain a place in a county, each a link to where it is taken. */
function NextPlace({ county, rank, steps }: { county: string; rank: number; steps: NextStep[] }) {
  const { t } = useTranslation('searchOptimisation');
  const stepText = (step: NextStep): string => {
    switch (step.kind) {
      case 'profileScore':
      case 'responseScore':
        return t(`next.${step.kind}`, { count: step.points });
      case 'reviews':
        return t('next.reviews', { count: step.count });
      case 'tier':
        return t('next.tier', { tier: t(`tiers:names.${step.tier}`) });
      case 'boost':
        return t('next.boost', { boost: boostLabel(step.boost) });
    }
  };
  const id = `next-${county.replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {t('next.title', { county })}
      </Title>
      {rank === 1 ? (
        <Text size="sm">{t('next.first', { county })}</Text>
      ) : steps.length === 0 ? (
        <Text size="sm">{t('next.none')}</Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {t('next.intro')}
          </Text>
          <List size="sm" spacing="xs">
            {steps.map((step) => (
              <List.Item key={step.kind}>
                <Anchor component={Link} to={stepScreens[step.kind]} size="sm">
                  {stepText(step)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
