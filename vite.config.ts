import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { locales, type Locale } from './src/domain/locales.ts';
import { offlinePageHtml, type OfflineTexts } from './src/web/pwa/offline-page.ts';

/**
 * Mantine's ScrollArea (inside every Table and Modal) takes only useMergeRefs from @floating-ui/react; that
 * one import would put all of floating-ui (15 kB gzip) on every screen with a table. ScrollArea gets the
 * same hook on @mantine/hooks instead (src/web/ui/merge-refs.ts); popovers, menus and selects keep floating-ui.
 * Likewise AppShell takes only a class name from react-remove-scroll (src/web/ui/app-shell-scroll-class.ts);
 * modals keep the library. RingProgress takes Tooltip only for its sections' tooltips (src/web/ui/ring-progress-tooltip.tsx
 * defers it), so a ring does not bring floating-ui either, and Table its ScrollContainer only, which the portal does not
 * use (src/web/ui/TableScroll.tsx; src/web/ui/table-scroll-container-deferred.tsx), so a table does not bring ScrollArea.
 */
function shellWithoutPopupLibraries(): Plugin {
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
  const appShell = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
  const ringProgress = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]RingProgress[\\/]/;
  const table = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/;
  return {
    name: 'shell-without-popup-libraries',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer))
        return path.resolve(import.meta.dirname, 'src/web/ui/merge-refs.ts');
      if (source === 'react-remove-scroll' && importer && appShell.test(importer))
        return path.resolve(import.meta.dirname, 'src/web/ui/app-shell-scroll-class.ts');
      if (source.endsWith('/Tooltip/Tooltip.mjs') && importer && ringProgress.test(importer))
        return path.resolve(import.meta.dirname, 'src/web/ui/ring-progress-tooltip.tsx');
      if (source === './TableScrollContainer.mjs' && importer && table.test(importer))
        return path.resolve(import.meta.dirname, 'src/web/ui/table-scroll-container-deferred.tsx');
      return null;
    },
  };
}

interface CommonTexts {
  appName: string;
  appShortName: string;
  appDescription: string;
  retry: string;
  offline: { title: string; text: string };
}

const commonTexts = (locale: Locale): CommonTexts =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `src/web/i18n/locales/${locale}/common.json`), 'utf8'),
  ) as CommonTexts;

/** The offline page the service worker shows (src/web/pwa/offline-page.ts), in the three languages of common.json. */
function offlinePage(): Plugin {
  return {
    name: 'offline-page',
    apply: 'build',
    generateBundle() {
      const texts = Object.fromEntries(
        locales.map((locale) => {
          const { appName, retry, offline } = commonTexts(locale);
          return [locale, { appName, retry, ...offline } satisfies OfflineTexts];
        }),
      ) as Record<Locale, OfflineTexts>;
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml(texts) });
    },
  };
}

const english = commonTexts('en-GB');

type ManifestTransform = NonNullable<
  NonNullable<Partial<VitePWAOptions>['injectManifest']>['manifestTransforms']
>[number];

/**
 * What the service worker keeps at install: the app shell (the entry script and what it imports, its styles and
 * fonts, the three languages' first texts), the offline page, the icons. The other hashed chunks (each screen's) are
 * kept as they are first used (src/web/sw.ts): all 400 at install would be 1 MB for every device after every deploy,
 * for screens that need the network anyway.
 */
const appShellOnly: ManifestTransform = (entries) => {
  const outDir = path.resolve(import.meta.dirname, 'dist/web');
  const chunks = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
  >;
  const shell = new Set<string>();
  const add = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    for (const css of chunk.css ?? []) shell.add(css);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [key, chunk] of Object.entries(chunks)) {
    if (chunk.isEntry || /^i18n\/locales\/[^/]+\.ts$/.test(key)) add(key);
  }
  const manifest = entries.filter(({ url }) => !url.startsWith('assets/') || url.endsWith('.woff2') || shell.has(url));
  return { manifest, warnings: [] };
};

/**
 * The installable app (docs/decisions/web.md, "Installable app"): the web app manifest, and our own service worker
 * (src/web/sw.ts) with the build's files to keep, which src/web/pwa/register.ts registers in production builds.
 * The manifest is one for all (browsers read no language variants): in British English, as the portal's default.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    id: '/',
    name: english.appName,
    short_name: english.appShortName,
    description: english.appDescription,
    lang: 'en-GB',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    // Mantine's pink 8 (the primary colour, src/web/app/theme.ts) and the body's white
    theme_color: '#c2255c',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'icons/badge-96.png'],
  injectManifest: {
    // the app shell and the offline page with its script; never index.html, which comes from the network each time
    globPatterns: ['**/*.{js,css,woff2}', 'offline.html'],
    manifestTransforms: [appShellOnly],
  },
});

export default defineConfig({
  plugins: [react(), shellWithoutPopupLibraries(), offlinePage(), installableApp],
  root: 'src/web',
  publicDir: 'public',
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    manifest: true,
    rolldownOptions: {
      output: {
        // chunks by their hash alone: the entry lists every chunk's file for its preloads, and every chunk names the
        // ones it imports from, so names cost each screen ~2 kB gzip; .vite/manifest.json maps sources to files
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // everything the entry loads statically is one chunk with it: split into the ~30 chunks the bundler
            // makes by sharing, the same code was ~9 kB gzip more (cross-chunk bindings, each file gzipped apart)
            { name: 'initial', tags: ['$initial'], priority: 1 },
            // the rest of Mantine's core (provider, Box, styles) is one chunk: left to the bundler, small parts
            // of it land in the floating-ui chunk and drag that (15 kB gzip) along
            { name: 'mantine-core', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/ },
          ],
        },
      },
    },
  },
  // ws: the live inbox's and team chat's sockets go through the dev server too
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
});
