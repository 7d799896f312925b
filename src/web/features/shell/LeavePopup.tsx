import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** The leave-with-unsaved-changes popup (spec section 2 "Popups and messages"), for a blocked navigation. */
export function LeavePopup({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('shell');
  // closing the popup keeps the user on the page with their changes
  const stay = () => blocker.reset?.();
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title={t('unsaved.title')} centered>
      <Text size="sm">{t('unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay}>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
