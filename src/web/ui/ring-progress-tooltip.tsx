import type { TooltipFloatingProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Floating = lazy(async () => ({ default: (await import('./tooltip.ts')).Tooltip.Floating }));

/**
 * The floating tooltip of a RingProgress section, for Mantine's RingProgress only (vite.config.ts hands this file
 * to its Curve in place of Tooltip): a ring without section tooltips, as on the dashboard, shows its curve alone,
 * so the screen does not carry Tooltip and floating-ui (~19 kB gzip); a section's tooltip arrives after the paint.
 */
function DeferredFloatingTooltip(props: TooltipFloatingProps) {
  if (props.disabled) return props.children;
  return (
    <Suspense fallback={props.children}>
      <Floating {...props} />
    </Suspense>
  );
}

export const Tooltip = { Floating: DeferredFloatingTooltip };
