import { localDayIn } from '../../../domain/local-day.ts';
import { offerWording } from '../../../domain/offers/offer-wording.ts';
import { Section, type SectionProps } from './sections.tsx';

/**
 * The offers couples can take now (live ones only), each with its deal, its end and, for late availability, the free
 * dates and the time left.
 */
export function OffersSection({ profile, t }: SectionProps) {
  const { offers } = profile;
  if (offers.length === 0) return null;
  const day = localDayIn(profile.supplier.countryCode, new Date());
  return (
    <Section id="offers" title={t('publicProfile:sections.offers')}>
      <ul className="cards">
        {offers.map((offer) => {
          const wording = offerWording(offer, { currency: profile.supplier.currency, locale: t.locale, day, t });
          return (
            <li key={offer.type} className="card">
              <p className="byline">{wording.type}</p>
              <h3>{offer.title || wording.deal}</h3>
              {offer.title && <p className="byline">{wording.deal}</p>}
              {offer.description && <p className="text">{offer.description}</p>}
              {wording.lateDates.length > 0 && <p className="text">{wording.lateDates.join(' · ')}</p>}
              {wording.remaining && <p className="byline">{wording.remaining}</p>}
              {wording.until && <p className="byline">{wording.until}</p>}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
