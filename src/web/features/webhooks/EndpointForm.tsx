import { Button, Checkbox, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEventTypes, type WebhookEventType } from '../../../domain/webhooks.ts';
import type { WebhookEndpointInput } from '../../../domain/webhooks-api.ts';
import { ApiError } from '../../app/api.ts';
import { BusyForm } from '../../ui/BusyForm.tsx';

interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export const newEndpointValues: EndpointValues = {
  url: '',
  description: '',
  events: [...webhookEventTypes],
  enabled: true,
};

/**
 * An endpoint's address, description, events and switch, for adding and for changing one. The server
 * checks the address (https, a public host); its field errors land on their fields.
 */
export function EndpointForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EndpointValues;
  submitLabel: string;
  onSubmit: (input: WebhookEndpointInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EndpointValues>({ mode: 'controlled', initialValues: initial });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else
        setFailure(
          error instanceof ApiError
            ? t(`errors.${error.code}`, { defaultValue: t('common:errors.generic') })
            : t('common:errors.generic'),
        );
    } finally {
      setBusy(false);
    }
  });
  const errorOf = (field: keyof EndpointValues) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key) : undefined;
  };

  return (
    <BusyForm busy={busy} failure={failure} onSubmit={(event) => submit(event)}>
      <Stack gap="sm">
        <TextInput
          label={t('form.url')}
          description={t('form.urlHelp')}
          placeholder="https://"
          type="url"
          required
          {...form.getInputProps('url')}
          error={errorOf('url')}
        />
        <TextInput
          label={t('form.description')}
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <Checkbox.Group label={t('form.events')} required {...form.getInputProps('events')} error={errorOf('events')}>
          <Stack gap={6} mt={6}>
            {webhookEventTypes.map((type) => (
              <Checkbox key={type} value={type} label={`${t(`events.${type}`)} (${type})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch label={t('form.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </BusyForm>
  );
}
