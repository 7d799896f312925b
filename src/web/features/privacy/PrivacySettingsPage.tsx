import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RetentionSetting } from '../../../domain/privacy/privacy-api.ts';
import { roleMay } from '../../../domain/roles.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { DeleteBusinessCard } from './DeleteBusinessCard.tsx';
import { loadRetentionSchema, monthsOf, useRetentionSetting, useSaveRetention } from './privacy-calls.ts';

/**
 * /settings/privacy (issue 35): how long the business keeps couples' enquiries after the wedding, at most the
 * platform's period; supplier admins only (others read why). Ends with the admins' danger zone: deleting the business.
 */
export function PrivacySettingsPage() {
  const { t } = useTranslation('privacy');
  const active = useActiveSupplier();
  if (!active) return null;
  const { supplier } = active;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('retention.pageTitle')} intro={t('retention.intro')} />
      {roleMay(supplier.role, 'privacy') ? (
        <Retention supplierId={supplier.id} />
      ) : (
        <Alert color="blue">{t('retention.adminsOnly', { supplier: supplier.name })}</Alert>
      )}
      {roleMay(supplier.role, 'deleteBusiness') && <DeleteBusinessCard supplierId={supplier.id} name={supplier.name} />}
    </Stack>
  );
}

function Retention({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('privacy');
  const setting = useRetentionSetting(supplierId);
  return (
    <QueryBody
      query={setting}
      loadingLabel={t('retention.loading')}
      failedHeader={t('retention.failed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => <RetentionForm supplierId={supplierId} setting={data} />}
    </QueryBody>
  );
}

function RetentionForm({ supplierId, setting }: { supplierId: string; setting: RetentionSetting }) {
  const { t } = useTranslation('privacy');
  const save = useSaveRetention(supplierId);
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { months: setting.months === null ? '' : String(setting.months) },
    loadSchema: loadRetentionSchema(setting.platformMonths),
    submit: async ({ months }) => {
      await save.mutateAsync(monthsOf(months));
      showSnackbar({ mode: 'success', text: t('retention.saved') });
    },
  });
  return (
    <FormCard
      id="retention"
      title={t('retention.title')}
      submitLabel={t('retention.submit')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
    >
      <Text size="sm">{t('retention.rule', { months: setting.platformMonths })}</Text>
      <TextInput
        label={t('retention.months')}
        description={t('retention.monthsHint', { months: setting.platformMonths })}
        inputMode="numeric"
        {...inputProps('months')}
      />
    </FormCard>
  );
}
