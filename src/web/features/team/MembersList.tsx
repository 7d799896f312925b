import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import { supplierRoles, type SupplierRole } from '../../../domain/roles.ts';
import type { Collaborator } from '../../../domain/team.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { RemoveMemberButton } from './RemoveMemberButton.tsx';
import type { useTeamChanges } from './team-calls.ts';
import { useTeamErrorText } from './use-team-error-text.ts';

interface MembersListProps {
  members: Collaborator[];
  supplierName: string;
  userId: string;
  canManage: boolean;
  changes: ReturnType<typeof useTeamChanges>;
}

/** What a member row shows, each part ready to place in a table cell or on a card. */
interface MemberParts {
  member: Collaborator;
  name: ReactNode;
  role: ReactNode;
  joined: string;
  remove: ReactNode;
}

function useMemberParts({ members, supplierName, userId, canManage, changes }: MembersListProps): MemberParts[] {
  const { t } = useTranslation('team');
  const locale = useCurrentLocale();
  const errorText = useTeamErrorText();
  const roleOptions = supplierRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const changeRole = (member: Collaborator, role: SupplierRole) =>
    changes.changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          showSnackbar({
            mode: 'success',
            text: t('members.roleChanged', { name: member.name, role: t(`roles.${role}`) }),
          }),
        onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
      },
    );
  return members.map((member) => ({
    member,
    name: (
      <>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {member.name}
          {member.userId === userId && ` (${t('members.you')})`}
        </Text>
        {/* an account made on the invite page has no name yet: its address stands for it */}
        {member.name !== member.email && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
        )}
      </>
    ),
    role: canManage ? (
      <DeferredSelect
        aria-label={t('members.changeRole', { name: member.name })}
        data={roleOptions}
        value={member.role}
        allowDeselect={false}
        onChange={(role) => role && role !== member.role && changeRole(member, role as SupplierRole)}
        w={150}
      />
    ) : (
      <Badge variant="light">{t(`roles.${member.role}`)}</Badge>
    ),
    joined: formatDate(member.joinedAt, locale),
    remove: canManage && <RemoveMemberButton member={member} supplierName={supplierName} remove={changes.remove} />,
  }));
}

/** The team's members: a table, on phones (under 641 px) one card each, so nothing hides off screen. */
export function MembersList(props: MembersListProps) {
  const parts = useMemberParts(props);
  return useIsPhone() ? <MemberCards parts={parts} /> : <MemberTable parts={parts} canManage={props.canManage} />;
}

function MemberTable({ parts, canManage }: { parts: MemberParts[]; canManage: boolean }) {
  const { t } = useTranslation('team');
  return (
    <TableScroll minWidth={560}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.name')}</Table.Th>
            <Table.Th>{t('members.role')}</Table.Th>
            <Table.Th>{t('members.joined')}</Table.Th>
            {canManage && <Table.Th>{t('members.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map(({ member, name, role, joined, remove }) => (
            <Table.Tr key={member.userId}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{role}</Table.Td>
              <Table.Td>{joined}</Table.Td>
              {canManage && <Table.Td>{remove}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function MemberCards({ parts }: { parts: MemberParts[] }) {
  const { t } = useTranslation('team');
  const { t: tCommon } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('members.title')}>
      {parts.map(({ member, name, role, joined, remove }) => (
        <Card key={member.userId} component="li" withBorder padding="sm">
          <Stack gap="xs">
            <div>{name}</div>
            <Group justify="space-between" gap="xs">
              {role}
              {remove}
            </Group>
            <Text size="sm" c="dimmed">
              {tCommon('labelled', { label: t('members.joined'), value: joined })}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
