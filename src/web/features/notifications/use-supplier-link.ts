import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Viewer } from '../../../domain/viewer.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useSwitchSupplier } from '../viewer/use-switch-supplier.ts';
import { searchWithoutSupplier, supplierParamAction } from './supplier-param.ts';

/**
 * An alert's link names its business (`?supplier=`): the portal switches to it when the person acts for it and it is
 * not the active one, then drops the parameter, staying on the screen the link opens (the header's switcher goes to
 * the new business's start instead: a link means this screen). True while the switch is under way, so the screen
 * never shows the other business's data first.
 */
export function useSupplierLink(viewer: Viewer | null | undefined): boolean {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const switchSupplier = useSwitchSupplier();
  const action = viewer ? supplierParamAction(search, viewer) : ({ kind: 'none' } as const);
  const switchTo = action.kind === 'switch' ? action.supplierId : null;
  const started = useRef<string | null>(null);
  const { mutate } = switchSupplier;

  useEffect(() => {
    if (action.kind === 'none') return;
    const drop = () => void navigate({ pathname, search: searchWithoutSupplier(search), hash }, { replace: true });
    // once switched, the viewer's active business is the link's: the parameter is dropped on that render
    if (!switchTo) return drop();
    if (started.current === switchTo) return;
    started.current = switchTo;
    mutate(switchTo, {
      onSuccess: (next) =>
        showSnackbar({ mode: 'success', text: t('switcher.switched', { name: next.activeSupplier?.name ?? '' }) }),
      onError: () => {
        showSnackbar({ mode: 'error', text: t('switcher.failed') });
        drop();
      },
    });
  }, [action.kind, switchTo, pathname, search, hash, navigate, mutate, t]);

  return switchTo !== null;
}
