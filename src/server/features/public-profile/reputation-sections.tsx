import { formatDate } from '../../../domain/format.ts';
import { Section, safeHref, type SectionProps } from './sections.tsx';

/** What others say of the supplier, and whom it recommends (issue 12). */

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
                {item.photo && <img src={item.photo.thumbnail} alt={t('publicProfile:testimonials.photoAlt', { name: item.name })} loading="lazy" />}
                <blockquote>
                  <h3>{item.title}</h3>
                  <p className="text">{item.message}</p>
                </blockquote>
                <figcaption>
                  {who} · <time dateTime={item.date}>{formatDate(`${item.date}T12:00:00Z`, t.locale, { dateStyle: 'long', timeZone: 'UTC' })}</time>
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
            <a href={other.path}>{other.name}</a> · {[t(`categories:${other.category}`), other.town].filter((part) => part !== '').join(', ')}
          </li>
        ))}
      </ul>
    </Section>
  );
}
