import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';
import { useChooseSupplier } from './use-choose-supplier.ts';

/** The phone drawer's supplier choice, for users of several suppliers (the header has no room for it there). */
export function SupplierSelect({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('shell');
  const { t: tTiers } = useTranslation('tiers');
  const { choose, pending } = useChooseSupplier(viewer);

  return (
    <Select
      label={t('switcher.label')}
      data={viewer.suppliers.map((s) => ({ value: s.id, label: `${s.name} · ${tTiers(`names.${s.tier}`)}` }))}
      value={viewer.activeSupplier?.id ?? null}
      onChange={choose}
      allowDeselect={false}
      searchable={viewer.suppliers.length > 8}
      disabled={pending}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
