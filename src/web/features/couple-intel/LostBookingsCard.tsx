import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../domain/format.ts';
import type { LostBookings } from '../../../domain/statistics/couple-intel-api.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useOrdinal } from '../statistics/use-ordinal.ts';

/** "Lost bookings to": the suppliers of the category the couples booked instead, ranked by count. */
export function LostBookingsCard({ lost }: { lost: LostBookings }) {
  const { t } = useTranslation('coupleIntel');
  const locale = useCurrentLocale();
  const ordinal = useOrdinal();
  const id = useId();
  const category = t(`categories:${lost.category}`, { defaultValue: '' }) || t('lost.yourCategory');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${id}-title`}>
            {t('lost.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lost.description', { category })}
          </Text>
        </div>
        {lost.competitors.length === 0 ? (
          <Text size="sm">{t('lost.empty', { count: lost.months })}</Text>
        ) : (
          <>
            <Text size="sm">{t('lost.summary', { count: lost.lost })}</Text>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('lost.rank')}</Table.Th>
                  <Table.Th scope="col">{t('lost.supplier')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('lost.bookings')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lost.competitors.map((competitor) => (
                  <Table.Tr key={competitor.publicId}>
                    {/* equal counts share a rank */}
                    <Table.Td>
                      {ordinal(1 + lost.competitors.filter((other) => other.bookings > competitor.bookings).length)}
                    </Table.Td>
                    <Table.Th scope="row" fw={500}>
                      {competitor.name}
                    </Table.Th>
                    <Table.Td ta="right">{formatNumber(competitor.bookings, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
