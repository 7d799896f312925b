import { NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  alertTypes,
  channelsOfType,
  deliveryOf,
  type AlertChannel,
  type AlertType,
} from '../../../domain/notifications.ts';
import type { NotificationSettings } from '../../../domain/notifications-api.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useSaveNotificationSettings } from './notifications-calls.ts';
import { useErrorText } from './use-error-text.ts';

/** Per alert type, the channel it comes by: saved on change, shown at once (snaps back with the reason if it fails). */
export function AlertChannels({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const save = useSaveNotificationSettings();
  const errorText = useErrorText();
  const hasDevice = settings.devices.length > 0;

  const change = (type: AlertType, channel: AlertChannel) =>
    save.mutate(
      { channels: { [type]: channel } },
      {
        onSuccess: () =>
          showSnackbar({
            mode: 'success',
            text: t('channels.saved', { type: t(`types.${type}.label`), channel: t(`channel.${channel}`) }),
          }),
        onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">{t('channels.fallback')}</Text>
      {alertTypes.map((type) => {
        const channel = settings.channels[type];
        const byEmail = deliveryOf(channel, hasDevice) !== channel;
        return (
          <NativeSelect
            key={type}
            label={t(`types.${type}.label`)}
            description={
              byEmail ? `${t(`types.${type}.description`)} ${t('channels.byEmailNow')}` : t(`types.${type}.description`)
            }
            data={channelsOfType[type].map((value) => ({ value, label: t(`channel.${value}`) }))}
            value={channel}
            onChange={(event) => change(type, event.currentTarget.value as AlertChannel)}
          />
        );
      })}
    </Stack>
  );
}
