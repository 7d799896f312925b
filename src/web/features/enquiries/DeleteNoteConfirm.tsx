import { Button, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadedPopupProps } from '../../ui/DeferredPopup.tsx';

/** The note's delete button asks first (NotesPanel); loaded once the enquiry has shown. */
export function DeleteNoteConfirm({ target, defaultOpened, onDelete }: LoadedPopupProps & { onDelete: () => void }) {
  const { t } = useTranslation('enquiries');
  return (
    <Popover position="bottom-end" withArrow defaultOpened={defaultOpened}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">{t('detail.deleteNoteConfirm')}</Text>
          <Button color="red" size="xs" onClick={onDelete}>
            {t('detail.deleteNote')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
