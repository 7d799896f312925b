import { Alert, Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyForm } from '../../ui/BusyForm.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { authCalls } from './auth-calls.ts';
import { AuthCard, AuthCardLink } from './AuthCard.tsx';
import { loadResetRequestSchema } from './account-form-schemas.ts';

/**
 * /forgot-password (spec sections 2, 4, 5): asks for the e-mail; success shows a message with the
 * e-mail that does not tell whether an account exists (the server answers the same either way).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { email: '' },
    loadSchema: loadResetRequestSchema,
    networkField: 'email',
    submit: async ({ email }) => {
      await authCalls.requestPasswordReset({ email });
      setSentTo(email.trim());
    },
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      intro={sentTo ? undefined : t('forgot.intro')}
      footer={<AuthCardLink to="/login">{t('forgot.backToLogin')}</AuthCardLink>}
    >
      {sentTo ? (
        <Alert color="teal" role="status" title={t('forgot.sentTitle')}>
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <BusyForm busy={busy} failure={failure} onSubmit={onSubmit}>
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...inputProps('email')} />
          <Button type="submit" loading={busy} fullWidth>
            {t('forgot.submit')}
          </Button>
        </BusyForm>
      )}
    </AuthCard>
  );
}
