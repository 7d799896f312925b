import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), shellWithoutPopupLibraries()],
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
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
