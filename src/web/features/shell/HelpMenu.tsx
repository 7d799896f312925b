import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutsideHelpWidget } from './outside-help-widget.ts';
import { useCurrentLocale } from './use-language.ts';

// the panel (its form and the schema that checks it) is fetched when help is first asked for
const HelpPanel = lazy(async () => ({ default: (await import('./HelpPanel.tsx')).HelpPanel }));

export interface HelpProps {
  country: string;
  supplierId: string | null;
}

/**
 * The header's Help: the outside widget when one is configured and loaded, else the portal's own help panel.
 * `openAtOnce`: Help was clicked before this code arrived (HelpButton), so the panel opens now.
 */
export function HelpMenu({ country, supplierId, openAtOnce }: HelpProps & { openAtOnce: boolean }) {
  const { t } = useTranslation('shell');
  const openOutside = useOutsideHelpWidget(useCurrentLocale());
  const [opened, setOpened] = useState(openAtOnce);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ flexShrink: 0 }}
        onClick={() => (openOutside ? openOutside() : setOpened(true))}
        aria-haspopup="dialog"
      >
        {t('help.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <HelpPanel country={country} supplierId={supplierId} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
