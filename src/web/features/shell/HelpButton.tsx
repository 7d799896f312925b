import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredComponent } from '../../ui/use-deferred-component.ts';
import type { HelpProps } from './HelpMenu.tsx';

// Help's code (the outside widget's loader, the panel's opener) is fetched after the first paint: it is on every screen
const loadHelpMenu = async () => (await import('./HelpMenu.tsx')).HelpMenu;

/** The header's Help button; a click before its code has arrived is kept and opens the panel when it has. */
export function HelpButton(props: HelpProps) {
  const { t } = useTranslation('shell');
  const HelpMenu = useDeferredComponent(loadHelpMenu);
  const [clicked, setClicked] = useState(false);
  if (HelpMenu) return <HelpMenu {...props} openAtOnce={clicked} />;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      style={{ flexShrink: 0 }}
      onClick={() => setClicked(true)}
      aria-haspopup="dialog"
    >
      {t('help.button')}
    </Button>
  );
}
