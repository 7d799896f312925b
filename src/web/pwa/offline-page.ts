import { defaultLocale, locales, type Locale } from '../../domain/locales.ts';

/** The page the service worker answers a navigation with when the network does not (vite.config.ts builds it). */
export const offlinePage = '/offline.html';

/** The texts of the offline page in one language: common.json's appName, offline.title, offline.text and retry. */
export interface OfflineTexts {
  appName: string;
  title: string;
  text: string;
  retry: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The offline page, built once at build time from the three languages' texts: one section per language, en-GB shown
 * by default; /offline.js (public/) shows the reader's (the language chosen in the portal, else the browser's).
 * "Try again" is a link to the page's own address, so it works without script too. No inline script (the CSP).
 */
export function offlinePageHtml(texts: Record<Locale, OfflineTexts>): string {
  const sections = locales.map((locale) => {
    const t = texts[locale];
    return `<main lang="${locale}" data-title="${escape(`${t.title} – ${t.appName}`)}"${locale === defaultLocale ? '' : ' hidden'}>
<img src="/icons/icon-192.png" alt="" width="72" height="72">
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
<a class="retry" href="">${escape(t.retry)}</a>
</main>`;
  });
  const first = texts[defaultLocale];
  return `<!doctype html>
<html lang="${defaultLocale}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="theme-color" content="#c2255c">
<title>${escape(`${first.title} – ${first.appName}`)}</title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fff; color: #212529;
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
main[hidden] { display: none; }
img { border-radius: 16px; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 1rem 0 0.5rem; }
p { margin: 0 0 1.5rem; color: #495057; }
.retry { display: inline-block; padding: 0.625rem 1.25rem; border-radius: 0.5rem; background: #c2255c; color: #fff;
  font-weight: 600; text-decoration: none; }
.retry:focus-visible { outline: 2px solid #c2255c; outline-offset: 2px; }
</style>
<script src="/offline.js" defer></script>
</head>
<body>
${sections.join('\n')}
</body>
</html>
`;
}
