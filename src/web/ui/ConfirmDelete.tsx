import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyModal } from './LazyModal.tsx';

/** "Delete for good?" before deleting something couples see; `name` says what. */
export function ConfirmDelete({ opened, name, onCancel, onConfirm }: { opened: boolean; name: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <LazyModal opened={opened} onClose={onCancel} title={t('common:confirmDelete.title')} centered closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Text size="sm">{t('common:confirmDelete.text', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t('common:delete')}
        </Button>
      </Group>
    </LazyModal>
  );
}
