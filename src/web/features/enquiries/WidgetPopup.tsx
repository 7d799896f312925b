import { Button, CloseButton, Dialog, Group, Stack, Text } from '@mantine/core';
import { useId, useLocalStorage } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showsWidgetPopup, widgetPopupDisplayedKey } from '../../../domain/enquiries/widget-popup.ts';
import { useDevice } from '../../ui/use-device.ts';
import { useWidgetConfig } from '../enquiry-widget/widget-calls.ts';

/**
 * The inbox's call to action for the enquiry widget: a small popup in the bottom corner, not over the inbox, for a
 * supplier whose widget has not brought an enquiry yet, once per supplier in this browser (widget-popup.ts).
 */
export function WidgetPopup({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('enquiries');
  const device = useDevice();
  const config = useWidgetConfig(supplierId);
  const [displayed, setDisplayed] = useLocalStorage({
    key: widgetPopupDisplayedKey(supplierId),
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // decided once: recording the display must not take away the popup being shown
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const hasWidgetEnquiry = config.data?.hasEnquiry;

  useEffect(() => {
    if (hasWidgetEnquiry === undefined || !showsWidgetPopup({ device, hasWidgetEnquiry, displayed })) return;
    setOpened(true);
    setDisplayed(true);
  }, [device, hasWidgetEnquiry, displayed, setDisplayed]);

  return (
    <Dialog
      opened={opened}
      onClose={() => setOpened(false)}
      position={{ bottom: 20, right: 20 }}
      size="md"
      role="dialog"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} id={titleId}>
            {t('widgetPopup.title')}
          </Text>
          <CloseButton aria-label={t('widgetPopup.close')} onClick={() => setOpened(false)} />
        </Group>
        <Text size="sm">{t('widgetPopup.text')}</Text>
        <Button component={Link} to="/enquiry-widget" onClick={() => setOpened(false)}>
          {t('widgetPopup.button')}
        </Button>
      </Stack>
    </Dialog>
  );
}
