// The offline page (src/web/pwa/offline-page.ts) in the reader's language: the one chosen in the portal
// (i18n/locale-preference.ts keeps it under portal.locale), else the browser's when the portal has it, else en-GB.
(() => {
  let chosen = null;
  try {
    chosen = localStorage.getItem('portal.locale');
  } catch {
    // storage blocked: the browser's language
  }
  const sections = [...document.querySelectorAll('main[lang]')];
  const language = (navigator.language || '').toLowerCase().split(/[-_]/)[0];
  const shown =
    sections.find((section) => section.lang === chosen) ??
    sections.find((section) => section.lang.toLowerCase().startsWith(`${language}-`)) ??
    sections[0];
  if (!shown) return;
  for (const section of sections) section.hidden = section !== shown;
  document.documentElement.lang = shown.lang;
  document.title = shown.dataset.title ?? document.title;
})();
