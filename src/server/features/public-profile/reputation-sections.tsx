import { formatDate, formatNumber } from '../../../domain/format.ts';
import { maxStars } from '../../../domain/reviews/reviews.ts';
import { Section, safeHref, type SectionProps } from './sections.tsx';

/** What others say of the supplier, and whom it recommends (issue 12). */

const starsText = (stars: number) => '★'.repeat(stars) + '☆'.repeat(maxStars - stars);

/** "★★★★☆ 4.6 out of 5 · 12 reviews": the rating under the reviews' heading and at the top of the page. */
export function RatingLine({ rating, t }: { rating: SectionProps['profile']['rating']; t: SectionProps['t'] }) {
  const average = formatNumber(rating.rating, t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <>
      <span className="stars" aria-hidden="true">
        {starsText(Math.round(rating.rating))}
      </span>{' '}
      {t('publicProfile:reviews.average', { rating: average })} ·{' '}
      {t('publicProfile:reviews.count', { count: rating.count })}
    </>
  );
}

/** Couples' reviews, newest first, under their rating; the supplier's reply below each it answered. */
export function ReviewsSection({ profile, t }: SectionProps) {
  const { reviews, rating } = profile;
  if (reviews.length === 0) return null;
  return (
    <Section id="reviews" title={t('publicProfile:sections.reviews')}>
      <p className="rating">
        <RatingLine rating={rating} t={t} />
      </p>
      <ul className="reviews">
        {reviews.map((review) => (
          <li key={review.id} id={`review-${review.id}`}>
            <article>
              <p className="stars" role="img" aria-label={t('publicProfile:reviews.stars', { count: review.stars })}>
                {starsText(review.stars)}
              </p>
              <h3>{review.title}</h3>
              <p className="byline">
                {review.from}
                {review.dateWedding &&
                  ` · ${t('publicProfile:reviews.wedding', { date: formatDate(`${review.dateWedding}T12:00:00Z`, t.locale, { dateStyle: 'long', timeZone: 'UTC' }) })}`}
                {review.verified && (
                  <>
                    {' · '}
                    <span className="badge">{t('publicProfile:reviews.verified')}</span>
                  </>
                )}
              </p>
              <p className="text">{review.body}</p>
              {review.photos.length > 0 && (
                <ul className="review-photos">
                  {review.photos.map((photo, i) => (
                    <li key={photo.id}>
                      <a href={photo.path}>
                        <img
                          src={photo.thumbnail}
                          alt={t('publicProfile:reviews.photoAlt', { name: review.from, number: i + 1 })}
                          loading="lazy"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {review.response && (
                <div className="reply">
                  <p>
                    <strong>{t('publicProfile:reviews.reply', { name: profile.listing.name })}</strong>
                  </p>
                  <p className="text">{review.response.message}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Real weddings it made or is credited in: photos, the couple, the story's link and the other supplier. */
export function RealWeddingsSection({ profile, t }: SectionProps) {
  const { realWeddings } = profile;
  if (realWeddings.length === 0) return null;
  return (
    <Section id="real-weddings" title={t('publicProfile:sections.realWeddings')}>
      <ul className="cards">
        {realWeddings.map((wedding) => {
          const href = safeHref(wedding.url);
          return (
            <li key={wedding.id} className="card" id={`real-wedding-${wedding.id}`}>
              <h3>{wedding.name}</h3>
              <p className="byline">{wedding.couple}</p>
              <ul className="review-photos">
                {wedding.photos.map((photo, i) => (
                  <li key={photo.id}>
                    <a href={photo.path}>
                      <img
                        src={photo.thumbnail}
                        alt={t('publicProfile:realWeddings.photoAlt', { name: wedding.name, number: i + 1 })}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
              {wedding.credit && (
                <p>
                  {t(`publicProfile:realWeddings.credit.${wedding.credit.role}`)}{' '}
                  <a href={wedding.credit.path}>{wedding.credit.name}</a>
                </p>
              )}
              {href && (
                <p>
                  <a href={href} rel="nofollow noopener ugc" target="_blank">
                    {t('publicProfile:realWeddings.story')}
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Testimonials, newest first. */
export function TestimonialsSection({ profile, t }: SectionProps) {
  const { endorsements } = profile;
  if (endorsements.length === 0) return null;
  return (
    <Section id="testimonials" title={t('publicProfile:sections.testimonials')}>
      <ul className="quotes">
        {endorsements.map((item) => {
          const href = safeHref(item.link);
          const who = [item.name, item.from].filter((part) => part !== '').join(', ');
          return (
            <li key={item.id} id={`testimonial-${item.id}`}>
              <figure className={item.photo ? 'with-photo' : undefined}>
                {item.photo && (
                  <img
                    src={item.photo.thumbnail}
                    alt={t('publicProfile:testimonials.photoAlt', { name: item.name })}
                    loading="lazy"
                  />
                )}
                <blockquote>
                  <h3>{item.title}</h3>
                  <p className="text">{item.message}</p>
                </blockquote>
                <figcaption>
                  {who} ·{' '}
                  <time dateTime={item.date}>
                    {formatDate(`${item.date}T12:00:00Z`, t.locale, { dateStyle: 'long', timeZone: 'UTC' })}
                  </time>
                  {href && (
                    <>
                      {' · '}
                      <a href={href} rel="nofollow noopener ugc" target="_blank">
                        {t('publicProfile:testimonials.source')}
                      </a>
                    </>
                  )}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The suppliers it recommends, in its order, each linked to its own profile. */
export function RecommendationsSection({ profile, t }: SectionProps) {
  const { recommended } = profile;
  if (recommended.length === 0) return null;
  return (
    <Section id="recommendations" title={t('publicProfile:sections.recommendations')}>
      <ul className="links">
        {recommended.map((other) => (
          <li key={other.id}>
            <a href={other.path}>{other.name}</a> ·{' '}
            {[t(`categories:${other.category}`), other.town].filter((part) => part !== '').join(', ')}
          </li>
        ))}
      </ul>
    </Section>
  );
}
