import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type MessageTheme = 'info' | 'success' | 'warning' | 'error';

const colours: Record<MessageTheme, string> = { info: 'blue', success: 'teal', warning: 'yellow', error: 'red' };

export interface PersistentMessageProps {
  theme: MessageTheme;
  header: ReactNode;
  text: ReactNode;
  buttons?: { label: string; onClick: () => void }[];
  /** Shows a close button; the message stays until it is closed. */
  onClose?: () => void;
}

/** The spec's persistent message: theme, header, text, buttons and a close action. */
export function PersistentMessage({ theme, header, text, buttons = [], onClose }: PersistentMessageProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color={colours[theme]}
      title={header}
      role={theme === 'error' ? 'alert' : 'status'}
      withCloseButton={onClose !== undefined}
      closeButtonLabel={t('close')}
      onClose={onClose}
      mb="md"
      // a warning's yellow title would fail AA contrast on its light fill; body text colour reads on every theme
      styles={theme === 'warning' ? { title: { color: 'var(--mantine-color-text)' } } : undefined}
    >
      <Text size="sm">{text}</Text>
      {buttons.length > 0 && (
        <Group mt="sm" gap="xs">
          {buttons.map((button) => (
            <Button key={button.label} size="xs" variant="default" onClick={button.onClick}>
              {button.label}
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  );
}
