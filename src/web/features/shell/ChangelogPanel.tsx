import { Anchor, Badge, Group, Popover, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ReleaseArticle } from '../../../domain/help/changelog.ts';
import type { LoadedPopupProps } from '../../ui/DeferredPopup.tsx';
import { formatDate } from '../../../domain/format.ts';
import { useCurrentLocale } from './use-language.ts';

export interface ChangelogPanelProps {
  articles: ReleaseArticle[];
  unseenIds: ReadonlySet<string>;
  /** Called as the panel opens: what it shows counts as read. */
  onOpen: () => void;
}

/** The bell's panel: the newest releases, those not read before marked "New". */
export function ChangelogPanel({
  articles,
  unseenIds,
  onOpen,
  target,
  defaultOpened,
}: ChangelogPanelProps & LoadedPopupProps) {
  const { t } = useTranslation('shell');
  const locale = useCurrentLocale();
  const titleId = useId();
  return (
    <Popover
      defaultOpened={defaultOpened}
      onOpen={onOpen}
      position="bottom-end"
      width="min(22rem, calc(100vw - 2rem))"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>{target}</Popover.Target>
      {/* named by its title, not by the bell that opens it */}
      <Popover.Dropdown aria-labelledby={titleId}>
        <Title order={2} size="h4" mb="xs" id={titleId}>
          {t('changelog.title')}
        </Title>
        {articles.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('changelog.none')}
          </Text>
        )}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {articles.slice(0, 3).map((article) => (
            <li key={article.id}>
              <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                <Text size="sm" fw={600}>
                  {article.url ? (
                    <Anchor href={article.url} target="_blank" rel="noopener noreferrer" inherit>
                      {article.title}
                    </Anchor>
                  ) : (
                    article.title
                  )}
                </Text>
                {unseenIds.has(article.id) && (
                  <Badge size="xs" color="pink.9">
                    {t('changelog.new')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(article.publishedAt, locale, { dateStyle: 'medium', timeZone: 'UTC' })}
              </Text>
              {article.summary && (
                <Text size="sm" lineClamp={3}>
                  {article.summary}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
