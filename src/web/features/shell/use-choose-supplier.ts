import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Viewer } from '../../../domain/viewer.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useSwitchSupplier } from '../viewer/use-switch-supplier.ts';
import { homePath } from './home-path.ts';

/**
 * Choosing another supplier, wherever the choice is offered (the header's menu, the phone drawer's select): switching
 * persists, drops the old supplier's data and redirects (spec section 4). `pending` while the server answers.
 */
export function useChooseSupplier(viewer: Viewer) {
  const { t } = useTranslation('shell');
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
  return { choose, pending: switchSupplier.isPending };
}
