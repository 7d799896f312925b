import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, type Locale } from '../../../domain/locales.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { api } from '../../app/api.ts';
import i18n, { changeLocale } from '../../i18n/index.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { showSnackbar } from '../../ui/snackbar.ts';

/** The UI language now shown. */
export function useCurrentLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : defaultLocale;
}

/**
 * Switches the UI language at once and, when signed in, saves it on the user
 * (POST /api/i18n/set-locale) so every device opens in it.
 */
export function useChangeLanguage(): (locale: Locale) => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation('shell');
  return async (locale) => {
    // the cached viewer first, so the portal never sees its user's language differ from the UI's
    const viewer = queryClient.getQueryData<Viewer | null>(viewerQueryKey);
    if (viewer)
      queryClient.setQueryData<Viewer>(viewerQueryKey, {
        ...viewer,
        user: { ...viewer.user, l10n: { ...viewer.user.l10n, locale } },
      });
    await changeLocale(locale);
    if (!viewer) return;
    try {
      await api.post('/api/i18n/set-locale', { locale });
      // enquiries and bookings carry budget labels the server writes in the saved language
      for (const feature of ['enquiries', 'couples']) void queryClient.invalidateQueries({ queryKey: [feature] });
    } catch {
      showSnackbar({ mode: 'error', text: t('language.notSaved') });
    }
  };
}

/** Spec "Locale": the user's stored locale is applied when the user record arrives. */
export function useApplyViewerLocale(locale: Locale | undefined): void {
  useEffect(() => {
    // i18next keeps the current texts when a language fails to load
    if (locale && i18n.language !== locale) void changeLocale(locale);
  }, [locale]);
}
