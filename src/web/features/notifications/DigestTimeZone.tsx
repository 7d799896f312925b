import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import { digestHour, isTimeZone } from '../../../domain/notifications.ts';
import type { NotificationSettings } from '../../../domain/notifications-api.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useSaveNotificationSettings } from './notifications-calls.ts';
import { useErrorText } from './use-error-text.ts';

/**
 * When the daily digest comes, and in which zone. A person who never chose one gets their browser's, saved once
 * without a word (the server's guess is their country's capital); they change it from a searchable list.
 */
export function DigestTimeZone({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const locale = useCurrentLocale();
  const save = useSaveNotificationSettings();
  const errorText = useErrorText();
  const [changing, setChanging] = useState(false);

  const saveQuietly = save.mutate;
  const savedOnce = useRef(false);
  useEffect(() => {
    if (settings.timeZoneSaved || savedOnce.current) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isTimeZone(browserZone)) return;
    savedOnce.current = true;
    // silent: a failure leaves the country's zone, and the next visit tries again
    saveQuietly({ timeZone: browserZone });
  }, [settings.timeZoneSaved, saveQuietly]);

  // the browser's list leaves out some names it accepts (UTC in Chromium): the saved one is always offered
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone');
    return all.includes(settings.timeZone) ? all : [settings.timeZone, ...all];
  }, [settings.timeZone]);
  const time = formatDate(Date.UTC(2000, 0, 1, digestHour), locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });

  const choose = (timeZone: string | null) => {
    if (!timeZone || timeZone === settings.timeZone) return;
    save.mutate(
      { timeZone },
      {
        onSuccess: () => {
          setChanging(false);
          showSnackbar({ mode: 'success', text: t('digest.saved', { time, zone: timeZone }) });
        },
        onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('digest.at', { time, zone: settings.timeZone })}</Text>
        <Button variant="subtle" size="compact-sm" aria-expanded={changing} onClick={() => setChanging(!changing)}>
          {t('digest.change')}
        </Button>
      </Group>
      {changing && (
        <DeferredSelect
          label={t('digest.zone')}
          searchable
          allowDeselect={false}
          limit={100}
          nothingFoundMessage={t('digest.noZone')}
          data={zones}
          value={settings.timeZone}
          onChange={choose}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
