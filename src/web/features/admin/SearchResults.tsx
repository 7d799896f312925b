import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSearchResult } from '../../../domain/admin-search.ts';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import { TierBadge } from '../shell/TierBadge.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';

type Item = AdminSearchResult['items'][number];

interface SearchResultsProps {
  items: Item[];
  /** Switches to the supplier, then opens its dashboard, or its supplier controls (`controls`). */
  onWorkAs: (item: Item, controls: boolean) => void;
  /** The supplier being switched to, if any. */
  pendingId: string | null;
}

/** The suppliers found: a table, on phones (under 641 px) one card each, so nothing hides off screen. */
export function SearchResults(props: SearchResultsProps) {
  return useIsPhone() ? <ResultCards {...props} /> : <ResultTable {...props} />;
}

function ResultTable({ items, onWorkAs, pendingId }: SearchResultsProps) {
  const { t } = useTranslation('admin');
  return (
    <TableScroll minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('search.columns.name')}</Table.Th>
            <Table.Th>{t('search.columns.tier')}</Table.Th>
            <Table.Th>{t('search.columns.place')}</Table.Th>
            <Table.Th>{t('search.columns.users')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('search.columns.action')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <SupplierName item={item} />
              </Table.Td>
              <Table.Td>
                <TierBadge tier={item.tier} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{place(item)}</Text>
              </Table.Td>
              <Table.Td>
                <Emails item={item} />
              </Table.Td>
              <Table.Td>
                <WorkAsButton item={item} onWorkAs={onWorkAs} pendingId={pendingId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function ResultCards({ items, onWorkAs, pendingId }: SearchResultsProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('search.title')}>
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder padding="sm" style={{ overflowWrap: 'anywhere' }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <SupplierName item={item} />
            <TierBadge tier={item.tier} />
          </Group>
          <Text size="sm" mt={6}>
            {place(item)}
          </Text>
          <Emails item={item} />
          <Group mt="sm">
            <WorkAsButton item={item} onWorkAs={onWorkAs} pendingId={pendingId} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

const place = (item: Item) => [item.city, item.country].filter(Boolean).join(', ');

function SupplierName({ item }: { item: Item }) {
  const { t } = useTranslation('admin');
  const { t: tCategories } = useTranslation('categories');
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {item.name}
      </Text>
      <Text size="xs" c="dimmed">
        {tCategories(item.category, { defaultValue: item.category })} · {item.publicId}
      </Text>
      {item.deleted && (
        <Badge size="xs" color="red" variant="light">
          {t('search.deleted')}
        </Badge>
      )}
    </div>
  );
}

function Emails({ item }: { item: Item }) {
  return item.userEmails.map((email) => (
    <Text key={email} size="xs">
      {email}
    </Text>
  ));
}

function WorkAsButton({ item, onWorkAs, pendingId }: { item: Item } & Omit<SearchResultsProps, 'items'>) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => onWorkAs(item, false)}
        loading={pendingId === item.id}
        aria-label={t('search.workAsNamed', { name: item.name })}
      >
        {t('search.workAs')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        onClick={() => onWorkAs(item, true)}
        disabled={pendingId === item.id}
        aria-label={t('search.controlsNamed', { name: item.name })}
      >
        {t('search.controls')}
      </Button>
    </Group>
  );
}
