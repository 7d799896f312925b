import { describe, expect, it } from 'vitest';
import { countries } from './countries.ts';
import {
  contactEmailFor,
  defaultContactEmail,
  footerFor,
  marketFor,
  marketPageKeys,
  marketPageUrl,
  markets,
  socialLinks,
} from './footer.ts';

describe('footer per country', () => {
  it.each([
    ['GB', 'UK'],
    ['DE', 'DE'],
    ['AT', 'DE'],
    ['CH', 'DE'],
    ['FR', 'FR'],
    ['PL', 'UK'],
    ['US', 'UK'],
    ['RU', 'UK'],
  ])('%s reads the %s market', (country, market) => {
    expect(marketFor(country)).toBe(market);
    expect(footerFor(country).market).toBe(market);
  });

  it.each([
    ['GB', 'hello@couples.example.com'],
    ['DE', 'kontakt@couples.example.com'],
    ['FR', 'bonjour@couples.example.com'],
    ['US', defaultContactEmail],
    ['PL', defaultContactEmail],
    ['AT', defaultContactEmail],
    ['CH', defaultContactEmail],
    ['RU', defaultContactEmail],
  ])('%s is contacted at %s, also as the contact-us link', (country, email) => {
    expect(contactEmailFor(country)).toBe(email);
    expect(footerFor(country).about.contactEmail).toBe(email);
    expect(footerFor(country).bottom.contactUs).toBe(`mailto:${email}`);
  });

  it('has the US contact e-mail as the default, distinct from the three named countries', () => {
    expect(new Set(['GB', 'DE', 'FR'].map(contactEmailFor)).size).toBe(3);
    expect(['GB', 'DE', 'FR'].map(contactEmailFor)).not.toContain(defaultContactEmail);
  });

  it.each(countries.map((c) => [c, ['DE', 'AT', 'CH'].includes(c)] as const))(
    '%s has an impressum: %s',
    (country, has) => {
      const { impressum } = footerFor(country).bottom;
      expect(impressum !== null).toBe(has);
      if (has) expect(impressum).toMatch(/impressum$/);
    },
  );

  it.each(countries.map((c) => [c, !['PL', 'RU', 'US'].includes(c)] as const))(
    '%s has support-centre pages: %s',
    (country, has) => {
      expect(footerFor(country).supportCentre !== null).toBe(has);
    },
  );

  it('gives every market its own page for each of landing, pricing, FAQ, about, press, privacy, terms and cookies', () => {
    for (const page of marketPageKeys) {
      const urls = markets.map((m) => marketPageUrl(m, page));
      expect(new Set(urls).size).toBe(markets.length);
      for (const url of urls) expect(url).toMatch(/^https:\/\//);
    }
    expect(marketPageUrl('DE', 'privacy')).toBe('https://de.couples.example.com/datenschutz');
    expect(marketPageUrl('FR', 'terms')).toBe('https://fr.couples.example.com/conditions-generales');
  });

  it('links a country’s footer to its market’s pages', () => {
    const at = footerFor('AT');
    expect(at.about.about).toBe(marketPageUrl('DE', 'about'));
    expect(at.business.faq).toBe(marketPageUrl('DE', 'faq'));
    expect(at.bottom.cookies).toBe(marketPageUrl('DE', 'cookies'));
    expect(footerFor('US').bottom.terms).toBe(marketPageUrl('UK', 'terms'));
    expect(footerFor('FR').business.pricing).toBe(marketPageUrl('FR', 'pricing'));
    expect(footerFor('GB').couples.site).not.toBe(footerFor('FR').couples.site);
  });

  it('has four social network links', () => {
    expect(socialLinks).toHaveLength(4);
    expect(new Set(socialLinks.map((s) => s.network)).size).toBe(4);
    expect(footerFor('GB').social).toEqual(socialLinks);
  });
});
