import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditingState } from './use-listing-editor.tsx';

/**
 * Sticky at the bottom of the page while there is something to save (issue 34): one compact row of the editing
 * state, discard and save; nothing once saved or discarded, when the page needs all its height. The buttons'
 * short words are the start of their full names, which screen readers hear.
 */
export function SaveBar({ state, busy, onDiscard }: { state: EditingState; busy: boolean; onDiscard: () => void }) {
  const { t } = useTranslation('listing');
  if (state === 'clean' && !busy) return null;
  const failed = state === 'error';
  return (
    <Paper
      withBorder
      shadow="md"
      px="sm"
      py={6}
      radius="md"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 5 }}
      data-testid="save-bar"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {/* the page's text colour when unsaved: Mantine's yellow 9 on white is 3:1, too pale for small text (axe) */}
        <Text size="sm" fw={500} c={failed ? 'red.8' : undefined} role="status" lineClamp={2}>
          {t(`state.${state}`)}
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onDiscard}
            disabled={busy}
            aria-label={t('actions.discard')}
          >
            {t('actions.discardShort')}
          </Button>
          <Button
            type="submit"
            size="compact-sm"
            loading={busy}
            aria-label={t(failed ? 'actions.retry' : 'actions.save')}
          >
            {t(failed ? 'actions.retryShort' : 'actions.saveShort')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
