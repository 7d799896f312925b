import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatInstant, formatMoney } from '../../../domain/format.ts';
import type { QuoteStatus } from '../../../domain/quotes/quote-api.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { TierLock } from '../enquiries/TierLock.tsx';
import type { Gate } from '../enquiries/use-enquiry-gates.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useEnquiryQuotes } from './quote-calls.ts';
import { quotePath } from './quote-path.ts';

const statusColors: Record<QuoteStatus, string> = { draft: 'gray', sent: 'blue', accepted: 'teal' };

/**
 * The enquiry's quotes (issue 38), newest first, each with its status, total and validity (and who accepted it, when),
 * opened in the editor (its own lazy route); "New quote" starts one from the enquiry. Locked below the `quotes` tier.
 * Its texts are the enquiry's (`enquiries:quotes.*`): the `quotes` namespace, with the proposal's and the editor's,
 * loads with the editor.
 */
export function QuotesPanel(props: { supplierId: string; enquiryId: string; gate: Gate; canEdit: boolean }) {
  const { t } = useTranslation('enquiries');
  if (!props.gate.open) {
    return (
      <SectionCard id="enquiry-quotes" title={t('quotes.title')}>
        <TierLock gate={props.gate} feature="quotes" />
      </SectionCard>
    );
  }
  return <OpenQuotesPanel {...props} />;
}

function OpenQuotesPanel({
  supplierId,
  enquiryId,
  canEdit,
}: {
  supplierId: string;
  enquiryId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('enquiries');
  const locale = useCurrentLocale();
  const query = useEnquiryQuotes(supplierId, enquiryId);
  return (
    <SectionCard id="enquiry-quotes" title={t('quotes.title')}>
      <QueryBody
        query={query}
        loadingLabel={t('quotes.loading')}
        failedHeader={t('quotes.loadFailed')}
        isEmpty={(data) => data.quotes.length === 0}
        emptyText={t(canEdit ? 'quotes.empty' : 'quotes.emptyReadOnly')}
      >
        {(data) => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.quotes.map((quote) => (
              <Paper component="li" key={quote.id} withBorder p="sm">
                <Group justify="space-between" gap="xs">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{formatMoney(quote.total, quote.currency, locale, { exact: true })}</Text>
                      <Badge size="sm" variant="light" color={statusColors[quote.status]} tt="none">
                        {t(`quotes.status.${quote.status}`)}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('quotes.validUntil', { day: formatDay(quote.validUntil, locale) })}
                      {quote.version > 0 && ` · ${t('quotes.version', { version: quote.version })}`}
                    </Text>
                    {quote.acceptance && (
                      <Text size="xs">
                        {t('quotes.acceptedBy', {
                          name: quote.acceptance.typedName,
                          instant: formatInstant(quote.acceptance.acceptedAt, locale),
                        })}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    component={Link}
                    to={quotePath(enquiryId, quote.id)}
                    variant="default"
                    size="compact-sm"
                    aria-label={t('quotes.openLabel', {
                      total: formatMoney(quote.total, quote.currency, locale, { exact: true }),
                    })}
                  >
                    {t('quotes.open')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryBody>
      {canEdit && (
        <Group justify="flex-end">
          <Button component={Link} to={quotePath(enquiryId, null)}>
            {t('quotes.new')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
