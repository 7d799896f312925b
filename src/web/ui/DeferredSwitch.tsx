import type { SwitchProps } from '@mantine/core';
import { useDeferredComponent } from './use-deferred-component.ts';

const loadSwitch = async () => (await import('./switch.ts')).Switch;

/**
 * Mantine's Switch, its code (with the input wrapper, ~4 kB gzip) fetched once the screen has shown: for a
 * switch that is no part of what a screen needs to show, such as the shell's admin-panel toggle. Nothing shows
 * until it arrives, a moment after the first paint.
 */
export function DeferredSwitch(props: SwitchProps) {
  const Switch = useDeferredComponent(loadSwitch);
  return Switch ? <Switch {...props} /> : null;
}
