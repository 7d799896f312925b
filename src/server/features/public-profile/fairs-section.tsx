import { formatDate } from '../../../domain/format.ts';
import { Section, type SectionProps } from './sections.tsx';

/** The wedding fairs to come (past ones are the supplier's history, not news for couples), by first date. */
export function FairsSection({ profile, t }: SectionProps) {
  const { fairs } = profile;
  if (fairs.length === 0) return null;
  return (
    <Section id="fairs" title={t('publicProfile:sections.fairs')}>
      <ul className="cards">
        {fairs.map((fair) => (
          <li key={fair.id} className="card">
            <h3>{fair.name}</h3>
            <p className="byline">
              {fair.dates.map((date, i) => (
                <span key={date}>
                  {i > 0 && ' · '}
                  <time dateTime={date}>
                    {formatDate(`${date}T12:00:00Z`, t.locale, { dateStyle: 'full', timeZone: 'UTC' })}
                  </time>
                </span>
              ))}
            </p>
            <p className="text">{fair.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
