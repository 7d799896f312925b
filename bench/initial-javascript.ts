import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of issue 8: JavaScript a screen loads before it shows, gzip. */
export const initialJavaScriptBudget = 220 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The screens measured: their route module (src/web/app/router.tsx) under src/web, with the screen
 * namespaces its route loads (router.tsx, `withTexts`).
 */
export const measuredScreens: Record<string, string[]> = {
  '/login': ['features/auth/LoginPage.tsx'],
  '/get-listed': ['features/get-listed/GetListedPage.tsx'],
  '/dashboard': ['features/dashboard/DashboardPage.tsx'],
  '/enquiry-manager': ['features/enquiries/EnquiryManagerPage.tsx'],
  '/enquiry-manager/:id': ['features/enquiries/EnquiryPage.tsx'],
  '/supplier': ['features/listing/ListingPage.tsx', 'i18n/locales/en-GB/listingFlags.json'],
  '/about-you': ['features/about-you/AboutYouPage.tsx', 'i18n/locales/en-GB/faq.json'],
  '/photos': ['features/photos/PhotosPage.tsx'],
  '/pricing': ['features/pricing/PricingPage.tsx'],
};

/**
 * Initial JavaScript per screen from the build's own manifest (dist/web/.vite/manifest.json): the entry
 * with its static imports, the screen's route module and screen texts with their static imports, and the
 * texts of one language (en-GB), which load before the first render. Gzip level 9, as the server sends it.
 */
export function initialJavaScript(webRoot = 'dist/web'): { screen: string; bytes: number }[] {
  const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const closure = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the build manifest has no entry');
  return Object.entries(measuredScreens).map(([screen, modules]) => {
    const files = closure(entry);
    for (const module of modules) closure(module, files);
    closure('i18n/locales/en-GB.ts', files);
    return { screen, bytes: [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0) };
  });
}

export function printInitialJavaScript(): void {
  console.log(`\n${'initial JavaScript (gzip)'.padEnd(34)} ${'kB'.padStart(9)} ${'budget'.padStart(9)}`);
  for (const { screen, bytes } of initialJavaScript()) {
    const over = bytes > initialJavaScriptBudget ? '  OVER BUDGET' : '';
    console.log(`${screen.padEnd(34)} ${(bytes / 1024).toFixed(1).padStart(9)} ${(initialJavaScriptBudget / 1024).toFixed(0).padStart(9)}${over}`);
  }
}
