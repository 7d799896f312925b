import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BookingSummary } from '../../../domain/enquiries/couples-api.ts';
import { couplePath } from './couples-params.ts';
import { useCoupleFormat } from './use-couple-format.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

function CollaboratingBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('couples');
  return (
    // teal text one shade darker than the theme's, for AA contrast on white
    <Badge
      variant="outline"
      color={on ? 'teal' : 'gray'}
      c={on ? 'teal.9' : undefined}
      tt="none"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(on ? 'list.collaborating' : 'list.notCollaborating')}
    </Badge>
  );
}

/** The couples on tablets and desktops: one row per booking; the name is the link, a click on the row opens it too. */
export function BookingTable({ bookings }: { bookings: BookingSummary[] }) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  const navigate = useNavigate();
  const openRow = (to: string) => (event: MouseEvent) => {
    // navigate settles with the navigation; a failed screen shows its route's error element
    if (!(event.target as HTMLElement).closest('a')) void navigate(to);
  };
  return (
    <TableScroll minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.couple')}</Table.Th>
            <Table.Th>{t('list.columns.weddingDate')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.guests')}</Table.Th>
            <Table.Th>{t('list.columns.added')}</Table.Th>
            <Table.Th>{t('list.columns.collaborating')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.files')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => {
            const to = couplePath(booking.weddingId);
            return (
              <Table.Tr
                key={booking.id}
                onClick={openRow(to)}
                style={{ cursor: 'pointer' }}
                data-wedding-id={booking.weddingId}
              >
                <Table.Td>
                  <Anchor component={Link} to={to} fw={600}>
                    {booking.coupleName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{format.weddingDate(booking)}</Table.Td>
                <Table.Td ta="right">{format.guests(booking.guestCount)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.day(booking.createdAt)}</Table.Td>
                <Table.Td>
                  <CollaboratingBadge on={booking.collaborating} />
                </Table.Td>
                <Table.Td ta="right">{format.number(booking.filesCount)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The couples on phones (under 641 px): one card per booking, the whole card a link. */
export function BookingCards({ bookings }: { bookings: BookingSummary[] }) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.tableLabel')}>
      {bookings.map((booking) => (
        <li key={booking.id} data-wedding-id={booking.weddingId}>
          <Card withBorder padding="sm" component={Link} to={couplePath(booking.weddingId)}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {booking.coupleName}
              </Text>
              <CollaboratingBadge on={booking.collaborating} />
            </Group>
            <Text size="sm" mt={6}>
              {format.weddingDate(booking)}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {[
                booking.guestCount === null
                  ? null
                  : t('list.guests', { count: booking.guestCount, guests: format.number(booking.guestCount) }),
                t('list.bookedOn', { date: format.day(booking.createdAt) }),
                t('list.files', { count: booking.filesCount, files: format.number(booking.filesCount) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
