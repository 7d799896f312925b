import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { AlertChannels } from './AlertChannels.tsx';
import { DigestTimeZone } from './DigestTimeZone.tsx';
import { useNotificationSettings } from './notifications-calls.ts';
import { PushDevices } from './PushDevices.tsx';

/**
 * The account settings' "Notifications": how the person hears of each alert, for every business they belong to (the
 * preferences are theirs, not a business's), the digest's hour, and the devices push goes to.
 */
export function NotificationSettingsCards() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const body = (children: (data: NonNullable<typeof settings.data>) => ReactNode) => (
    <QueryBody
      query={settings}
      loadingLabel={t('loading')}
      failedHeader={t('loadFailed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {children}
    </QueryBody>
  );
  return (
    <>
      <SectionCard id="notifications" title={t('title')}>
        {body((data) => (
          <Stack gap="lg">
            <AlertChannels settings={data} />
            <DigestTimeZone settings={data} />
          </Stack>
        ))}
      </SectionCard>
      <SectionCard id="push-devices" title={t('devices.cardTitle')}>
        {body((data) => (
          <PushDevices settings={data} />
        ))}
      </SectionCard>
    </>
  );
}
