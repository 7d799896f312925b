import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  isSocialProvider,
  socialProviderNames,
  socialSignInError,
  type SocialProvider,
} from '../../../domain/social-sign-in.ts';
import { isValidEmail } from '../../../domain/field-rules.ts';
import type { ApiError } from '../../app/api.ts';
import { ProviderMark } from '../../ui/ProviderMark.tsx';
import { useLeaveForProvider } from '../../ui/use-leave-for-provider.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { socialCalls, useSignInMethods } from './social-calls.ts';

/**
 * "Continue with Google / Facebook" above the e-mail form of /login and /signup: the same call signs a new
 * address up and a known provider account in. Hidden when the server offers no provider.
 */
export function SocialSignInButtons({ next }: { next?: string }) {
  const { t } = useTranslation('auth');
  const methods = useSignInMethods();
  const locale = useCurrentLocale();
  const { leavingFor, failure, leave } = useLeaveForProvider<SocialProvider>();
  const offered = methods.data?.social ?? [];
  if (!offered.length) return null;

  return (
    <Stack gap="sm">
      {offered.map((provider) => (
        <Button
          key={provider}
          variant="default"
          fullWidth
          leftSection={<ProviderMark provider={provider} />}
          loading={leavingFor === provider}
          disabled={leavingFor !== null && leavingFor !== provider}
          onClick={() => void leave(provider, () => socialCalls.startSignIn({ provider, next, locale }))}
        >
          {t('social.continueWith', { provider: socialProviderNames[provider] })}
        </Button>
      ))}
      {failure !== null && (
        <Text c="red" size="sm" role="alert">
          {t('social.startFailed')}
        </Text>
      )}
      <Divider label={t('social.or')} labelPosition="center" />
    </Stack>
  );
}

/**
 * What a provider round trip that came back to /login failed on (`error`, `provider`, `email` in the URL;
 * a trip whose state was lost comes back without a provider). The address is only taken when it is one.
 */
export function useSocialSignInFailure() {
  const [params] = useSearchParams();
  const error = socialSignInError(params.get('error'));
  if (!error) return null;
  const provider = params.get('provider');
  const email = params.get('email') ?? '';
  return { error, provider: isSocialProvider(provider) ? provider : null, email: isValidEmail(email) ? email : '' };
}

/** The message of a failed provider sign-in on /login; a known address is asked to sign in as before first. */
export function SocialSignInFailure({ failure }: { failure: NonNullable<ReturnType<typeof useSocialSignInFailure>> }) {
  const { t } = useTranslation('auth');
  const provider = failure.provider && socialProviderNames[failure.provider];
  const text = !provider
    ? t('social.failedUnknown')
    : {
        'account-exists-with-different-credential': t('social.accountExists', { provider, email: failure.email }),
        deactivated: t('authErrors:deactivated'),
        'social-email-missing': t('social.emailMissing', { provider }),
        'social-sign-in-failed': t('social.failed', { provider }),
      }[failure.error];
  return (
    <Alert color={failure.error === 'account-exists-with-different-credential' ? 'blue' : 'red'} role="alert">
      {text}
    </Alert>
  );
}

/**
 * The alert of a password sign-in or sign-up to an address that signs in through a provider (spec section 8: the error
 * carries the provider and the e-mail): the provider's button is on the same page.
 */
export function useDifferentCredentialFailure(): (error: ApiError) => string | null {
  const { t } = useTranslation('auth');
  return (error) => {
    const { provider, email = '' } = error.details;
    if (error.code !== 'account-exists-with-different-credential' || !isSocialProvider(provider)) return null;
    return t('social.useProvider', { provider: socialProviderNames[provider], email });
  };
}
