import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alertTypes, deliveryOf } from '../../../domain/notifications.ts';
import type { TeamNotifications } from '../../../domain/notifications-api.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { useTeamNotifications } from './notifications-calls.ts';

type Member = TeamNotifications['members'][number];

function MemberRow({ member }: { member: Member }) {
  const { t } = useTranslation('notifications');
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Text size="sm" fw={500}>
          {member.name || member.email}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`team:roles.${member.role}`)}
        </Text>
      </Table.Th>
      {alertTypes.map((type) => {
        const channel = member.channels[type];
        return (
          <Table.Td key={type}>
            <Text size="sm">{t(`channel.${channel}`)}</Text>
            {deliveryOf(channel, member.devices > 0) !== channel && (
              <Text size="xs" c="dimmed">
                {t('team.byEmail')}
              </Text>
            )}
          </Table.Td>
        );
      })}
      <Table.Td ta="end">{member.devices}</Table.Td>
    </Table.Tr>
  );
}

/** "Who gets what" on the team page (team admins): each member's channel per alert type and their push devices. */
export function TeamNotificationsCard({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('notifications');
  const team = useTeamNotifications(supplierId);
  return (
    <SectionCard id="team-notifications" title={t('team.title')}>
      <Text size="sm" c="dimmed">
        {t('team.intro')}
      </Text>
      <QueryBody
        query={team}
        loadingLabel={t('team.title')}
        failedHeader={t('team.title')}
        isEmpty={(data) => data.members.length === 0}
        emptyText={t('team.empty')}
      >
        {(data) => (
          <TableScroll minWidth={820} label={t('team.title')}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('team.member')}</Table.Th>
                  {alertTypes.map((type) => (
                    <Table.Th scope="col" key={type}>
                      {t(`types.${type}.short`)}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col" ta="end">
                    {t('team.devices')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.members.map((member) => (
                  <MemberRow key={member.userId} member={member} />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </QueryBody>
    </SectionCard>
  );
}
