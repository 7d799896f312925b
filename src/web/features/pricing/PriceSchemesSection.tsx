import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyRange, formatNumber } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { SupplierPriceScheme } from '../../../domain/pricing/price-schemes.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { OrderedRows } from '../../ui/OrderedRows.tsx';
import { usePriceSchemes } from './pricing-calls.ts';
import { RangeText } from './RangeText.tsx';

// the form (its inputs and the schema that checks it) is fetched when a price scheme is added or edited
const PriceSchemeForm = lazy(async () => ({ default: (await import('./PriceSchemeForm.tsx')).PriceSchemeForm }));

/** A venue's price schemes (per head, in-house catering, total inclusive, venue hire) by order. */
export function PriceSchemesSection({
  supplierId,
  locale,
  canEdit,
}: {
  supplierId: string;
  locale: Locale;
  canEdit: boolean;
}) {
  const { t } = useTranslation('pricing');
  const calls = usePriceSchemes(supplierId);
  const [editing, setEditing] = useState<SupplierPriceScheme | 'new' | null>(null);

  if (calls.query.isError) return <LoadError onRetry={() => void calls.query.refetch()} />;
  const data = calls.query.data;

  return (
    <SectionCard id="pricing-schemes" title={t('schemes.heading')}>
      <Text size="sm" c="dimmed">
        {t('schemes.intro')}
      </Text>
      {data?.priceSchemes.length === 0 && <Text>{t('schemes.empty')}</Text>}
      <OrderedRows
        label={t('schemes.listLabel')}
        rows={data?.priceSchemes ?? []}
        canEdit={canEdit}
        calls={calls}
        deletedText={t('schemes.deleted')}
        onEdit={setEditing}
      >
        {(scheme) => (
          <>
            <Group gap="xs">
              <Title order={3} size="h4">
                {scheme.name}
              </Title>
              <Badge variant="light" tt="none">
                {t(`schemes.names.${scheme.priceType}`)}
              </Badge>
            </Group>
            <Text fw={600}>
              {formatMoneyRange(scheme.priceMin, scheme.priceMax ?? null, scheme.currency, locale)}{' '}
              {scheme.priceMethod === 'perHead' ? t('schemes.perPerson') : ''}
            </Text>
            <RangeText
              label={t('schemes.fields.guestsRange')}
              min={scheme.guestsMin}
              max={scheme.guestsMax}
              locale={locale}
            />
            {scheme.guests != null && (
              <Text size="sm">{t('schemes.forGuests', { guests: formatNumber(scheme.guests, locale) })}</Text>
            )}
          </>
        )}
      </OrderedRows>
      {canEdit && data && (
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
          {t('schemes.add')}
        </Button>
      )}
      {editing && data && (
        <Suspense fallback={null}>
          <PriceSchemeForm
            scheme={editing === 'new' ? null : editing}
            currency={data.currency}
            busy={calls.save.isPending}
            onClose={() => setEditing(null)}
            onSave={(body) =>
              calls.save
                .mutateAsync({ id: editing === 'new' ? null : editing.id, body })
                .then(() => showSnackbar({ mode: 'success', text: t('schemes.saved') }))
            }
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
