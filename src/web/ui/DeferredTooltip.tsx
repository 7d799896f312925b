import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(async () => ({ default: (await import('./tooltip.ts')).Tooltip }));

/**
 * Mantine's Tooltip for the shell, its code (with floating-ui) loaded once the page has shown: the
 * children show without their tooltip until it arrives, a moment after the first paint.
 */
export function DeferredTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
