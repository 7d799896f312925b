import { useMemo } from 'react';
import { useCurrentLocale } from '../shell/use-language.ts';

/** A country's name in the page's language ("Österreich", "Autriche") from its ISO code, by the browser's Intl. */
export function useCountryName(): (code: string) => string {
  const locale = useCurrentLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}
