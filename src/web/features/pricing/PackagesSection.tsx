import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { SupplierPackage } from '../../../domain/pricing/packages.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { OrderedRows } from '../../ui/OrderedRows.tsx';
import { usePackages } from './pricing-calls.ts';
import { RangeText } from './RangeText.tsx';

// the form (its inputs and the schema that checks it) is fetched when a package is added or edited
const PackageForm = lazy(async () => ({ default: (await import('./PackageForm.tsx')).PackageForm }));

/** A long inclusion wraps on a phone instead of running out of its badge. */
const wrappingBadge = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } } as const;

/** The packages in the spec's order (order, then price): add, edit, delete and move up or down. */
export function PackagesSection({
  supplierId,
  category,
  locale,
  canEdit,
}: {
  supplierId: string;
  category: string;
  locale: Locale;
  canEdit: boolean;
}) {
  const { t } = useTranslation('pricing');
  const calls = usePackages(supplierId);
  const [editing, setEditing] = useState<SupplierPackage | 'new' | null>(null);

  if (calls.query.isError) return <LoadError onRetry={() => void calls.query.refetch()} />;
  const data = calls.query.data;

  return (
    <SectionCard id="pricing-packages" title={t('packages.heading')}>
      <Text size="sm" c="dimmed">
        {t('packages.intro')}
      </Text>
      {data?.packages.length === 0 && <Text>{t('packages.empty')}</Text>}
      <OrderedRows
        label={t('packages.listLabel')}
        rows={data?.packages ?? []}
        canEdit={canEdit}
        calls={calls}
        deletedText={t('packages.deleted')}
        onEdit={setEditing}
      >
        {(pkg) => (
          <>
            <Title order={3} size="h4">
              {pkg.name}
            </Title>
            <Text fw={600}>{formatMoney(pkg.price, pkg.currency, locale)}</Text>
            {pkg.description && <Text size="sm">{pkg.description}</Text>}
            <RangeText label={t('packages.fields.guests')} min={pkg.guestsMin} max={pkg.guestsMax} locale={locale} />
            <RangeText label={t('packages.fields.hours')} min={pkg.hoursMin} max={pkg.hoursMax} locale={locale} />
            {pkg.included.length > 0 && (
              <Group gap={6} aria-label={t('packages.sections.included')}>
                {pkg.included.map((flag) => (
                  <Badge key={flag} variant="default" tt="none" styles={wrappingBadge}>
                    {t(`included.${flag}`)}
                  </Badge>
                ))}
              </Group>
            )}
          </>
        )}
      </OrderedRows>
      {canEdit && data && (
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
          {t('packages.add')}
        </Button>
      )}
      {editing && data && (
        <Suspense fallback={null}>
          <PackageForm
            pkg={editing === 'new' ? null : editing}
            category={category}
            currency={data.currency}
            inclusions={data.inclusions}
            busy={calls.save.isPending}
            onClose={() => setEditing(null)}
            onSave={(body) =>
              calls.save
                .mutateAsync({ id: editing === 'new' ? null : editing.id, body })
                .then(() => showSnackbar({ mode: 'success', text: t('packages.saved') }))
            }
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
