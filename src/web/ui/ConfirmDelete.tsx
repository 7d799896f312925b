import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyModal } from './LazyModal.tsx';

/** The texts of a removal that is not a deletion (taking a supplier off a list deletes nothing of theirs). */
export interface RemovalWording {
  /** The button, and the button named for its row ("Remove {{name}}"). */
  label: string;
  labelNamed: (name: string) => string;
  confirmTitle: string;
  confirmText: (name: string) => string;
}

interface ConfirmDeleteProps {
  opened: boolean;
  name: string;
  wording?: RemovalWording;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete for good?" before deleting something couples see; `name` says what. */
export function ConfirmDelete({ opened, name, wording, onCancel, onConfirm }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <LazyModal
      opened={opened}
      onClose={onCancel}
      title={wording?.confirmTitle ?? t('common:confirmDelete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm">{wording?.confirmText(name) ?? t('common:confirmDelete.text', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {wording?.label ?? t('common:delete')}
        </Button>
      </Group>
    </LazyModal>
  );
}
