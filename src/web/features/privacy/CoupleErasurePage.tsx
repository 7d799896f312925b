import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoupleErasure } from '../../../domain/privacy/privacy-api.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { loadCoupleErasureSchema, privacyCalls } from './privacy-calls.ts';

/**
 * /couple-erasure (platform admins, issue 35): erases a couple by e-mail address for every supplier. The first submit
 * asks to confirm; the answer says how many of each were erased (nothing of the couple is shown or kept).
 */
export function CoupleErasurePage() {
  const { t } = useTranslation('privacy');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<CoupleErasure | null>(null);
  const { form, busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { email: '' },
    loadSchema: loadCoupleErasureSchema,
    submit: async ({ email }) => {
      if (!confirming) {
        setResult(null);
        setConfirming(true);
        return;
      }
      setResult(await privacyCalls.eraseCouple(email));
      setConfirming(false);
      form.reset();
    },
  });
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('erasure.title')} intro={t('erasure.intro')} />
      <FormCard
        id="couple-erasure"
        title={t('erasure.formTitle')}
        submitLabel={confirming ? t('erasure.confirm') : t('erasure.submit')}
        busy={busy}
        failure={failure}
        onSubmit={onSubmit}
      >
        <TextInput
          label={t('erasure.email')}
          type="email"
          autoComplete="off"
          required
          readOnly={confirming}
          {...inputProps('email')}
        />
        {confirming && (
          <Alert color="red" title={t('erasure.warningTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('erasure.warning', { email: form.values.email })}</Text>
              <Group>
                <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                  {t('erasure.cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </FormCard>
      {result && (
        <Alert color="teal" title={t('erasure.done')} role="status">
          <List size="sm">
            <List.Item>{t('erasure.counts.suppliers', { count: result.counts.suppliers })}</List.Item>
            <List.Item>{t('erasure.counts.enquiries', { count: result.counts.enquiries })}</List.Item>
            <List.Item>{t('erasure.counts.messages', { count: result.counts.messages })}</List.Item>
            <List.Item>{t('erasure.counts.bookings', { count: result.counts.bookings })}</List.Item>
            <List.Item>{t('erasure.counts.reviews', { count: result.counts.reviews })}</List.Item>
            <List.Item>{t('erasure.counts.files', { count: result.counts.files })}</List.Item>
          </List>
        </Alert>
      )}
    </Stack>
  );
}
