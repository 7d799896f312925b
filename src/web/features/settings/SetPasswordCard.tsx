import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { socialProviderNames, type LinkedAccounts } from '../../../domain/social-sign-in.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../shell/snackbar.ts';
import { linkCalls } from './settings-calls.ts';

/**
 * An account made through Google or Facebook has no password, so nothing here can ask for the current one:
 * it chooses its first password through the reset link mailed to its address (which also makes the
 * login e-mail changeable).
 */
export function SetPasswordCard({ email, accounts }: { email: string; accounts: LinkedAccounts }) {
  const { t } = useTranslation('settings');
  const send = useMutation({
    mutationFn: () => linkCalls.mailPasswordLink(email),
    onSuccess: () => showSnackbar({ mode: 'success', text: t('setPassword.sent', { email }) }),
    onError: () => showSnackbar({ mode: 'error', text: t('setPassword.failed') }),
  });
  const providers = accounts.providers.filter((entry) => entry.linked).map((entry) => socialProviderNames[entry.provider]);
  return (
    <SectionCard id="set-password" title={t('password.title')}>
      <Text size="sm">{t('setPassword.intro', { providers: providers.join(', '), email })}</Text>
      <Group justify="flex-end">
        <Button onClick={() => send.mutate()} loading={send.isPending} disabled={send.isSuccess}>
          {t('setPassword.submit')}
        </Button>
      </Group>
    </SectionCard>
  );
}
