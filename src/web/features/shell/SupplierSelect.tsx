import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Viewer } from '../../../domain/viewer.ts';
import { useSwitchSupplier } from '../viewer/use-switch-supplier.ts';
import { homePath } from './home-path.ts';
import { showSnackbar } from '../../ui/snackbar.ts';

/** For users of several suppliers: switching persists, drops the old supplier's data and redirects (spec section 4). */
export function SupplierSelect({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('shell');
  const { t: tTiers } = useTranslation('tiers');
  const switchSupplier = useSwitchSupplier();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const choose = (supplierId: string | null) => {
    if (!supplierId || supplierId === viewer.activeSupplier?.id) return;
    switchSupplier.mutate(supplierId, {
      onSuccess: (next) => {
        showSnackbar({ mode: 'success', text: t('switcher.switched', { name: next.activeSupplier?.name ?? '' }) });
        // navigate settles with the navigation; a failed screen shows its route's error element
        void navigate(homePath(next, pathname));
      },
      onError: () => showSnackbar({ mode: 'error', text: t('switcher.failed') }),
    });
  };

  return (
    <Select
      label={t('switcher.label')}
      data={viewer.suppliers.map((s) => ({ value: s.id, label: `${s.name} · ${tTiers(`names.${s.tier}`)}` }))}
      value={viewer.activeSupplier?.id ?? null}
      onChange={choose}
      allowDeselect={false}
      searchable={viewer.suppliers.length > 8}
      disabled={switchSupplier.isPending}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
