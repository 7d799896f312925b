import { Anchor, Badge, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { partScores, type ScoreCategory } from '../../../domain/profile-score.ts';
import { formatNumber } from '../../../domain/format.ts';
import { useProfileScore } from './profile-score-calls.ts';
import { hasScreen } from '../shell/menu.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

const categoryColour: Record<ScoreCategory, string> = { beginner: 'gray', intermediate: 'blue', expert: 'teal' };

/** The profile score of spec sections 3 and 4: the total, its category, the seven parts and the prompt above 0.6. */
export function ProfileScoreCard({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('dashboard');
  const locale = useCurrentLocale();
  const score = useProfileScore(supplierId);
  const percent = (value: number) => formatNumber(value, locale, { style: 'percent' });

  return (
    <Card withBorder padding="lg" aria-busy={score.isPending}>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h3">
          {t('score.title')}
        </Title>
        {score.data && (
          <Badge size="lg" variant="light" color={categoryColour[score.data.category]} tt="none">
            {t(`score.categories.${score.data.category}`)}
          </Badge>
        )}
      </Group>
      {score.isError ? (
        <Text c="dimmed" mt="md">
          {t('score.failed')}
        </Text>
      ) : !score.data ? (
        <Skeleton height={120} mt="md" />
      ) : (
        <Stack gap="md" mt="md">
          <Group gap="sm" align="baseline">
            <Text fz={36} fw={700} lh={1}>
              {percent(score.data.scores.profileScore)}
            </Text>
            <Text size="sm" c="dimmed">
              {score.data.weakestPart
                ? t('score.next', { part: t(`score.parts.${score.data.weakestPart}`) })
                : t('score.full')}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            {partScores.map((part) => (
              <div key={part}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t(`score.parts.${part}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {percent(score.data.scores[part])}
                  </Text>
                </Group>
                <Progress value={score.data.scores[part] * 100} size="sm" aria-label={t(`score.parts.${part}`)} />
              </div>
            ))}
          </SimpleGrid>
          {score.data.strongProfilePrompt && hasScreen('/enquiry-widget') && (
            <Text size="sm">
              {t('score.prompt')}{' '}
              <Anchor component={Link} to="/enquiry-widget">
                {t('score.promptLink')}
              </Anchor>
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
