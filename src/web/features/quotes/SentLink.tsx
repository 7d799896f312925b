import { Alert, Button, CopyButton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The couple's link after a send: answered this once by the server, so it is shown to copy into a message. */
export function SentLink({ link }: { link: string }) {
  const { t } = useTranslation('quotes');
  return (
    <Alert color="blue" title={t('editor.sentLinkTitle')} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('editor.sentLinkText')}</Text>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="quote-link">
          {link}
        </Text>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant={copied ? 'filled' : 'default'} onClick={copy}>
              {t(copied ? 'editor.copied' : 'editor.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
