import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { BusyForm } from '../../ui/BusyForm.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { homePath } from '../shell/home-path.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { authCalls } from './auth-calls.ts';
import { AuthCard, AuthCardLink } from './AuthCard.tsx';
import { EmailPasswordFields } from './EmailPasswordFields.tsx';
import { useEnterPortal, withNext } from './use-enter-portal.ts';
import { loadCredentialsSchema } from './account-form-schemas.ts';

/** /login (spec sections 2, 4): e-mail and password, then the post-login redirect the server answers. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const viewer = useViewer();
  const { next, enter } = useEnterPortal();
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { email: '', password: '' },
    loadSchema: loadCredentialsSchema,
    networkField: 'password',
    submit: async (values) => {
      await authCalls.verifyPermissions(values.email, { signingUp: false });
      const { redirectTo } = await authCalls.signIn({ ...values, next, fromPath: '/login' });
      await enter(redirectTo);
    },
  });

  if (viewer.isPending) return <FullPageLoader />;
  if (viewer.data) return <Navigate to={next ?? homePath(viewer.data, '/login')} replace />;

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <AuthCardLink question={t('login.noAccount')} to={withNext('/signup', next)}>
          {t('login.toSignup')}
        </AuthCardLink>
      }
    >
      <BusyForm busy={busy} failure={failure} onSubmit={onSubmit}>
        <EmailPasswordFields inputProps={inputProps} />
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" loading={busy}>
            {t('login.submit')}
          </Button>
        </Group>
      </BusyForm>
    </AuthCard>
  );
}
