import { privacyNoticeHref } from '../../../domain/privacy/notice.ts';
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { localBusinessJsonLd, scriptSafeJson } from './json-ld.ts';
import { profilePageStyle } from './page-style.ts';
import { profilePageScript } from './page-script.ts';
import {
  AboutSection,
  AchievementsSection,
  ContactSection,
  FactsSection,
  FaqSection,
  PricesSection,
  ServicesSection,
  VideosSection,
} from './sections.tsx';
import { PhotosSection } from './gallery.tsx';
import { EnquireCard, EnquiryDialog, Hero, ReplyBadge, ReviewsSummary } from './storefront.tsx';
import { FairsSection } from './fairs-section.tsx';
import { OffersSection } from './offers-section.tsx';
import { InstagramSection } from './instagram-section.tsx';
import {
  RealWeddingsSection,
  RecommendationsSection,
  ReviewsSection,
  TestimonialsSection,
} from './reputation-sections.tsx';
import type { PublicProfile } from './service.ts';

/**
 * The couple-facing profile as one server-rendered HTML document: one inline stylesheet and one small inline script
 * (page-script.ts, an enhancement: the page works without it), every text escaped by React. Title, description, Open Graph, canonical link and a schema.org block
 * make it indexable; noindex (the listing's flag, or preview) keeps it out of search engines.
 */

export interface ProfilePageOptions {
  t: Translate;
  /** The canonical public link (the couple site's, or this portal's). */
  pageUrl: string;
  /** Absolute URL of a path of this portal (images for Open Graph). */
  absolute: (path: string) => string;
  preview: boolean;
  noindex: boolean;
  /** The enquiry widget's form page for this supplier (its fields; the preview's not counted). */
  enquiryPath: string;
}

const metaDescriptionLength = 160;

function shortText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function placeOf(profile: PublicProfile): string {
  return [profile.listing.town, profile.listing.county].filter((part) => part.trim() !== '').join(', ');
}

/**
 * The HTML document of the pages couples see (the profile, the review page): one inline stylesheet, no script, and the
 * privacy notice's link at the foot.
 */
export function Document({
  t,
  title,
  head,
  children,
  legalFooter = true,
}: {
  t: Translate;
  title: string;
  head?: ReactNode;
  children: ReactNode;
  /** The link to the privacy notice (issue 35); the notice itself goes without. */
  legalFooter?: boolean;
}) {
  return (
    <html lang={t.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head}
        <style dangerouslySetInnerHTML={{ __html: profilePageStyle }} />
      </head>
      <body>
        {children}
        {legalFooter && (
          <footer>
            <a href={privacyNoticeHref(t.locale)}>{t('privacy:notice.link')}</a>
          </footer>
        )}
      </body>
    </html>
  );
}

export function renderProfilePage(profile: PublicProfile, options: ProfilePageOptions): string {
  const { t, pageUrl, absolute, preview, noindex, enquiryPath } = options;
  const { listing } = profile;
  const category = t(`categories:${listing.category}`);
  const place = placeOf(profile);
  const title = place
    ? t('publicProfile:page.title', { name: listing.name, category, place })
    : t('publicProfile:page.titleNoPlace', { name: listing.name, category });
  const description = shortText(
    listing.description ||
      t('publicProfile:page.description', { name: listing.name, category, place: place || category }),
    metaDescriptionLength,
  );
  const image = profile.photos[0] ? absolute(profile.photos[0].path) : null;
  const jsonLd = scriptSafeJson(localBusinessJsonLd(profile, pageUrl, absolute, description));
  const statusMessage = profile.aboutYou.statusMessage?.message;

  const head = (
    <>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={pageUrl} />
      <meta property="og:type" content="business.business" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:locale" content={t.locale.replace('-', '_')} />
      {image && <meta property="og:image" content={image} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
  const sectionProps = { profile, t, preview };
  return `<!doctype html>${renderToStaticMarkup(
    <Document t={t} title={title} head={head}>
      {preview && (
        <div className="banner" role="status">
          {t('publicProfile:page.previewBanner')}
        </div>
      )}
      <header className="storefront">
        <Hero {...sectionProps} />
        <div className="intro">
          <h1>{listing.name}</h1>
          <p className="meta">{place ? `${category} · ${place}` : category}</p>
          <p className="highlights">
            <ReviewsSummary {...sectionProps} />
            <ReplyBadge {...sectionProps} />
          </p>
          {statusMessage && <p className="status">{statusMessage}</p>}
        </div>
      </header>
      <div className="layout">
        <EnquireCard {...sectionProps} enquiryPath={enquiryPath} />
        <main>
          <AboutSection {...sectionProps} />
          <OffersSection {...sectionProps} />
          <PhotosSection {...sectionProps} />
          <VideosSection {...sectionProps} />
          <PricesSection {...sectionProps} />
          <ServicesSection {...sectionProps} />
          <FactsSection {...sectionProps} />
          <AchievementsSection {...sectionProps} />
          <ReviewsSection {...sectionProps} />
          <RealWeddingsSection {...sectionProps} />
          <FairsSection {...sectionProps} />
          <InstagramSection {...sectionProps} />
          <TestimonialsSection {...sectionProps} />
          <RecommendationsSection {...sectionProps} />
          <FaqSection {...sectionProps} />
          <ContactSection {...sectionProps} />
        </main>
      </div>
      <EnquiryDialog {...sectionProps} />
      <script dangerouslySetInnerHTML={{ __html: profilePageScript }} />
    </Document>,
  )}`;
}

/** A public page's not-found document (noindex): its heading and one sentence. */
export function renderNotFoundPage(t: Translate, title: string, text: string): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Document t={t} title={title} head={<meta name="robots" content="noindex" />}>
      <main>
        <section>
          <h1>{title}</h1>
          <p>{text}</p>
        </section>
      </main>
    </Document>,
  )}`;
}

export const renderProfileNotFound = (t: Translate): string =>
  renderNotFoundPage(t, t('publicProfile:notFound.title'), t('publicProfile:notFound.text'));

/**
 * The page's one style, allowed by its hash rather than a nonce, so the page is the same on every request and can be
 * kept (page-cache.ts).
 */
const styleHash = createHash('sha256').update(profilePageStyle).digest('base64');
/** The CSP source that allows the pages' one stylesheet. */
export const pageStyleSource = `'sha256-${styleHash}'`;
const scriptSource = `'sha256-${createHash('sha256').update(profilePageScript).digest('base64')}'`;

/**
 * The page's CSP: images from here and the video services' thumbnails, its own style and script and nothing else; it
 * frames only the portal's enquiry widget; only the portal's /preview may frame it (the supplier's preview), nothing
 * frames the public page.
 */
export function profilePageCsp(preview: boolean): string {
  const ancestors = preview ? "'self'" : "'none'";
  return `default-src 'none'; img-src 'self' https: data:; style-src ${pageStyleSource}; script-src ${scriptSource}; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
}
