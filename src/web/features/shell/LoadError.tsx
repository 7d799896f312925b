import { Center, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';

/** The portal could not load the viewer: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Center mih="100vh">
      <Container size="xs">
        <PersistentMessage
          theme="error"
          header={t('loadError.header')}
          text={t('loadError.text')}
          buttons={[{ label: t('loadError.retry'), onClick: onRetry }]}
        />
      </Container>
    </Center>
  );
}
