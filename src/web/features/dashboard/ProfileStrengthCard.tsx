import { Anchor, Badge, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileStrength, type StrengthStep } from '../../../domain/dashboard/profile-strength.ts';
import type { DashboardHome } from '../../../domain/dashboard/home-api.ts';
import { formatNumber } from '../../../domain/format.ts';
import { completionRoutes, profileCompletion } from '../../../domain/profile-completion.ts';
import type { PartScore, ProfileScores, ScoreCategory } from '../../../domain/profile-score.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { hasScreen } from '../shell/menu.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useProfileScore } from './profile-score-calls.ts';

const categoryColour: Record<ScoreCategory, string> = { beginner: 'gray', intermediate: 'blue', expert: 'teal' };

/** Where the supplier raises each part of the score. */
const partRoutes: Record<PartScore, string> = {
  photoScore: '/photos',
  contactScore: '/supplier',
  awardsScore: '/about-you',
  endorsementScore: '/endorsements',
  recsScore: '/recommendations',
  responseScore: '/enquiry-manager',
  popularityScore: '/search-optimisation',
};

/**
 * One profile strength with the next best step (issue 34; the merge rule is dashboard/profile-strength.ts): the
 * profile score, its category, the photos waiting for approval, and the spec's prompt above 0.6.
 */
export function ProfileStrengthCard({
  supplier,
  home,
}: {
  supplier: SupplierView;
  home: UseQueryResult<DashboardHome>;
}) {
  const { t } = useTranslation('dashboard');
  const score = useProfileScore(supplier.id);
  const photosAwaiting = home.data?.photosAwaitingApproval;

  return (
    <SectionCard id="profile-strength" title={t('strength.title')}>
      {score.isError || home.isError ? (
        <Text c="dimmed">{t('strength.failed')}</Text>
      ) : !score.data || photosAwaiting === undefined ? (
        <Skeleton height={72} />
      ) : (
        <StrengthBody
          supplier={supplier}
          scores={score.data.scores}
          strongProfilePrompt={score.data.strongProfilePrompt}
          photosAwaiting={photosAwaiting}
        />
      )}
    </SectionCard>
  );
}

function StrengthBody({
  supplier,
  scores,
  strongProfilePrompt,
  photosAwaiting,
}: {
  supplier: SupplierView;
  scores: ProfileScores;
  strongProfilePrompt: boolean;
  photosAwaiting: number;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useCurrentLocale();
  const strength = profileStrength({ completion: profileCompletion(supplier), scores, photosAwaiting });
  const percent = formatNumber(strength.percent / 100, locale, { style: 'percent' });
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Text fz={28} fw={700} lh={1}>
          {percent}
        </Text>
        <Badge size="lg" variant="light" color={categoryColour[strength.category]} tt="none">
          {t(`strength.categories.${strength.category}`)}
        </Badge>
      </Group>
      <Progress value={strength.percent} aria-label={t('strength.percent', { percent })} />
      {strength.photosAwaiting > 0 && (
        <Text size="sm">{t('strength.photosAwaiting', { count: strength.photosAwaiting })}</Text>
      )}
      <NextStep step={strength.next} />
      {strongProfilePrompt && hasScreen('/enquiry-widget') && (
        <Text size="sm">
          {t('strength.prompt')}{' '}
          <Anchor component={Link} to="/enquiry-widget" underline="always">
            {t('strength.promptLink')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

function NextStep({ step }: { step: StrengthStep }) {
  const { t } = useTranslation('dashboard');
  if (step.kind === 'done') return <Text size="sm">{t('strength.done')}</Text>;
  const [label, route] =
    step.kind === 'basic'
      ? [t(`strength.basics.${step.item}`), completionRoutes[step.item]]
      : [t(`strength.parts.${step.part}`), partRoutes[step.part]];
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t('strength.next')}
      </Text>{' '}
      {hasScreen(route) ? (
        <Anchor component={Link} to={route} size="sm">
          {label}
        </Anchor>
      ) : (
        label
      )}
    </Text>
  );
}
