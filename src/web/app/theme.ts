import { createTheme, Title, type CSSVariablesResolver } from '@mantine/core';
import { breakpoints } from '../../domain/breakpoints.ts';

/** Mantine breakpoints follow the spec: mobile < 641, tablet 641–1024, desktop > 1024. */
export const theme = createTheme({
  primaryColor: 'pink',
  // pink 6 on white is 3.5:1; shade 8 meets WCAG AA (4.5:1) for links and button labels
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  // users who ask their system for less motion get no slide/fade transitions (notifications, modals, menus)
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: {
    xs: '30em',
    sm: `${breakpoints.tabletMin / 16}em`,
    md: `${(breakpoints.tabletMax + 1) / 16}em`,
    lg: '75em',
    xl: '88em',
  },
  // a page title shrinks on phones (34 px is too wide for "Kontoeinstellungen" at 375 px), full size from tablets on
  headings: { sizes: { h1: { fontSize: 'clamp(1.625rem, 1.1rem + 2.5vw, 2.125rem)' } } },
  components: {
    // a word longer than the line (German compounds) breaks, hyphenated where the browser can, instead of overflowing
    Title: Title.extend({ styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } } }),
  },
});

/** Dimmed text and field errors darker than Mantine's defaults, so they meet WCAG AA contrast (4.5:1) on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // field errors (text and the invalid input's value) in red 8: red 6 on white is 3.6:1, below WCAG AA
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
