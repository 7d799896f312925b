import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isSocialProvider, socialProviderNames, socialSignInError, type SocialProvider } from '../../../domain/social-sign-in.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { ProviderMark } from './ProviderMark.tsx';
import { goToProvider, socialCalls, useSignInMethods } from './social-calls.ts';

/**
 * "Continue with Google / Facebook" above the e-mail form of /login and /signup: the same call signs a new
 * address up and a known provider account in. Hidden when the server offers no provider.
 */
export function SocialSignInButtons({ next }: { next?: string }) {
  const { t } = useTranslation('auth');
  const methods = useSignInMethods();
  const locale = useCurrentLocale();
  const [leavingFor, setLeavingFor] = useState<SocialProvider | null>(null);
  const [failed, setFailed] = useState(false);
  const offered = methods.data?.social ?? [];
  if (!offered.length) return null;

  const start = async (provider: SocialProvider) => {
    setLeavingFor(provider);
    setFailed(false);
    try {
      await goToProvider(socialCalls.startSignIn({ provider, next, locale }));
    } catch {
      setLeavingFor(null);
      setFailed(true);
    }
  };

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
          onClick={() => void start(provider)}
        >
          {t('social.continueWith', { provider: socialProviderNames[provider] })}
        </Button>
      ))}
      {failed && (
        <Text c="red" size="sm" role="alert">
          {t('social.startFailed')}
        </Text>
      )}
      <Divider label={t('social.or')} labelPosition="center" />
    </Stack>
  );
}

/** What a provider round trip that came back to /login failed on (`error`, `provider`, `email` in the URL). */
export function useSocialSignInFailure() {
  const [params] = useSearchParams();
  const error = socialSignInError(params.get('error'));
  const provider = params.get('provider');
  if (!error || !isSocialProvider(provider)) return null;
  return { error, provider, email: params.get('email') ?? '' };
}

/** The message of a failed provider sign-in on /login; a known address is asked to sign in with its password first. */
export function SocialSignInFailure({ failure }: { failure: NonNullable<ReturnType<typeof useSocialSignInFailure>> }) {
  const { t } = useTranslation('auth');
  const provider = socialProviderNames[failure.provider];
  const text = {
    'account-exists-with-different-credential': t('social.accountExists', { provider, email: failure.email }),
    deactivated: t('authErrors:deactivated'),
    'social-sign-in-failed': t('social.failed', { provider }),
  }[failure.error];
  return (
    <Alert color={failure.error === 'account-exists-with-different-credential' ? 'blue' : 'red'} role="alert">
      {text}
    </Alert>
  );
}
