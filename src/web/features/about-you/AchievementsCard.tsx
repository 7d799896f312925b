import { Button, CloseButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Achievements, AchievementsInput } from '../../../domain/about-you/achievements.ts';
import { achievementGroups, type AchievementGroup } from '../../../domain/about-you/card-rules.ts';
import { loadAchievementsSchema } from './card-schemas.ts';
import { useSaveAchievements } from './about-you-calls.ts';
import { EditorCard } from './EditorCard.tsx';
import { useCardEditor, type CardEditor, type CardProps } from './use-card-editor.ts';

/** A row of the form; `key` keeps React's row identity while rows are added and removed. */
interface Row {
  key: string;
  id?: string;
  name: string;
  link: string;
}
type Rows = Record<AchievementGroup, Row[]>;

const rowsOf = (saved: Achievements): Rows =>
  Object.fromEntries(
    achievementGroups.map((group) => [
      group,
      saved[group].map(({ id, name, link }) => ({ key: id, id, name, link: link ?? '' })),
    ]),
  ) as Rows;

// every row is sent (nameless ones too, the server deletes them), so error paths match the rows' positions
const inputOf = (rows: Rows): AchievementsInput =>
  Object.fromEntries(
    achievementGroups.map((group) => [
      group,
      rows[group].map(({ id, name, link }) => (id ? { id, name, link } : { name, link })),
    ]),
  );

let newRows = 0;

/** The three achievement groups, rows added and removed freely; saving sends every group's whole set. */
export function AchievementsCard(props: CardProps<Achievements>) {
  const { t } = useTranslation('aboutYou');
  const save = useSaveAchievements(props.supplierId);
  const editor = useCardEditor({
    card: props,
    toForm: rowsOf,
    toInput: inputOf,
    loadSchema: loadAchievementsSchema,
    save: save.mutateAsync,
  });

  return (
    <EditorCard
      id="about-you-achievements"
      title={t('achievements.heading')}
      help={t('achievements.help')}
      editor={editor}
      canEdit={props.canEdit}
    >
      {achievementGroups.map((group) => (
        <GroupRows key={group} group={group} editor={editor} canEdit={props.canEdit} />
      ))}
    </EditorCard>
  );
}

function GroupRows({
  group,
  editor,
  canEdit,
}: {
  group: AchievementGroup;
  editor: CardEditor<Rows>;
  canEdit: boolean;
}) {
  const { t } = useTranslation('aboutYou');
  const rows = editor.value[group];
  const headingId = `achievements-${group}`;
  const setRows = (next: Row[]) => editor.change({ ...editor.value, [group]: next });
  const update = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const errorOf = (index: number, field: 'name' | 'link') => {
    const key = editor.errors[`${group}.${index}.${field}`];
    return key ? t(key) : undefined;
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t(`achievements.groups.${group}`)}
      </Title>
      <Text size="xs" c="dimmed">
        {t(`achievements.groupHelp.${group}`)}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" fs="italic">
          {t('achievements.empty')}
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-start" wrap="nowrap" gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
            <TextInput
              label={t('achievements.name')}
              value={row.name}
              onChange={(event) => update(index, { name: event.currentTarget.value })}
              error={errorOf(index, 'name')}
            />
            <TextInput
              label={t('achievements.link')}
              type="url"
              inputMode="url"
              placeholder={t('achievements.linkPlaceholder')}
              value={row.link}
              onChange={(event) => update(index, { link: event.currentTarget.value })}
              error={errorOf(index, 'link')}
            />
          </SimpleGrid>
          {canEdit && (
            <CloseButton
              mt={28}
              aria-label={
                row.name.trim()
                  ? t('achievements.remove', { name: row.name.trim() })
                  : t('achievements.removeUnnamed', { position: index + 1 })
              }
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            />
          )}
        </Group>
      ))}
      {canEdit && (
        <Group>
          <Button
            variant="light"
            size="xs"
            aria-label={t('achievements.addTo', { group: t(`achievements.groups.${group}`) })}
            onClick={() => setRows([...rows, { key: `new-${++newRows}`, name: '', link: '' }])}
          >
            {t('achievements.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
