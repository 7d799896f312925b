import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditingState } from './use-listing-editor.tsx';

const stateColours: Record<EditingState, string> = {
  clean: 'dimmed',
  unsaved: 'yellow.9',
  error: 'red.8',
  success: 'teal.8',
};

/** Sticky at the bottom of the page: the editing state, discard and save. */
export function SaveBar({
  state,
  dirty,
  busy,
  onDiscard,
}: {
  state: EditingState;
  dirty: boolean;
  busy: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('listing');
  return (
    <Paper withBorder shadow="md" p="sm" radius="md" pos="sticky" bottom={8} style={{ zIndex: 5 }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} c={stateColours[state]} role="status">
          {t(`state.${state}`)}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={!dirty || busy}>
            {t('actions.discard')}
          </Button>
          <Button type="submit" loading={busy} disabled={!dirty && state !== 'error'}>
            {t(state === 'error' ? 'actions.retry' : 'actions.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
