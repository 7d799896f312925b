import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxRecommendations, searchMinLength } from '../../../domain/recommendations.ts';
import { ApiError } from '../../app/api.ts';
import { NameSearchField, type NameSearchTexts } from '../../ui/NameSearchField.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useSupplierSearch, type RecommendationCalls } from './recommendation-calls.ts';

/** Find a supplier of the marketplace by name and recommend it (it joins the end of the list). */
export function SupplierSearch({ supplierId, calls }: { supplierId: string; calls: RecommendationCalls }) {
  const { t } = useTranslation('recommendations');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const results = useSupplierSearch(supplierId, q);
  const searching = q.length >= searchMinLength;
  const searchTexts: NameSearchTexts = {
    label: t('search.label'),
    hint: t('search.hint'),
    busy: t('search.searching'),
    none: (text) => t('search.none', { q: text }),
  };
  const found = searching ? (results.data?.suppliers ?? []) : [];

  const recommend = (id: string, name: string) =>
    calls.add.mutate(id, {
      onSuccess: () => {
        showSnackbar({ mode: 'success', text: t('added', { name }) });
        // done with this search: the one found is in the list now
        setText('');
      },
      onError: (error) =>
        showSnackbar({
          mode: 'error',
          text: t(
            error instanceof ApiError
              ? (Object.values(error.fields)[0] ?? 'common:errors.generic')
              : 'common:errors.generic',
            { max: maxRecommendations },
          ),
        }),
    });

  return (
    <Stack gap="sm">
      <NameSearchField
        texts={searchTexts}
        value={text}
        onChange={setText}
        q={q}
        minLength={searchMinLength}
        query={results}
        found={found.length}
      />
      {results.isError && <Text c="red">{t('common:errors.generic')}</Text>}
      {found.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('search.results')}
        >
          {found.map((other) => (
            <Paper key={other.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Box style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {other.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[t(`categories:${other.category}`), other.town].filter((part) => part !== '').join(' · ')}
                  </Text>
                </Box>
                <Button
                  size="xs"
                  h={34}
                  loading={calls.add.isPending && calls.add.variables === other.id}
                  onClick={() => recommend(other.id, other.name)}
                  aria-label={t('search.recommendNamed', { name: other.name })}
                >
                  {t('search.recommend')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
