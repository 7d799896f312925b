import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationDevice, NotificationSettings } from '../../../domain/notifications-api.ts';
import { formatDate } from '../../../domain/format.ts';
import { ApiError } from '../../app/api.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { deviceParts } from './device-label.ts';
import { useAddDevice, useRemoveDevice, useTestDevice } from './notifications-calls.ts';
import { pushState, subscribe, thisDevice, unsubscribe, type PushState } from './push-device.ts';
import { useErrorText } from './use-error-text.ts';

/** "Chrome on Android", in the person's language (they subscribe and read their own list). */
function useDeviceLabel(): string {
  const { t } = useTranslation('notifications');
  const { browser, system } = deviceParts(navigator.userAgent);
  if (browser && system) return t('device.label', { browser, system });
  return browser ?? system ?? t('device.unknown');
}

/** The portal refused what the browser's push service made (its keys or its address), not the request. */
const refusedSubscription = (error: ApiError) =>
  Object.keys(error.fields).some((field) => field === 'endpoint' || field.startsWith('keys.'));

/** Push on this device: why it cannot be turned on here, or the switch on and off. */
function ThisDevice({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const label = useDeviceLabel();
  const addDevice = useAddDevice();
  const removeDevice = useRemoveDevice();
  const errorText = useErrorText();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = settings.devices.map((device) => device.id).join(' ');

  const refresh = useCallback(
    () =>
      pushState(ids.split(' ')).then(setState, () => {
        setState('unsupported');
      }),
    [ids],
  );
  useEffect(() => void refresh(), [refresh]);

  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    let subscription: PushSubscription | null = null;
    try {
      subscription = await subscribe(settings.publicKey);
      if (subscription) {
        const { endpoint = '', keys = {} } = subscription.toJSON();
        const { id } = await addDevice.mutateAsync({
          endpoint,
          keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' },
          label,
        });
        thisDevice.remember(id);
        showSnackbar({ mode: 'success', text: t('device.turnedOn', { label }) });
      }
    } catch (error) {
      // the portal refused it: a subscription it does not know of would only wait for pushes that never come
      if (error instanceof ApiError) await subscription?.unsubscribe();
      setProblem(
        error instanceof ApiError
          ? refusedSubscription(error)
            ? t('device.refused')
            : errorText(error)
          : t('device.subscribeFailed'),
      );
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const turnOff = async () => {
    const id = thisDevice.id();
    setBusy(true);
    setProblem(null);
    try {
      if (id) await removeDevice.mutateAsync(id);
      await unsubscribe();
      thisDevice.forget();
      showSnackbar({ mode: 'success', text: t('device.turnedOff', { label }) });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  if (state === null) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('device.title', { label })}</Text>
      {state === 'unsupported' && <Alert color="gray">{t('device.unsupported')}</Alert>}
      {state === 'blocked' && (
        <Alert color="yellow" title={t('device.blockedTitle')}>
          {t('device.blocked')}
        </Alert>
      )}
      {state === 'noWorker' && <Alert color="gray">{t('device.noWorker')}</Alert>}
      {state === 'off' && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('device.offText')}</Text>
          <Button onClick={() => void turnOn()} loading={busy}>
            {t('device.turnOn')}
          </Button>
        </Group>
      )}
      {state === 'on' && (
        <Group justify="space-between" gap="sm">
          <Badge variant="dot" color="teal" c="teal.9" size="lg">
            {t('device.on')}
          </Badge>
          <Button variant="default" onClick={() => void turnOff()} loading={busy}>
            {t('device.turnOff')}
          </Button>
        </Group>
      )}
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

function DeviceRow({ device }: { device: NotificationDevice }) {
  const { t } = useTranslation('notifications');
  const locale = useCurrentLocale();
  const test = useTestDevice();
  const remove = useRemoveDevice();
  const errorText = useErrorText();
  const isThis = device.id === thisDevice.id();

  const sendTest = () =>
    test.mutate(device.id, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t('devices.testSent', { label: device.label }) }),
      onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
    });
  const removeIt = () =>
    remove.mutate(device.id, {
      onSuccess: () => {
        if (isThis) {
          thisDevice.forget();
          // the portal no longer pushes to it; a subscription the browser fails to end only waits unused
          void unsubscribe().catch(() => undefined);
        }
        showSnackbar({ mode: 'success', text: t('devices.removed', { label: device.label }) });
      },
      onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
    });

  return (
    <Group component="li" justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={0}>
        <Group gap="xs">
          <Text fw={500}>{device.label || t('device.unknown')}</Text>
          {isThis && (
            <Badge variant="outline" color="blue" c="blue.9">
              {t('devices.thisOne')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('devices.added', { date: formatDate(device.createdAt, locale) })}
          {' · '}
          {device.lastSentAt
            ? t('devices.lastSent', {
                date: formatDate(device.lastSentAt, locale, { dateStyle: 'medium', timeStyle: 'short' }),
              })
            : t('devices.neverSent')}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={sendTest} loading={test.isPending}>
          {t('devices.test')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          size="xs"
          onClick={removeIt}
          loading={remove.isPending}
          aria-label={t('devices.removeLabel', { label: device.label })}
        >
          {t('devices.remove')}
        </Button>
      </Group>
    </Group>
  );
}

/** This device's push, then every device of the person's that gets push, each with a test and a way out. */
export function PushDevices({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  return (
    <Stack gap="lg">
      <ThisDevice settings={settings} />
      <Stack gap="xs">
        <Text fw={600}>{t('devices.title')}</Text>
        {settings.devices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('devices.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {settings.devices.map((device) => (
              <DeviceRow key={device.id} device={device} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
