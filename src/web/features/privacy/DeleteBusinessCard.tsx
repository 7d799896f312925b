import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusyForm } from '../../ui/BusyForm.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { loadDeleteBusinessSchema, privacyCalls } from './privacy-calls.ts';

/**
 * The privacy settings' danger zone (issue 35, supplier admins): deleting the business after typing its name (a plan
 * that still renews is cancelled first, under Plans). The browser then starts over at the portal's start, which opens the user's other business or the get-listed form.
 */
export function DeleteBusinessCard({ supplierId, name }: { supplierId: string; name: string }) {
  const { t } = useTranslation('privacy');
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { confirmation: '' },
    loadSchema: loadDeleteBusinessSchema,
    failureOf: (error) => (error.code === 'plan-running' ? t('deleteBusiness.planRunning') : null),
    submit: async (values) => {
      await privacyCalls.deleteBusiness(supplierId, values);
      // a full load: every cached screen of the deleted business goes, and the viewer picks the next business
      window.location.assign('/');
    },
  });

  return (
    <Card
      id="delete-business"
      withBorder
      padding="lg"
      radius="md"
      style={{ borderColor: 'var(--mantine-color-red-9)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" c="red.9">
          {t('deleteBusiness.title')}
        </Title>
        <Text size="sm">{t('deleteBusiness.what')}</Text>
        <Text size="sm">{t('deleteBusiness.kept')}</Text>
        <BusyForm busy={busy} failure={failure} onSubmit={onSubmit}>
          <TextInput
            label={t('deleteBusiness.confirmation', { name })}
            autoComplete="off"
            required
            {...inputProps('confirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red.9" loading={busy}>
              {t('deleteBusiness.submit')}
            </Button>
          </Group>
        </BusyForm>
      </Stack>
    </Card>
  );
}
