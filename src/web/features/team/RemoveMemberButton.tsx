import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collaborator } from '../../../domain/team.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import type { useTeamChanges } from './team-calls.ts';
import { useTeamErrorText } from './use-team-error-text.ts';

/**
 * Remove a member's access after a confirmation, optionally with their sign-in (spec: remove-access with removeAuth).
 */
export function RemoveMemberButton({
  member,
  supplierName,
  remove,
}: {
  member: Collaborator;
  supplierName: string;
  remove: ReturnType<typeof useTeamChanges>['remove'];
}) {
  const { t } = useTranslation('team');
  const { t: tCommon } = useTranslation();
  const errorText = useTeamErrorText();
  const [opened, setOpened] = useState(false);
  const [removeAuth, setRemoveAuth] = useState(false);
  const confirm = () =>
    remove.mutate(
      { userId: member.userId, removeAuth },
      {
        onSuccess: () => showSnackbar({ mode: 'success', text: t('members.removed', { name: member.name }) }),
        onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
        onSettled: () => setOpened(false),
      },
    );

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={() => setOpened(true)}
        aria-label={t('members.removeNamed', { name: member.name })}
      >
        {t('members.remove')}
      </Button>
      <LazyModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('members.removeTitle', { name: member.name })}
      >
        <Stack gap="md">
          <Text>{t('members.removeText', { name: member.name, supplier: supplierName })}</Text>
          <Checkbox
            label={t('members.removeAuth')}
            checked={removeAuth}
            onChange={(event) => setRemoveAuth(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {tCommon('cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirm}>
              {t('members.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
