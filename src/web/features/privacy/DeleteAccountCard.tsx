import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DangerZoneCard } from '../../ui/DangerZoneCard.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { loadDeleteAccountSchema, privacyCalls } from './privacy-calls.ts';

/**
 * The account settings' danger zone (issue 35): deleting the account after typing its e-mail address, and the password
 * when it has one. The sole admin of a business is told to hand it over or delete it first; on success the browser starts over at
 * the sign-in page (the sessions are gone).
 */
export function DeleteAccountCard({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation('privacy');
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { confirmation: '', currentPassword: '' },
    loadSchema: loadDeleteAccountSchema,
    failureOf: (error) =>
      error.code === 'hand-over-required'
        ? t('deleteAccount.handOver', { businesses: error.details.businesses ?? '' })
        : null,
    submit: async (values) => {
      await privacyCalls.deleteAccount({
        confirmation: values.confirmation,
        currentPassword: hasPassword ? values.currentPassword : undefined,
      });
      window.location.assign('/login');
    },
  });

  return (
    <DangerZoneCard
      id="delete-account"
      title={t('deleteAccount.title')}
      texts={[t('deleteAccount.what'), t('deleteAccount.kept')]}
      submitLabel={t('deleteAccount.submit')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
    >
      <TextInput
        label={t('deleteAccount.confirmation', { email })}
        autoComplete="off"
        required
        {...inputProps('confirmation')}
      />
      {hasPassword && (
        <PasswordField
          label={t('deleteAccount.password')}
          autoComplete="current-password"
          required
          {...inputProps('currentPassword')}
        />
      )}
    </DangerZoneCard>
  );
}
