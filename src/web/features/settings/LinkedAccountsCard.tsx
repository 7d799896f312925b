import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  isLastSignInMethod,
  isSocialProvider,
  socialAccountTaken,
  socialLinkError,
  socialProviderNames,
  type LinkedAccounts,
  type SocialProvider,
} from '../../../domain/social-sign-in.ts';
import { ApiError } from '../../app/api.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { ProviderMark } from '../../ui/ProviderMark.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useLeaveForProvider } from '../../ui/use-leave-for-provider.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { linkCalls, useUnlinkProvider } from './settings-calls.ts';

type Outcome = { kind: 'linked' | 'failed' | 'taken' | 'suggest'; provider: SocialProvider } | null;

/**
 * What the URL says on arrival: back from linking (`linked` or `linking` with `error`), or sent to link from /login
 * (`link`).
 */
function outcomeOf(params: URLSearchParams): Outcome {
  const linked = params.get('linked');
  if (isSocialProvider(linked)) return { kind: 'linked', provider: linked };
  const linking = params.get('linking');
  if (isSocialProvider(linking))
    return {
      kind: socialLinkError(params.get('error')) === socialAccountTaken ? 'taken' : 'failed',
      provider: linking,
    };
  const suggested = params.get('link');
  return isSocialProvider(suggested) ? { kind: 'suggest', provider: suggested } : null;
}

/** The translated text of a failed call: the server's field message, else `fallback`. */
function useFailureText() {
  const { t } = useTranslation('settings');
  return (error: unknown, fallback: string) => {
    const key = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
    return key ? t(key) : fallback;
  };
}

/** Linking asks a user with a password for it first; the provider's page opens once it is right. */
function LinkButton({ provider, needsPassword }: { provider: SocialProvider; needsPassword: boolean }) {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { leavingFor, failure, leave } = useLeaveForProvider<SocialProvider>();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const name = socialProviderNames[provider];
  const start = () => void leave(provider, () => linkCalls.startLink(provider, needsPassword ? password : undefined));
  const problem = failure === null ? null : failureText(failure, t('linkedAccounts.failed', { provider: name }));

  if (!confirming) {
    return (
      <Stack gap={4} align="flex-end">
        <Button
          variant="light"
          loading={leavingFor !== null}
          onClick={() => (needsPassword ? setConfirming(true) : start())}
        >
          {t('linkedAccounts.link', { provider: name })}
        </Button>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start();
  };
  return (
    <Stack component="form" gap="xs" w="100%" onSubmit={submit}>
      <PasswordField
        label={t('currentPassword')}
        description={t('linkedAccounts.confirm', { provider: name })}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={problem}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => setConfirming(false)}>
          {t('linkedAccounts.cancel')}
        </Button>
        <Button type="submit" loading={leavingFor !== null}>
          {t('linkedAccounts.continue', { provider: name })}
        </Button>
      </Group>
    </Stack>
  );
}

function ProviderRow({
  provider,
  linked,
  accounts,
}: {
  provider: SocialProvider;
  linked: boolean;
  accounts: LinkedAccounts;
}) {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const unlink = useUnlinkProvider();
  const [problem, setProblem] = useState<string | null>(null);
  const name = socialProviderNames[provider];
  const isLast = linked && isLastSignInMethod(accounts, provider);
  const remove = () =>
    unlink.mutate(provider, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t('linkedAccounts.unlinkedDone', { provider: name }) }),
      onError: (error) => setProblem(failureText(error, t('linkedAccounts.failed', { provider: name }))),
    });

  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ProviderMark provider={provider} />
          <Text fw={500}>{name}</Text>
          <Badge variant="outline" color={linked ? 'teal' : 'gray'} c={linked ? 'teal.9' : 'gray.8'}>
            {linked ? t('linkedAccounts.linked') : t('linkedAccounts.unlinked')}
          </Badge>
        </Group>
        {linked ? (
          <Button variant="default" onClick={remove} loading={unlink.isPending} disabled={isLast}>
            {t('linkedAccounts.unlink', { provider: name })}
          </Button>
        ) : (
          <LinkButton provider={provider} needsPassword={accounts.password} />
        )}
      </Group>
      {isLast && (
        <Text size="sm" c="dimmed">
          {t('linkedAccounts.lastMethod')}
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Settings "linked accounts" (spec section 1): link Google or Facebook to sign in with them as well, or
 * unlink them; the last way to sign in stays. Hidden when the portal offers no provider.
 */
export function LinkedAccountsCard({ accounts }: { accounts: LinkedAccounts }) {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => outcomeOf(params));

  // the outcome is read and told once: cleaning the URL gives setParams a new identity and the texts may
  // load meanwhile, and a second run would show the snackbar again beside the first (two of one message)
  const told = useRef(false);
  useEffect(() => {
    if (!outcome || told.current) return;
    told.current = true;
    if (outcome.kind === 'linked')
      showSnackbar({
        mode: 'success',
        text: t('linkedAccounts.linkedDone', { provider: socialProviderNames[outcome.provider] }),
      });
    if (outcome.kind !== 'suggest') document.getElementById('linked-accounts')?.scrollIntoView({ block: 'center' });
    setParams(
      (current) => {
        for (const name of ['linked', 'linking', 'error', 'link']) current.delete(name);
        return current;
      },
      { replace: true },
    );
  }, [outcome, setParams, t]);

  if (!accounts.providers.length) return null;
  const provider = outcome && socialProviderNames[outcome.provider];
  return (
    <SectionCard id="linked-accounts" title={t('linkedAccounts.title')}>
      <Text size="sm" c="dimmed">
        {t('linkedAccounts.intro')}
      </Text>
      {outcome?.kind === 'suggest' && <Alert color="blue">{t('linkedAccounts.suggest', { provider })}</Alert>}
      {(outcome?.kind === 'taken' || outcome?.kind === 'failed') && (
        <Alert color="red" role="alert">
          {t(outcome.kind === 'taken' ? 'linkedAccounts.taken' : 'linkedAccounts.failed', { provider })}
        </Alert>
      )}
      {accounts.providers.map((entry) => (
        <ProviderRow key={entry.provider} provider={entry.provider} linked={entry.linked} accounts={accounts} />
      ))}
    </SectionCard>
  );
}
