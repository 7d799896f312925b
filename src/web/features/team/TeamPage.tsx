import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import { roleMay, supplierRoles } from '../../../domain/roles.ts';
import type { PendingInvite } from '../../../domain/team.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { BusinessDataExportCard } from '../data-export/BusinessDataExportCard.tsx';
import { TeamNotificationsCard } from '../notifications/TeamNotificationsCard.tsx';
import { InviteForm } from './InviteForm.tsx';
import { MembersList } from './MembersList.tsx';
import { useCollaborators, useTeamChanges } from './team-calls.ts';
import { useTeamErrorText } from './use-team-error-text.ts';

/**
 * /settings/team: the supplier's collaborators and open invites; admins invite, change roles and remove access, and
 * download the business's data (issue 35). Admins also see who of the team gets which alerts (issue 36).
 */
export function TeamPage() {
  const { t } = useTranslation('team');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  const { supplier, viewer } = active;
  return (
    <Stack gap="lg" maw={960}>
      <Team
        supplierId={supplier.id}
        supplierName={supplier.name}
        userId={viewer.user.id}
        canManage={roleMay(supplier.role, 'team')}
      />
      {roleMay(supplier.role, 'team') && <TeamNotificationsCard supplierId={supplier.id} />}
      <BusinessDataExportCard supplier={supplier} />
    </Stack>
  );
}

interface TeamProps {
  supplierId: string;
  supplierName: string;
  userId: string;
  canManage: boolean;
}

function Team({ supplierId, supplierName, userId, canManage }: TeamProps) {
  const { t } = useTranslation('team');
  const collaborators = useCollaborators(supplierId);
  const changes = useTeamChanges(supplierId, userId);

  return (
    <Stack gap="lg" maw={960}>
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro', { supplier: supplierName })}</Text>
      </Box>
      <RoleRights />
      {!canManage && <Alert color="blue">{t('readOnly', { supplier: supplierName })}</Alert>}
      {canManage && <InviteForm invite={changes.invite} />}
      <SectionCard id="team-members" title={t('members.title')}>
        <QueryBody
          query={collaborators}
          loadingLabel={t('members.title')}
          failedHeader={t('members.title')}
          isEmpty={() => false}
          emptyText=""
        >
          {(data) => (
            <MembersList
              members={data.collaborators}
              supplierName={supplierName}
              userId={userId}
              canManage={canManage}
              changes={changes}
            />
          )}
        </QueryBody>
      </SectionCard>
      <SectionCard id="team-invites" title={t('invites.title')}>
        <QueryBody
          query={collaborators}
          loadingLabel={t('invites.title')}
          failedHeader={t('invites.title')}
          isEmpty={(data) => data.invites.length === 0}
          emptyText={t('invites.empty')}
        >
          {(data) => <Invites invites={data.invites} canManage={canManage} changes={changes} />}
        </QueryBody>
      </SectionCard>
    </Stack>
  );
}

/** What each role may do, from the role table's wording. */
function RoleRights() {
  const { t } = useTranslation('team');
  return (
    <Stack gap={4} component="dl" m={0}>
      {[...supplierRoles].reverse().map((role) => (
        <Group key={role} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" fw={600} miw={110}>
            {t(`roles.${role}`)}
          </Text>
          <Text component="dd" m={0} c="dimmed" size="sm">
            {t(`roleRights.${role}`)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

type Changes = ReturnType<typeof useTeamChanges>;

function Invites({ invites, canManage, changes }: { invites: PendingInvite[]; canManage: boolean; changes: Changes }) {
  const { t } = useTranslation('team');
  const locale = useCurrentLocale();
  const errorText = useTeamErrorText();
  const run = (mutation: Changes['resend'] | Changes['revoke'], invite: PendingInvite, done: string) =>
    mutation.mutate(invite.nonceId, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t(done, { email: invite.email }) }),
      onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
    });

  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {invites.map((invite) => (
        <Group key={invite.nonceId} component="li" justify="space-between" gap="sm" wrap="wrap">
          <Box>
            <Text fw={500}>
              {invite.email} · {t(`roles.${invite.role}`)}
            </Text>
            <Text size="sm" c={invite.inviteExpired ? 'red.8' : 'dimmed'}>
              {invite.invitedBy && `${t('invites.invitedBy', { name: invite.invitedBy })} · `}
              {t(invite.inviteExpired ? 'invites.expired' : 'invites.expires', {
                date: formatDate(invite.expiresAt, locale),
              })}
            </Text>
          </Box>
          {canManage && (
            <Group gap="xs">
              <Button variant="light" size="xs" onClick={() => run(changes.resend, invite, 'invites.resent')}>
                {t('invites.resend')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => run(changes.revoke, invite, 'invites.revoked')}
              >
                {t('invites.revoke')}
              </Button>
            </Group>
          )}
        </Group>
      ))}
    </Stack>
  );
}
