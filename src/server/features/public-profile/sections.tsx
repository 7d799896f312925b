import type { ReactNode } from 'react';
import { achievementGroups } from '../../../domain/about-you/card-rules.ts';
import {
  flagLabelKey,
  detailsLabelKey,
  sectionsOf,
  sectionTitleKey,
} from '../../../domain/listing/category-sections.ts';
import { faqQuestionKey } from '../../../domain/listing/faq-questions.ts';
import { socialNetworks, specialistWeddingFlags, type Listing } from '../../../domain/listing/template.ts';
import { venueCountFields, venueTimeFields } from '../../../domain/listing/venue-fields.ts';
import { formatBrochureSize } from '../../../domain/pricing/brochures.ts';
import { openStreetMapLink, profileOutPath, rangeText, telHref } from '../../../domain/public-profile.ts';
import { formatMoney, formatMoneyRange, formatNumber } from '../../../domain/format.ts';
import { videoSourceNames } from '../../../domain/videos/video-url.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { PublicProfile } from './service.ts';

/**
 * The page's sections as plain elements (React escapes every text and attribute). A section with nothing to show is
 * left out.
 */

export interface SectionProps {
  profile: PublicProfile;
  t: Translate;
  /** The supplier's own preview (supplier=true): its clicks are not counted. */
  preview?: boolean;
}

/** Only web links become hrefs: a stored "javascript:" or other scheme is never a link on the page. */
export const safeHref = (link: string | null | undefined): string | null =>
  link && /^https?:\/\/[^\s]+$/i.test(link.trim()) ? link.trim() : null;

const money = (profile: PublicProfile, t: Translate) => (minor: number) =>
  formatMoney(minor, profile.supplier.currency, t.locale);

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function AboutSection({ profile, t }: SectionProps) {
  const { description, detailedDescription, managerPersonalMessage } = profile.listing;
  if (!description && !detailedDescription && !managerPersonalMessage) return null;
  return (
    <Section id="about" title={t('publicProfile:sections.about')}>
      {description && <p className="text">{description}</p>}
      {detailedDescription && <p className="text">{detailedDescription}</p>}
      {managerPersonalMessage && (
        <>
          <h3>{t('publicProfile:about.managerMessage')}</h3>
          <p className="text">{managerPersonalMessage}</p>
        </>
      )}
    </Section>
  );
}

