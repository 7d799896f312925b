import type { CountryCode } from './countries.ts';
import { coupleSiteOrigin, coupleSiteOrigins } from './profile-url.ts';

/**
 * The portal footer per country (spec section 2 "Footer"): about (about us, press, contact e-mail),
 * for business (FAQs), for couples (the couples site), bottom links (impressum where the country has
 * one, privacy, terms, cookies, contact us), four social links, and the support centre where the
 * country has one. Landing, pricing, FAQ, about, press, privacy, terms and cookie pages exist per
 * market (UK, DE, FR).
 * @internal
 */
export const markets = ['UK', 'DE', 'FR'] as const;
/** @internal */
export type Market = (typeof markets)[number];

/** German-speaking countries read the DE market, France the FR market, every other country the UK one. */
const marketByCountry: Partial<Record<string, Market>> = { GB: 'UK', DE: 'DE', AT: 'DE', CH: 'DE', FR: 'FR' };

/** @internal */
export function marketFor(country: string): Market {
  return marketByCountry[country] ?? 'UK';
}

/** Each market's pages live on that market's site (the couple site's origin for GB, DE and FR). */
const marketOrigin: Record<Market, string> = {
  UK: coupleSiteOrigins.GB,
  DE: coupleSiteOrigins.DE,
  FR: coupleSiteOrigins.FR,
};

/** @internal */
export const marketPageKeys = ['landing', 'pricing', 'faq', 'about', 'press', 'privacy', 'terms', 'cookies'] as const;
/** @internal */
export type MarketPage = (typeof marketPageKeys)[number];

/** Page slugs in each market's language. */
const marketPageSlugs: Record<Market, Record<MarketPage, string>> = {
  UK: {
    landing: 'business',
    pricing: 'business/pricing',
    faq: 'business/faq',
    about: 'about-us',
    press: 'press',
    privacy: 'privacy-policy',
    terms: 'terms-and-conditions',
    cookies: 'cookie-policy',
  },
  DE: {
    landing: 'business',
    pricing: 'business/preise',
    faq: 'business/faq',
    about: 'ueber-uns',
    press: 'presse',
    privacy: 'datenschutz',
    terms: 'agb',
    cookies: 'cookie-richtlinie',
  },
  FR: {
    landing: 'business',
    pricing: 'business/tarifs',
    faq: 'business/faq',
    about: 'a-propos',
    press: 'presse',
    privacy: 'politique-de-confidentialite',
    terms: 'conditions-generales',
    cookies: 'politique-cookies',
  },
};

/** @internal */
export function marketPageUrl(market: Market, page: MarketPage): string {
  return `${marketOrigin[market]}/${marketPageSlugs[market][page]}`;
}

/** Spec: the contact e-mail differs for DE, GB and FR; every other country gets the US default. */
const contactEmails: Partial<Record<string, string>> = {
  DE: 'kontakt@couples.example.com',
  GB: 'hello@couples.example.com',
  FR: 'bonjour@couples.example.com',
};
/** @internal */
export const defaultContactEmail = 'hello.us@couples.example.com';

/** @internal */
export function contactEmailFor(country: string): string {
  return contactEmails[country] ?? defaultContactEmail;
}

/** Only these countries require an impressum (legal notice). */
const impressumUrls: Partial<Record<CountryCode, string>> = {
  DE: `${coupleSiteOrigins.DE}/impressum`,
  AT: `${coupleSiteOrigins.AT}/impressum`,
  CH: `${coupleSiteOrigins.CH}/impressum`,
};

/** Support-centre help pages per country; none for PL, RU and US. */
const supportCentreUrls: Partial<Record<CountryCode, string>> = {
  GB: 'https://support.couples.example.com/en-gb',
  DE: 'https://support.couples.example.com/de',
  AT: 'https://support.couples.example.com/de-at',
  CH: 'https://support.couples.example.com/de-ch',
  FR: 'https://support.couples.example.com/fr',
};

/** @internal */
export type SocialNetwork = 'facebook' | 'instagram' | 'pinterest' | 'linkedin';

/** @internal */
export const socialLinks: readonly { network: SocialNetwork; url: string }[] = [
  { network: 'facebook', url: 'https://www.facebook.com/couples.example.com' },
  { network: 'instagram', url: 'https://www.instagram.com/couples.example.com' },
  { network: 'pinterest', url: 'https://www.pinterest.com/couples.example.com' },
  { network: 'linkedin', url: 'https://www.linkedin.com/company/couples.example.com' },
];

export interface Footer {
  market: Market;
  about: { about: string; press: string; contactEmail: string };
  business: { landing: string; pricing: string; faq: string };
  couples: { site: string };
  bottom: { impressum: string | null; privacy: string; terms: string; cookies: string; contactUs: string };
  social: readonly { network: SocialNetwork; url: string }[];
  supportCentre: string | null;
}

export function footerFor(country: string): Footer {
  const market = marketFor(country);
  const page = (key: MarketPage) => marketPageUrl(market, key);
  const contactEmail = contactEmailFor(country);
  return {
    market,
    about: { about: page('about'), press: page('press'), contactEmail },
    business: { landing: page('landing'), pricing: page('pricing'), faq: page('faq') },
    couples: { site: coupleSiteOrigin(country) },
    bottom: {
      impressum: impressumUrls[country as CountryCode] ?? null,
      privacy: page('privacy'),
      terms: page('terms'),
      cookies: page('cookies'),
      contactUs: `mailto:${contactEmail}`,
    },
    social: socialLinks,
    supportCentre: supportCentreUrls[country as CountryCode] ?? null,
  };
}
