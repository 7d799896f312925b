import { TextInput } from '@mantine/core';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../ui/use-schema-form.ts';

/** The e-mail and password of sign-in, or of sign-up (`newPassword`: a new password, with its rule). */
export function EmailPasswordFields({
  inputProps,
  newPassword = false,
}: {
  inputProps: SchemaForm<{ email: string; password: string }>['inputProps'];
  newPassword?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...inputProps('email')} />
      <PasswordField
        label={t('fields.password')}
        description={newPassword ? t('fields.passwordRule') : undefined}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        required
        {...inputProps('password')}
      />
    </>
  );
}
