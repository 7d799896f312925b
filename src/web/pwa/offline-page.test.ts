import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../domain/locales.ts';
import de from '../i18n/locales/de-DE/common.json' with { type: 'json' };
import en from '../i18n/locales/en-GB/common.json' with { type: 'json' };
import fr from '../i18n/locales/fr-FR/common.json' with { type: 'json' };
import { offlinePageHtml, type OfflineTexts } from './offline-page.ts';

const common = { 'en-GB': en, 'de-DE': de, 'fr-FR': fr };
const texts = Object.fromEntries(
  locales.map((locale) => {
    const { appName, retry, offline } = common[locale];
    return [locale, { appName, retry, ...offline }];
  }),
) as Record<Locale, OfflineTexts>;

describe('the offline page', () => {
  const html = offlinePageHtml(texts);

  it('has each language’s texts in its own section, British English shown first', () => {
    expect(html).toContain('<main lang="en-GB" data-title="You are offline – Supplier Portal">');
    expect(html).toContain('<main lang="de-DE" data-title="Sie sind offline – Anbieterportal" hidden>');
    expect(html).toContain('<main lang="fr-FR" data-title="Vous êtes hors ligne – Portail prestataires" hidden>');
    for (const locale of locales) expect(html).toContain(`<a class="retry" href="">${texts[locale].retry}</a>`);
  });

  it('runs no inline script (the CSP allows none) and escapes its texts', () => {
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('<script src="/offline.js" defer></script>');
    const escaped = offlinePageHtml({ ...texts, 'en-GB': { ...texts['en-GB'], title: '<b>"Off"</b> & out' } });
    expect(escaped).toContain('<h1>&lt;b&gt;&quot;Off&quot;&lt;/b&gt; &amp; out</h1>');
  });
});
