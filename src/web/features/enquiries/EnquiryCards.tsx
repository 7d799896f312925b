import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EnquiryListItem } from '../../../domain/enquiries/inbox.ts';
import { ImportantMark, StageBadge, UnreadMark } from './EnquiryBits.tsx';
import type { EnquiryRowsProps } from './EnquiryTable.tsx';
import { enquiryPath } from './list-params.ts';
import { LockedCouple } from './LockedCouple.tsx';
import { coupleNames } from './stage.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';

/**
 * The list on phones, and where the table's couple, progress and owner would not fit: one card per enquiry, the whole
 * card a link.
 */
export function EnquiryCards({ enquiries, params, gates }: EnquiryRowsProps) {
  const { t } = useTranslation('enquiries');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.tableLabel')}>
      {enquiries.map((enquiry) => (
        <li key={enquiry.id} data-enquiry-id={enquiry.id}>
          <EnquiryCard
            enquiry={enquiry}
            to={gates.details.open ? enquiryPath(enquiry.id, params) : null}
            showOwner={gates.owner.open}
          />
        </li>
      ))}
    </Stack>
  );
}

function EnquiryCard({ enquiry, to, showOwner }: { enquiry: EnquiryListItem; to: string | null; showOwner: boolean }) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const unread = !enquiry.enquiryRead;
  const style = unread ? { borderLeft: '4px solid var(--mantine-color-pink-6)' } : undefined;
  const content = (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        {enquiry.locked ? (
          <LockedCouple />
        ) : (
          <Group gap={6} wrap="nowrap" miw={0}>
            <UnreadMark unread={unread} />
            <Text fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
              {coupleNames(enquiry) ?? t('list.noName')}
            </Text>
            <ImportantMark on={enquiry.important} />
          </Group>
        )}
        <StageBadge enquiry={enquiry} />
      </Group>
      <Text size="sm" mt={6} fw={unread ? 600 : undefined}>
        {format.weddingDate(enquiry)}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {[
          enquiry.guests.estimate === null
            ? null
            : t('cards.guests', { count: enquiry.guests.estimate, guests: format.guests(enquiry) }),
          format.budget(enquiry),
          t('cards.received', { date: format.day(enquiry.createdAt) }),
          showOwner ? (enquiry.owner?.name ?? t('ownerFilter.none')) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </>
  );
  return to ? (
    <Card withBorder padding="sm" style={style} component={Link} to={to}>
      {content}
    </Card>
  ) : (
    <Card withBorder padding="sm" style={style}>
      {content}
    </Card>
  );
}
