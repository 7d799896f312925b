import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isContactableActivityEvent } from '../../../domain/enquiries/couples-activity.ts';
import type { ActivityItem } from '../../../domain/enquiries/couples-activity-api.ts';
import { LockIcon } from '../shell/LockIcon.tsx';
import { useCoupleFormat } from '../couples/use-couple-format.ts';
import type { CoupleLabel } from './ContactCoupleModal.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';

export interface ActivityRowsProps {
  items: ActivityItem[];
  coupleLabel: CoupleLabel;
  /** The tier and the role may contact couples; locked, the action shows a padlock and does nothing. */
  canContact: boolean;
  onContact: (item: ActivityItem) => void;
}

/** A couple who viewed or shortlisted without writing may be contacted once; afterwards the row says so. */
function ContactAction({
  item,
  canContact,
  onContact,
  label,
}: {
  item: ActivityItem;
  canContact: boolean;
  onContact: (item: ActivityItem) => void;
  label: string;
}) {
  const { t } = useTranslation('couples');
  if (item.contacted) {
    return (
      <Badge variant="outline" color="teal" c="teal.9" tt="none" style={{ flexShrink: 0, minWidth: 'max-content' }}>
        {t('activity.contacted')}
      </Badge>
    );
  }
  if (!item.weddingId || !item.couple || !isContactableActivityEvent(item.eventType)) return null;
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onContact(item)}
      disabled={!canContact}
      style={{ flexShrink: 0 }}
      leftSection={canContact ? undefined : <LockIcon />}
      aria-label={t('activity.contactCouple', { couple: label })}
    >
      {t('contact.action')}
    </Button>
  );
}

/** The activity on tablets and desktops. */
export function ActivityTable({ items, coupleLabel, canContact, onContact }: ActivityRowsProps) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  return (
    <TableScroll minWidth={760}>
      <Table verticalSpacing="sm" aria-label={t('activity.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('activity.columns.when')}</Table.Th>
            <Table.Th>{t('activity.columns.couple')}</Table.Th>
            <Table.Th>{t('activity.columns.activity')}</Table.Th>
            <Table.Th>{t('activity.columns.weddingDate')}</Table.Th>
            <Table.Th ta="right">{t('activity.columns.guests')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('activity.columns.action')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-activity-id={item.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.instant(item.createdAt)}</Table.Td>
              <Table.Td fw={600}>{coupleLabel(item)}</Table.Td>
              <Table.Td>{t(`activity.events.${item.eventType}`)}</Table.Td>
              <Table.Td>{format.weddingDate(item)}</Table.Td>
              <Table.Td ta="right">{format.guests(item.guestsEstimate)}</Table.Td>
              <Table.Td ta="right">
                <ContactAction item={item} canContact={canContact} onContact={onContact} label={coupleLabel(item)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The activity on phones (under 641 px): one card per event. */
export function ActivityCards({ items, coupleLabel, canContact, onContact }: ActivityRowsProps) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('activity.tableLabel')}>
      {items.map((item) => (
        <li key={item.id} data-activity-id={item.id}>
          <Card withBorder padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {coupleLabel(item)}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {format.day(item.createdAt)}
              </Text>
            </Group>
            <Text size="sm" mt={4}>
              {t(`activity.events.${item.eventType}`)}
            </Text>
            <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs" mt={4}>
              <Text size="xs" c="dimmed">
                {[
                  format.weddingDate(item),
                  item.guestsEstimate === null
                    ? null
                    : t('list.guests', { count: item.guestsEstimate, guests: format.number(item.guestsEstimate) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <ContactAction item={item} canContact={canContact} onContact={onContact} label={coupleLabel(item)} />
            </Group>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
