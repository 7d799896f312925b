import { createTheme, Title, type CSSVariablesResolver } from '@mantine/core';
import { breakpoints, frameWidths } from '../../domain/breakpoints.ts';

/**
 * The portal's visual system, chosen once (docs/design-system.md): the brand font, a type scale, colours, radius,
 * spacing and shadows. Screens use these names (size="sm", shadow="xs", c="dimmed"), never their own values.
 */
const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'pink',
  // pink 6 on white is 3.5:1; shade 8 meets WCAG AA (4.5:1) for links and button labels
  primaryShade: { light: 8, dark: 6 },
  // users who ask their system for less motion get no slide/fade transitions (notifications, modals, menus)
  respectReducedMotion: true,
  // self-hosted in src/web/app/global.css; the system's font until it has arrived (font-display: swap)
  fontFamily: `"Inter Variable", ${systemFonts}`,
  fontFamilyMonospace: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
  // the type scale: 12 / 14 / 16 / 18 / 20 px body sizes, 1.5 line height for reading, 1.25 for headings
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.5', lg: '1.5', xl: '1.5' },
  headings: {
    fontWeight: '650',
    sizes: {
      // a page title shrinks on phones (34 px is too wide for "Kontoeinstellungen" at 375 px), full size from tablets on
      h1: { fontSize: 'clamp(1.625rem, 1.1rem + 2.5vw, 2rem)', lineHeight: '1.2' },
      h2: { fontSize: '1.375rem', lineHeight: '1.25' },
      h3: { fontSize: '1.125rem', lineHeight: '1.3' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  // a 4 px grid: 8 / 12 / 16 / 24 / 32 px
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { xs: '0.25rem', sm: '0.375rem', md: '0.5rem', lg: '0.75rem', xl: '1rem' },
  defaultRadius: 'md',
  // soft, low shadows: cards lift a little off the page, popovers a little more
  shadows: {
    xs: '0 1px 2px rgb(17 24 39 / 6%)',
    sm: '0 1px 3px rgb(17 24 39 / 8%), 0 1px 2px rgb(17 24 39 / 4%)',
    md: '0 4px 12px rgb(17 24 39 / 8%), 0 2px 4px rgb(17 24 39 / 4%)',
    lg: '0 12px 24px rgb(17 24 39 / 10%), 0 4px 8px rgb(17 24 39 / 4%)',
    xl: '0 20px 40px rgb(17 24 39 / 12%)',
  },
  /** Mantine breakpoints follow the spec's devices: mobile < 641, tablet 641–1024, desktop > 1024; lg (1200) is the
   * width from which the frame shows the side menu (breakpoints.ts frameWidths). */
  breakpoints: {
    xs: '30em',
    sm: `${breakpoints.tabletMin / 16}em`,
    md: `${(breakpoints.tabletMax + 1) / 16}em`,
    lg: `${frameWidths.fullMin / 16}em`,
    xl: '88em',
  },
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
