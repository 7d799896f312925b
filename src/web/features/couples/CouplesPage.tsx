import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { useSearchParams } from 'react-router';
import { bookingSorts, parseYearFilter, type BookingSort } from '../../../domain/enquiries/couples.ts';
import type { BookingsResponse } from '../../../domain/enquiries/couples-api.ts';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import { CalendarFeedCard } from '../calendar-feed/CalendarFeedCard.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { BookingCards, BookingTable } from './BookingRows.tsx';
import { useBookings } from './couples-calls.ts';
import { bookingsSearch, parseBookingsParams, type BookingsParams } from './couples-params.ts';
import { useCoupleFormat } from './use-couple-format.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';

/** /couples: the booked couples with their stats, a sort and a wedding-year filter (spec sections 3, 7 and 9). */
export function CouplesPage() {
  const { t } = useTranslation('couples');
  useDocumentTitle(t('list.title'));
  const active = useActiveSupplier();
  return active && <Couples supplierId={active.supplier.id} />;
}

function Couples({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('couples');
  const { t: tEnquiries } = useTranslation('enquiries');
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const params = parseBookingsParams(search);
  const list = useBookings(supplierId, params);
  const go = (next: BookingsParams) => setSearch(new URLSearchParams(bookingsSearch(next)));
  const data = list.data;
  // a year from the address that no booking has any more still shows as chosen
  const years = [...new Set([...(data?.years ?? []), ...(params.year === 'all' ? [] : [params.year])])].sort(
    (a, b) => a - b,
  );

  return (
    <Stack gap="md">
      <Box>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Box>
      {data && <Stats stats={data.stats} />}
      <Group align="flex-end" gap="md">
        <DeferredSelect
          label={t('list.sort')}
          data={bookingSorts.map((sort) => ({ value: sort, label: tEnquiries(`bookingSorts.${sort}`) }))}
          value={params.sort}
          onChange={(sort) => sort && go({ ...params, sort: sort as BookingSort })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <DeferredSelect
          label={t('list.year')}
          data={[
            { value: 'all', label: t('list.allYears') },
            ...years.map((year) => ({ value: String(year), label: String(year) })),
          ]}
          value={String(params.year)}
          onChange={(year) => go({ ...params, year: parseYearFilter(year) ?? 'all' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>

      <QueryBody
        query={list}
        loadingLabel={t('list.loading')}
        failedHeader={t('list.loadFailed')}
        isEmpty={(data) => data.bookings.length === 0}
        emptyText={params.year === 'all' ? t('list.empty') : t('list.emptyYear')}
      >
        {(data) => (phone ? <BookingCards bookings={data.bookings} /> : <BookingTable bookings={data.bookings} />)}
      </QueryBody>
      <CalendarFeedCard supplierId={supplierId} />
    </Stack>
  );
}

function Stats({ stats }: { stats: BookingsResponse['stats'] }) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  return (
    <Box component="section" aria-label={t('list.statsLabel')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {(['total', 'upcoming', 'past', 'dateUndecided'] as const).map((key) => (
          // the figure above its label, the label first for screen readers
          <Paper
            key={key}
            withBorder
            p="sm"
            radius="md"
            style={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
          >
            <Text component="dt" size="sm" c="dimmed">
              {t(`list.stats.${key}`)}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} lh={1.2}>
              {format.number(stats[key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