function VideoList({ videos, t }: { videos: PublicProfile['videos']; t: Translate }) {
  return (
    <ul className="cards">
      {videos.map((video) => (
        <li key={video.id} className="card video">
          <a href={video.url} rel="noopener" target="_blank">
            {safeHref(video.thumbnail) && <img src={video.thumbnail!} alt="" loading="lazy" />}
            {t('publicProfile:videos.watch', {
              title: video.label || videoSourceNames[video.source],
              source: videoSourceNames[video.source],
            })}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function VideosSection({ profile, t }: SectionProps) {
  const { videos, videoTours } = profile;
  if (videos.length === 0 && videoTours.length === 0) return null;
  return (
    <Section id="videos" title={t('publicProfile:sections.videos')}>
      {videos.length > 0 && <VideoList videos={videos} t={t} />}
      {videoTours.length > 0 && (
        <>
          <h3>{t('publicProfile:videos.tours')}</h3>
          <VideoList videos={videoTours} t={t} />
        </>
      )}
    </Section>
  );
}

const rangeWords = (t: Translate) => ({
  between: (min: number, max: number) => t('publicProfile:range.between', { min, max }),
  from: (min: number) => t('publicProfile:range.from', { min }),
  upTo: (max: number) => t('publicProfile:range.upTo', { max }),
});

function PackageCard({
  pack,
  profile,
  t,
}: {
  pack: PublicProfile['packages'][number];
  profile: PublicProfile;
  t: Translate;
}) {
  const guests = rangeText(pack.guestsMin, pack.guestsMax, rangeWords(t));
  const hours = rangeText(pack.hoursMin, pack.hoursMax, rangeWords(t));
  return (
    <li className="card">
      <h3>{pack.name}</h3>
      <p className="price">{money(profile, t)(pack.price)}</p>
      {pack.description && <p className="text">{pack.description}</p>}
      {guests && <p>{t('publicProfile:packages.guests', { range: guests })}</p>}
      {hours && <p>{t('publicProfile:packages.hours', { range: hours })}</p>}
      {pack.included.length > 0 && (
        <>
          <p>{t('publicProfile:packages.included')}</p>
          <ul className="flags">
            {pack.included.map((flag) => (
              <li key={flag}>{t(`pricing:included.${flag}`, { defaultValue: flag })}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

function SchemeCard({
  scheme,
  profile,
  t,
}: {
  scheme: PublicProfile['priceSchemes'][number];
  profile: PublicProfile;
  t: Translate;
}) {
  const price = formatMoneyRange(scheme.priceMin, scheme.priceMax, profile.supplier.currency, t.locale);
  const guests =
    scheme.guests !== null ? String(scheme.guests) : rangeText(scheme.guestsMin, scheme.guestsMax, rangeWords(t));
  return (
    <li className="card">
      <h3>{scheme.name}</h3>
      <p className="price">{scheme.priceMethod === 'perHead' ? t('publicProfile:prices.perHead', { price }) : price}</p>
      <p>{t(`publicProfile:prices.schemes.${scheme.priceType}`)}</p>
      {guests && <p>{t('publicProfile:packages.guests', { range: guests })}</p>}
    </li>
  );
}

export function PricesSection({ profile, t }: SectionProps) {
  const { packages, priceSchemes, brochures, listing } = profile;
  if (packages.length === 0 && priceSchemes.length === 0 && brochures.length === 0 && listing.minPrice <= 0)
    return null;
  return (
    <Section id="prices" title={t('publicProfile:sections.prices')}>
      {listing.minPrice > 0 && <p>{t('publicProfile:prices.from', { price: money(profile, t)(listing.minPrice) })}</p>}
      {priceSchemes.length > 0 && (
        <ul className="cards">
          {priceSchemes.map((scheme) => (
            <SchemeCard key={scheme.id} scheme={scheme} profile={profile} t={t} />
          ))}
        </ul>
      )}
      {packages.length > 0 && (
        <>
          <h3>{t('publicProfile:packages.title')}</h3>
          <ul className="cards">
            {packages.map((pack) => (
              <PackageCard key={pack.id} pack={pack} profile={profile} t={t} />
            ))}
          </ul>
        </>
      )}
      {brochures.length > 0 && (
        <>
          <h3>{t('publicProfile:brochures.title')}</h3>
          <ul className="links">
            {brochures.map((brochure) => (
              <li key={brochure.id}>
                <a href={brochure.file}>
                  {t('publicProfile:brochures.link', {
                    title: brochure.title || brochure.name,
                    size: formatBrochureSize(brochure.size, t.locale),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** The category's checklists: each section with the flags the supplier ticked, and its "other" details. */
export function ServicesSection({ profile, t }: SectionProps) {
  const { listing } = profile;
  const groups = sectionsOf(listing.category, profile.supplier.countryCode)
    .map((section) => {
      const values = (listing[section.key] ?? {}) as Record<string, unknown>;
      const details = section.detailsField ? String(values[section.detailsField] ?? '').trim() : '';
      return { section, flags: section.flags.filter((flag) => values[flag] === true), details };
    })
    .filter((group) => group.flags.length > 0 || group.details);
  const specialists = specialistWeddingFlags.filter((flag) => listing.specialistWeddingSection[flag]);
  if (groups.length === 0 && specialists.length === 0) return null;
  return (
    <Section id="services" title={t('publicProfile:sections.services')}>
      {groups.map(({ section, flags, details }) => (
        <div key={section.key}>
          <h3>{t(sectionTitleKey(listing.category, section.key))}</h3>
          <ul className="flags">
            {flags.map((flag) => (
              <li key={flag}>{t(flagLabelKey(listing.category, section.key, flag))}</li>
            ))}
          </ul>
          {details && section.detailsField && (
            <p>{t('common:labelled', { label: t(detailsLabelKey(section.detailsField)), value: details })}</p>
          )}
        </div>
      ))}
      {specialists.length > 0 && (
        <>
          <h3>{t('publicProfile:facts.specialists')}</h3>
          <ul className="flags">
            {specialists.map((flag) => (
              <li key={flag}>
                {flag === 'otherWeddingSpecialist' && listing.specialistWeddingSection.otherWeddingSpecialistDetails
                  ? listing.specialistWeddingSection.otherWeddingSpecialistDetails
                  : t(`publicProfile:specialists.${flag}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** Company facts: numbers only when set (the empty template's 0 and 1900 mean "not given"). */
function factsOf(listing: Listing, t: Translate): [string, string][] {
  const facts: [string, string][] = [];
  const add = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '' && value !== 0)
      facts.push([t(`publicProfile:facts.${key}`), typeof value === 'number' ? formatNumber(value, t.locale) : value]);
  };
  if (listing.yearBusinessWasEstablished > 1900) add('established', String(listing.yearBusinessWasEstablished));
  add('team', listing.noOfPeopleInTeam);
  add('weddingsHosted', listing.noOfWeddingsHosted.trim());
  for (const field of venueCountFields) if (!field.startsWith('packages')) add(field, listing[field]);
  for (const field of venueTimeFields) add(field, listing[field]);
  if (listing.publicLiabilityInsurance) add('publicLiabilityInsurance', t('publicProfile:facts.yes'));
  for (const field of [
    'nearestTown',
    'nearestTrainStation',
    'nearestAirport',
    'nearestMotorway',
    'travelNotes',
  ] as const)
    add(field, listing[field].trim());
  add('regionServed', listing.regionServed.regionServedOtherDetails.trim());
  return facts;
}

export function FactsSection({ profile, t }: SectionProps) {
  const facts = factsOf(profile.listing, t);
  if (facts.length === 0) return null;
  return (
    <Section id="facts" title={t('publicProfile:sections.facts')}>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <FactRow key={label} label={label} value={value} />
        ))}
      </dl>
    </Section>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

export function AchievementsSection({ profile, t }: SectionProps) {
  const { achievements } = profile.aboutYou;
  const groups = achievementGroups.filter((group) => achievements[group].length > 0);
  if (groups.length === 0) return null;
  return (
    <Section id="achievements" title={t('publicProfile:sections.achievements')}>
      {groups.map((group) => (
        <div key={group}>
          <h3>{t(`publicProfile:achievements.${group}`)}</h3>
          <ul className="links">
            {achievements[group].map((item) => {
              const href = safeHref(item.link);
              return (
                <li key={item.id}>
                  {href ? (
                    <a href={href} rel="nofollow noopener" target="_blank">
                      {item.name}
                    </a>
                  ) : (
                    item.name
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </Section>
  );
}

export function FaqSection({ profile, t }: SectionProps) {
  const { faq } = profile.aboutYou;
  if (faq.length === 0) return null;
  return (
    <Section id="faq" title={t('publicProfile:sections.faq')}>
      <dl className="faq">
        {faq.map((item) => (
          <FactRow key={item.questionId} label={t(faqQuestionKey(item.questionId))} value={item.answer} />
        ))}
      </dl>
    </Section>
  );
}

/**
 * Where the supplier is and its own links (the website and phone through the click counter); the e-mail address stays
 * private (couples write through an enquiry).
 */
export function ContactSection({ profile, t, preview = false }: SectionProps) {
  const { listing } = profile;
  const { publicId } = profile.supplier;
  const website = safeHref(listing.website);
  const phone = telHref(listing.phone) ? listing.phone : null;
  const street = listing.hideFirstAddressLine ? '' : listing.address;
  const address = [street, listing.town, listing.county, listing.postcode]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const social = socialNetworks
    .map((network) => [network, safeHref(listing.social[network])] as const)
    .filter(([, href]) => href !== null);
  const map = openStreetMapLink({
    lat: listing.lat,
    lng: listing.lng,
    streetHidden: listing.hideFirstAddressLine,
    place: address,
  });
  if (!website && !phone && !address && social.length === 0) return null;
  return (
    <Section id="contact" title={t('publicProfile:sections.contact')}>
      {address && <p>{address}</p>}
      {map && (
        <p>
          <a href={map} rel="noopener" target="_blank">
            {t('publicProfile:storefront.map')}
          </a>
        </p>
      )}
      {phone && (
        <p>
          {t('publicProfile:contact.phone')}{' '}
          <a href={profileOutPath(publicId, 'phone', preview)} rel="nofollow">
            {phone}
          </a>
        </p>
      )}
      {website && (
        <p>
          <a href={profileOutPath(publicId, 'website', preview)} rel="nofollow noopener" target="_blank">
            {t('publicProfile:contact.website')}
          </a>
        </p>
      )}
      {social.length > 0 && (
        <ul className="flags">
          {social.map(([network, href]) => (
            <li key={network}>
              <a href={href!} rel="nofollow noopener" target="_blank">
                {t(`publicProfile:contact.social.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
