import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallOffer } from '../../pwa/install-offer.ts';

/**
 * The offer to install the portal as an app, made once (docs/decisions/web.md, "Installable app"): below the
 * dashboard's working cards, only where the browser lets the page ask, and gone for good after Install or Not now.
 */
export function InstallCard() {
  const { t } = useTranslation('dashboard');
  const offer = useInstallOffer();
  const titleId = useId();
  if (!offer) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Image src="/icons/icon-192.png" alt="" w={40} h={40} radius="sm" />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>
            {t('install.title')}
          </Title>
          <Text size="sm">{t('install.text')}</Text>
          <Group gap="sm">
            <Button size="sm" onClick={() => void offer.install()}>
              {t('install.install')}
            </Button>
            <Button size="sm" variant="default" onClick={offer.decline}>
              {t('install.notNow')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
