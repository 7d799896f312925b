import { Alert, Button, Center, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../ui/FormCard.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { accountCalls, useLinkedAccounts } from './settings-calls.ts';
import { LinkedAccountsCard } from './LinkedAccountsCard.tsx';
import { SetPasswordCard } from './SetPasswordCard.tsx';
import { NotificationSettingsCards } from '../notifications/NotificationSettingsCards.tsx';
import { PersonalDataExportCard } from '../data-export/PersonalDataExportCard.tsx';
import { DeleteAccountCard } from '../privacy/DeleteAccountCard.tsx';
import { useViewer } from '../viewer/use-viewer.ts';
import { loadChangeEmailSchema, loadChangePasswordSchema } from '../auth/account-form-schemas.ts';

function ChangeEmailForm() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const { form, busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { email: '', currentPassword: '' },
    loadSchema: loadChangeEmailSchema,
    networkField: 'currentPassword',
    // spec section 8: a failed change shows an alert with the message; the sign-up text (sign in instead, reset your
    // password) would not fit a signed-in user
    failureOf: (error) => (error.code === 'email-already-in-use' ? t('email.taken') : null),
    submit: async (values) => {
      await accountCalls.changeEmail(values);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: viewerQueryKey });
      showSnackbar({ mode: 'success', text: t('email.changed') });
    },
  });

  return (
    <FormCard
      id="change-email"
      title={t('email.title')}
      submitLabel={t('email.submit')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
    >
      <TextInput label={t('email.new')} type="email" autoComplete="email" required {...inputProps('email')} />
      <PasswordField
        label={t('currentPassword')}
        autoComplete="current-password"
        required
        {...inputProps('currentPassword')}
      />
    </FormCard>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const { form, busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { currentPassword: '', newPassword: '' },
    loadSchema: loadChangePasswordSchema,
    networkField: 'currentPassword',
    submit: async (values) => {
      await accountCalls.changePassword(values);
      form.reset();
      showSnackbar({ mode: 'success', text: t('password.changed') });
    },
  });

  return (
    <FormCard
      id="change-password"
      title={t('password.title')}
      submitLabel={t('password.submit')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
    >
      <PasswordField
        label={t('currentPassword')}
        autoComplete="current-password"
        required
        {...inputProps('currentPassword')}
      />
      <PasswordField
        label={t('password.new')}
        description={t('password.rule')}
        autoComplete="new-password"
        required
        {...inputProps('newPassword')}
      />
    </FormCard>
  );
}

/**
 * /settings (spec: account settings, linked accounts): change the login e-mail and the password, each
 * asking for the current password; an account without a password (made through a provider) is mailed a
 * link to choose one. Linked accounts show when the portal offers a provider. Notifications (issue 36) are the
 * person's for every business they belong to, so they live here, not on a business's page. "Download your data" (issue 35), then
 * the danger zone: deleting the account closes the page.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  const viewer = useViewer();
  const accounts = useLinkedAccounts();
  const email = viewer.data?.user.email;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('title')}</Title>
      {accounts.isPending && (
        <Center py="xl" role="status" aria-label={t('common:loading')}>
          <Loader />
        </Center>
      )}
      {accounts.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            {t('linkedAccounts.loadFailed')}
            <Button variant="default" size="xs" onClick={() => void accounts.refetch()}>
              {t('common:retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {accounts.data?.password === false && email && <SetPasswordCard email={email} accounts={accounts.data} />}
      {/* without the sign-in methods, the forms most accounts use */}
      {(accounts.isError || accounts.data?.password) && (
        <>
          <ChangeEmailForm />
          <ChangePasswordForm />
        </>
      )}
      {accounts.data && <LinkedAccountsCard accounts={accounts.data} />}
      <NotificationSettingsCards />
      <PersonalDataExportCard />
      {/* the danger zone comes last */}
      {accounts.data && email && <DeleteAccountCard email={email} hasPassword={accounts.data.password} />}
    </Stack>
  );
}
