import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney } from '../../../domain/format.ts';
import { formatVatRate, type VatRule } from '../../../domain/quotes/vat.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import type { QuotePreview } from './quote-form.ts';

/**
 * The figures the couple will be sent, worked out as the server does (quotePreview), in the proposal's own words.
 * Live: a screen reader hears the total change.
 */
export function QuotePreviewCard({
  preview,
  currency,
  vat,
}: {
  preview: QuotePreview | null;
  currency: string;
  vat: VatRule;
}) {
  const { t } = useTranslation('quotes');
  const locale = useCurrentLocale();
  const money = (amount: number) => formatMoney(amount, currency, locale, { exact: true });
  const rate = formatVatRate(vat.rate, locale);
  return (
    <SectionCard id="quote-preview" title={t('editor.sections.preview')}>
      <div aria-live="polite" data-testid="quote-preview">
        {preview === null ? (
          <Text size="sm" c="dimmed">
            {t('editor.previewEmpty')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Row label={t('proposal.lines.subtotal')} value={money(preview.totals.subtotal)} />
            {preview.totals.discountTotal > 0 && (
              <Row label={t('proposal.lines.discounts')} value={`−${money(preview.totals.discountTotal)}`} />
            )}
            {vat.rate === 0 ? (
              <Text size="sm">{t('proposal.lines.noVat')}</Text>
            ) : (
              <Row
                label={t(vat.prices === 'gross' ? 'proposal.lines.vatIncluded' : 'proposal.lines.vatAdded', { rate })}
                value={money(preview.totals.vat)}
              />
            )}
            <Row label={t('proposal.lines.total')} value={money(preview.totals.gross)} strong />
            {preview.schedule === null ? (
              <Text size="sm" c="dimmed">
                {t('editor.scheduleEmpty')}
              </Text>
            ) : preview.schedule.inFull ? (
              <Text size="sm">{t('proposal.schedule.inFull', { amount: money(preview.schedule.deposit) })}</Text>
            ) : (
              <>
                <Text size="sm">{t('proposal.schedule.deposit', { amount: money(preview.schedule.deposit) })}</Text>
                <Text size="sm">
                  {t('proposal.schedule.balance', {
                    amount: money(preview.schedule.balance),
                    date: formatDay(preview.schedule.balanceDueOn, locale),
                  })}
                </Text>
              </>
            )}
          </Stack>
        )}
      </div>
    </SectionCard>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
