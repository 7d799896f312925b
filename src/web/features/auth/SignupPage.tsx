import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { BusyForm } from '../../ui/BusyForm.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { homePath } from '../shell/home-path.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { authCalls } from './auth-calls.ts';
import { AuthCard, AuthCardLink } from './AuthCard.tsx';
import { EmailPasswordFields } from './EmailPasswordFields.tsx';
import { useEnterPortal, withNext } from './use-enter-portal.ts';
import { loadCredentialsSchema } from './account-form-schemas.ts';
import { SocialSignInButtons, useDifferentCredentialFailure } from './SocialSignIn.tsx';

/**
 * /signup (spec sections 2, 4, 5): Google or Facebook, or e-mail and a password of 6+ characters; a new account goes on
 * to get listed.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const viewer = useViewer();
  const locale = useCurrentLocale();
  const { next, enter } = useEnterPortal();
  const differentCredential = useDifferentCredentialFailure();
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { email: '', password: '' },
    loadSchema: loadCredentialsSchema,
    networkField: 'password',
    failureOf: differentCredential,
    submit: async (values) => {
      await authCalls.verifyPermissions(values.email, { signingUp: true });
      const { redirectTo } = await authCalls.signUp({ ...values, locale });
      await enter(next ?? redirectTo);
    },
  });

  if (viewer.isPending) return <FullPageLoader />;
  if (viewer.data) return <Navigate to={homePath(viewer.data, '/signup')} replace />;

  return (
    <AuthCard
      title={t('signup.title')}
      intro={t('signup.intro')}
      footer={
        <AuthCardLink question={t('signup.haveAccount')} to={withNext('/login', next)}>
          {t('signup.toLogin')}
        </AuthCardLink>
      }
    >
      <SocialSignInButtons next={next} />
      <BusyForm busy={busy} failure={failure} onSubmit={onSubmit}>
        <EmailPasswordFields inputProps={inputProps} newPassword />
        <Button type="submit" loading={busy} fullWidth>
          {t('signup.submit')}
        </Button>
      </BusyForm>
    </AuthCard>
  );
}
