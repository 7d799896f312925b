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
import {
  SocialSignInButtons,
  SocialSignInFailure,
  useDifferentCredentialFailure,
  useSocialSignInFailure,
} from './SocialSignIn.tsx';

/**
 * /login (spec sections 2, 4): Google or Facebook, or e-mail and password, then the post-login redirect the
 * server answers. Back from a provider whose address has a password account, the address is filled in and
 * signing in leads on to linking that provider in the settings.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const viewer = useViewer();
  const { next: askedNext, enter } = useEnterPortal();
  const socialFailure = useSocialSignInFailure();
  // back from a provider whose address has an account: signing in leads on to linking that provider
  const toLink =
    socialFailure?.error === 'account-exists-with-different-credential' && socialFailure.provider
      ? `/settings?link=${socialFailure.provider}`
      : undefined;
  const next = toLink ?? askedNext;
  const differentCredential = useDifferentCredentialFailure();
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { email: socialFailure?.email ?? '', password: '' },
    loadSchema: loadCredentialsSchema,
    networkField: 'password',
    failureOf: differentCredential,
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
        <AuthCardLink question={t('login.noAccount')} to={withNext('/signup', askedNext)}>
          {t('login.toSignup')}
        </AuthCardLink>
      }
    >
      {socialFailure && <SocialSignInFailure failure={socialFailure} />}
      <SocialSignInButtons next={askedNext} />
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
