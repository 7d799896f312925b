import { Box, Button, ColorSwatch, Group, Paper, Stack, Text, useMantineTheme, getThemeColor } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitorList } from '../../../domain/competitors/competitors-api.ts';
import { maxCompetitors } from '../../../domain/competitors/competitors.ts';
import { ApiError } from '../../app/api.ts';
import { NameSearchField, type NameSearchTexts } from '../../ui/NameSearchField.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { competitorColour } from './competitor-colours.ts';
import { competitorSearchMinLength, useCompetitorSearch, type CompetitorListCalls } from './competitor-calls.ts';

type Item = { id: string; name: string; town: string };

/** One supplier as a row: its colour (when on the list), its name and town, and one action. */
function Row({
  item,
  colour,
  action,
}: {
  item: Item;
  colour?: string;
  action?: { label: string; named: string; onClick: () => void; loading: boolean; disabled?: boolean };
}) {
  const theme = useMantineTheme();
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {colour && (
            <ColorSwatch color={getThemeColor(colour, theme)} size={16} aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            {item.town !== '' && (
              <Text size="sm" c="dimmed">
                {item.town}
              </Text>
            )}
          </Box>
        </Group>
        {action && (
          <Button
            size="xs"
            h={34}
            variant="light"
            loading={action.loading}
            disabled={action.disabled}
            onClick={action.onClick}
            aria-label={action.named}
            style={{ flexShrink: 0 }}
          >
            {action.label}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * The competitor list: up to five, each in its colour, and the ways to change it (a name search of the
 * suppliers of the category, the suppliers ranked next to this one). Each change is saved at once.
 */
export function CompetitorPicker({
  supplierId,
  list,
  calls,
  canEdit,
}: {
  supplierId: string;
  list: CompetitorList;
  calls: CompetitorListCalls;
  canEdit: boolean;
}) {
  const { t } = useTranslation('competitors');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const results = useCompetitorSearch(supplierId, canEdit ? q : '');
  const searching = canEdit && q.length >= competitorSearchMinLength;
  const ids = list.competitors.map((item) => item.id);
  const searchTexts: NameSearchTexts = {
    label: t('search.label'),
    hint: t('search.hint'),
    busy: t('search.searching'),
    none: (text) => t('search.none', { q: text }),
  };
  const full = ids.length >= maxCompetitors;
  const found = searching ? (results.data?.suppliers ?? []).filter((item) => !ids.includes(item.id)) : [];
  const suggestions = list.suggestions.filter((item) => !ids.includes(item.id));

  const change = (next: string[], done: string) =>
    calls.save.mutate(next, {
      onSuccess: () => showSnackbar({ mode: 'success', text: done }),
      onError: (error) =>
        showSnackbar({
          mode: 'error',
          text: t(
            error instanceof ApiError
              ? (Object.values(error.fields)[0] ?? 'common:errors.generic')
              : 'common:errors.generic',
            { max: maxCompetitors },
          ),
        }),
    });
  const pending = (id: string) => calls.save.isPending && calls.save.variables?.includes(id) !== ids.includes(id);
  const add = (item: Item) => ({
    label: t('list.add'),
    named: t('list.addNamed', { name: item.name }),
    loading: pending(item.id),
    disabled: full,
    onClick: () => change([...ids, item.id], t('list.added', { name: item.name })),
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {list.chosen
          ? t('list.chosen', { max: maxCompetitors })
          : list.county
            ? t('list.suggested', { county: list.county })
            : t('list.noCounty')}
      </Text>
      {list.competitors.length === 0 ? (
        <Text>{t('list.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" style={listStyle} aria-label={t('list.title')}>
          {list.competitors.map((item, index) => (
            <Row
              key={item.id}
              item={item}
              colour={competitorColour(false, index)}
              action={
                canEdit
                  ? {
                      label: t('list.remove'),
                      named: t('list.removeNamed', { name: item.name }),
                      loading: pending(item.id),
                      onClick: () =>
                        change(
                          ids.filter((id) => id !== item.id),
                          t('list.removed', { name: item.name }),
                        ),
                    }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {canEdit && (
        <>
          {full && <Text size="sm">{t('list.full', { max: maxCompetitors })}</Text>}
          <NameSearchField
            texts={searchTexts}
            value={text}
            onChange={setText}
            q={q}
            minLength={competitorSearchMinLength}
            query={results}
            found={found.length}
          />
          {results.isError && <Text c="red">{t('common:errors.generic')}</Text>}
          {found.length > 0 && (
            <Stack component="ul" gap="xs" style={listStyle} aria-label={t('search.results')}>
              {found.map((item) => (
                <Row key={item.id} item={item} action={add(item)} />
              ))}
            </Stack>
          )}
          {list.chosen && suggestions.length > 0 && (
            <Stack gap="xs">
              <Text fw={600}>{t('list.nearby', { county: list.county })}</Text>
              <Stack component="ul" gap="xs" style={listStyle} aria-label={t('list.nearby', { county: list.county })}>
                {suggestions.map((item) => (
                  <Row key={item.id} item={item} action={add(item)} />
                ))}
              </Stack>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
