import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCollaborators } from '../team/team-calls.ts';
import { useTeamErrorText } from '../team/use-team-error-text.ts';
import { useAdminChange } from './supplier-admin-calls.ts';

/** The supplier's users, each of whom support can unlink; invites are managed on the team screen. */
export function UnlinkUsersCard({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('admin');
  const collaborators = useCollaborators(supplierId);
  const unlink = useAdminChange<{ userId: string }>(supplierId, 'unlink-user');
  const errorText = useTeamErrorText();
  return (
    <SectionCard id="admin-users" title={t('panel.users.title')}>
      <QueryBody
        query={collaborators}
        loadingLabel={t('panel.users.title')}
        failedHeader={t('panel.users.title')}
        isEmpty={(data) => data.collaborators.length === 0}
        emptyText={t('panel.users.empty')}
      >
        {(data) => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.collaborators.map((member) => (
              <Group key={member.userId} component="li" justify="space-between" wrap="nowrap">
                <Text>
                  {member.name} · {member.email}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={t('panel.users.unlinkNamed', { name: member.name })}
                  loading={unlink.isPending && unlink.variables?.userId === member.userId}
                  onClick={() =>
                    unlink.mutate(
                      { userId: member.userId },
                      {
                        onSuccess: () => {
                          showSnackbar({ mode: 'success', text: t('panel.saved') });
                          // a failed refetch stays in the query's state: refetch never rejects
                          void collaborators.refetch();
                        },
                        onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
                      },
                    )
                  }
                >
                  {t('panel.users.unlink')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </QueryBody>
      <Button component={Link} to="/settings/team" variant="light" w="fit-content">
        {t('panel.users.invites')}
      </Button>
    </SectionCard>
  );
}
