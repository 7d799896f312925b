import { useMediaQuery } from '@mantine/hooks';
import { breakpoints } from '../../domain/breakpoints.ts';

const phoneQuery = `(max-width: ${breakpoints.tabletMin - 1}px)`;

/** Spec breakpoints: a phone is under 641 px wide (lists show cards there instead of tables). */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
}
