import { Alert, Anchor, Button, List, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changelogStorageKey, unseenArticles } from '../../../domain/help/changelog.ts';
import type { ReleaseArticles } from '../../../domain/help/help-api.ts';
import { api } from '../../app/api.ts';
import { useCurrentLocale } from './use-language.ts';

/** The newest product releases not seen yet; dismissing remembers the newest (the changelog notice's body). */
export function ChangelogReleases() {
  const { t } = useTranslation('shell');
  const locale = useCurrentLocale();
  const [lastSeen, setLastSeen] = useLocalStorage<string | null>({
    key: changelogStorageKey,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const { data } = useQuery({
    queryKey: ['help-releases', locale],
    queryFn: () => api.get<ReleaseArticles>(`/api/help/releases?locale=${locale}`),
    staleTime: 10 * 60_000,
  });
  const articles = data?.articles ?? [];
  const unseen = unseenArticles(articles, lastSeen);
  if (unseen.length === 0) return null;
  return (
    <Alert color="blue" title={t('changelog.title')} mb="md" role="region" aria-label={t('changelog.title')}>
      <List spacing={4} size="sm" mb="sm">
        {unseen.map((article) => (
          <List.Item key={article.id}>
            <Text span fw={600} size="sm">
              {article.url ? (
                <Anchor href={article.url} target="_blank" rel="noopener noreferrer" inherit>
                  {article.title}
                </Anchor>
              ) : (
                article.title
              )}
            </Text>
            {article.summary && <Text size="sm">{article.summary}</Text>}
          </List.Item>
        ))}
      </List>
      <Button size="xs" variant="default" onClick={() => setLastSeen(articles[0]!.id)}>
        {t('changelog.dismiss')}
      </Button>
    </Alert>
  );
}
