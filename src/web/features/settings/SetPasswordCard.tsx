import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { socialProviderNames, type LinkedAccounts } from '../../../domain/social-sign-in.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { linkCalls } from './settings-calls.ts';

/**
 * An account made through Google or Facebook has no password, so nothing here can ask for the current one:
 * it chooses its first password through the reset link mailed to its address (which also makes the
 * login e-mail changeable). Until the address is confirmed, that unlinks the providers (the server's
 * rule against an account someone else made with the address): the card says so.
 */
export function SetPasswordCard({ email, accounts }: { email: string; accounts: LinkedAccounts }) {
  const { t } = useTranslation('settings');
  const locale = useCurrentLocale();
  const send = useMutation({
    mutationFn: () => linkCalls.mailPasswordLink(email),
    onSuccess: () => showSnackbar({ mode: 'success', text: t('setPassword.sent', { email }) }),
    onError: () => showSnackbar({ mode: 'error', text: t('setPassword.failed') }),
  });
  const linked = accounts.providers.filter((entry) => entry.linked).map((entry) => socialProviderNames[entry.provider]);
  const providers = new Intl.ListFormat(locale, { type: 'conjunction' }).format(linked);
  return (
    <SectionCard id="set-password" title={t('password.title')}>
      <Text size="sm">
        {linked.length ? t('setPassword.intro', { providers, email }) : t('setPassword.introNoProvider', { email })}
      </Text>
      {!accounts.addressConfirmed && linked.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('setPassword.unlinks', { providers })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={() => send.mutate()} loading={send.isPending} disabled={send.isSuccess}>
          {t('setPassword.submit')}
        </Button>
      </Group>
    </SectionCard>
  );
}
