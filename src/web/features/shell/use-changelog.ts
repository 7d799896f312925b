import { useLocalStorage } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { changelogStorageKey, unseenArticles } from '../../../domain/help/changelog.ts';
import type { ReleaseArticles } from '../../../domain/help/help-api.ts';
import { api } from '../../app/api.ts';
import { useCurrentLocale } from './use-language.ts';

const releasesKey = ['help-releases'] as const;

/**
 * "What's new" for the bell: the newest releases, which of them this user has not read, and marking them read. Read
 * is remembered per user on the server (every browser); this browser's local storage keeps its own copy too, for a
 * dismissal made before the server remembered any.
 */
export function useChangelog() {
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [locallySeen, setLocallySeen] = useLocalStorage<string | null>({
    key: changelogStorageKey,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const { data } = useQuery({
    queryKey: [...releasesKey, locale],
    queryFn: () => api.get<ReleaseArticles>(`/api/help/releases?locale=${locale}`),
    staleTime: 10 * 60_000,
  });
  const articles = data?.articles ?? [];
  const seenId = data?.seenArticleId ?? locallySeen;
  const unseen = unseenArticles(articles, seenId);

  const markRead = () => {
    const newest = articles[0]?.id;
    if (!newest || newest === data?.seenArticleId) return;
    setLocallySeen(newest);
    queryClient.setQueriesData<ReleaseArticles>({ queryKey: releasesKey }, (cached) =>
      cached ? { ...cached, seenArticleId: newest } : cached,
    );
    // the badge is off at once; a failed call (it reaches error reporting) only means another browser shows it again
    void api.put('/api/help/changelog-seen', { articleId: newest });
  };

  return { articles, unseenIds: new Set(unseen.map((article) => article.id)), markRead };
}
