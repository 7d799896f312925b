import { Alert, Button } from '@mantine/core';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BusyForm } from '../../ui/BusyForm.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { authCalls } from './auth-calls.ts';
import { AuthCard, AuthCardLink } from './AuthCard.tsx';
import { loadResetPasswordSchema } from './account-form-schemas.ts';

/** /reset-password?token= : the page of the e-mailed single-use link; sets a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { token, password: '' },
    loadSchema: loadResetPasswordSchema,
    networkField: 'password',
    submit: async (values) => {
      await authCalls.resetPassword(values);
      setDone(true);
    },
  });

  return (
    <AuthCard
      title={t('reset.title')}
      footer={
        <AuthCardLink to={done ? '/login' : '/forgot-password'}>
          {done ? t('reset.toLogin') : t('reset.newLink')}
        </AuthCardLink>
      }
    >
      {done ? (
        <Alert color="teal" role="status">
          {t('reset.done')}
        </Alert>
      ) : !token ? (
        <Alert color="red" role="alert">
          {t('authErrors:invalid-action-code')}
        </Alert>
      ) : (
        <BusyForm busy={busy} failure={failure} onSubmit={onSubmit}>
          <PasswordField
            label={t('fields.newPassword')}
            description={t('fields.passwordRule')}
            autoComplete="new-password"
            required
            {...inputProps('password')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('reset.submit')}
          </Button>
        </BusyForm>
      )}
    </AuthCard>
  );
}
