import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../domain/format.ts';
import type { ResponseTimesResponse } from '../../../domain/response-time-api.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useResponseTimes } from './response-time-calls.ts';

const noReplies = { medianMinutes: null, p90Minutes: null, replied: 0 };

/**
 * The figures of the owner filter's choice: "all" the supplier's, "none" the unassigned enquiries', else one member's.
 */
function figuresOf(data: ResponseTimesResponse, owner: string) {
  if (owner === 'all') return data.supplier;
  const ownerId = owner === 'none' ? null : owner;
  return data.owners.find((row) => row.ownerId === ownerId) ?? noReplies;
}

/** The inbox's time to the first reply over the last 90 days, for the enquiries the owner filter shows. */
export function ResponseTimeFigures({ supplierId, owner }: { supplierId: string; owner: string }) {
  const { t } = useTranslation('enquiries');
  const locale = useCurrentLocale();
  const query = useResponseTimes(supplierId);
  if (query.isError)
    return (
      <Text size="sm" c="red">
        {t('responseTime.failed')}
      </Text>
    );
  if (!query.data)
    return (
      <Text size="sm" c="dimmed">
        {t('responseTime.loading')}
      </Text>
    );
  const figures = figuresOf(query.data, owner);
  return (
    <Text size="sm" data-testid="inbox-response-time">
      {figures.medianMinutes === null || figures.p90Minutes === null
        ? t('responseTime.none')
        : t('responseTime.figures', {
            median: formatDuration(figures.medianMinutes, locale),
            p90: formatDuration(figures.p90Minutes, locale),
            count: figures.replied,
          })}
    </Text>
  );
}
