import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DangerZoneCard } from '../../ui/DangerZoneCard.tsx';
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
    <DangerZoneCard
      id="delete-business"
      title={t('deleteBusiness.title')}
      texts={[t('deleteBusiness.what'), t('deleteBusiness.kept')]}
      submitLabel={t('deleteBusiness.submit')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
    >
      <TextInput
        label={t('deleteBusiness.confirmation', { name })}
        autoComplete="off"
        required
        {...inputProps('confirmation')}
      />
    </DangerZoneCard>
  );
}
