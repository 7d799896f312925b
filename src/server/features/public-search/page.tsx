import { renderToStaticMarkup } from 'react-dom/server';
import { formatNumber } from '../../../domain/format.ts';
import { maxKeywordLength } from '../../../domain/statistics/keywords.ts';
import { boostLabel } from '../../../domain/search-boost.ts';
import { searchPagePath, searchPageSize, type SearchPlace } from '../../../domain/public-search.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Document, pageStyleSource, renderNotFoundPage } from '../public-profile/page.tsx';
import type { SearchEntry } from './service.ts';

/** How much of a description a result shows. */
const excerptLength = 220;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= excerptLength ? flat : `${flat.slice(0, excerptLength - 1).replace(/\s+\S*$/, '')}…`;
}

export interface SearchPageView {
  place: SearchPlace;
  keyword: string | null;
  page: number;
  /** The results of the keyword, all pages. */
  total: number;
  /** This page's results, in the ranking's order. */
  entries: readonly SearchEntry[];
}

/**
 * The public search results as one server-rendered document in the market's language, like the profile
 * page: no script, the same inline stylesheet, every text escaped by React. The keyword form is a plain
 * GET form to the same page.
 */
export function renderSearchPage({ place, keyword, page, total, entries }: SearchPageView, t: Translate): string {
  const category = t(`categories:${place.category}`);
  const heading = t('searchOptimisation:searchPage.title', { category, county: place.county });
  const pages = Math.max(1, Math.ceil(total / searchPageSize));
  const first = (page - 1) * searchPageSize + 1;
  const formAction = searchPagePath(place);
  return `<!doctype html>${renderToStaticMarkup(
    <Document
      t={t}
      title={keyword ? t('searchOptimisation:searchPage.titleWithKeyword', { heading, keyword }) : heading}
      head={keyword ? <meta name="robots" content="noindex" /> : undefined}
    >
      <header>
        <div className="inner">
          <h1>{heading}</h1>
          <p className="meta">{t('searchOptimisation:searchPage.count', { count: total })}</p>
        </div>
      </header>
      <main>
        <section>
          <form method="get" action={formAction} role="search">
            <div className="field">
              <label htmlFor="q">{t('searchOptimisation:searchPage.keyword')}</label>
              <input type="search" id="q" name="q" defaultValue={keyword ?? ''} maxLength={maxKeywordLength} />
            </div>
            <button type="submit">{t('searchOptimisation:searchPage.search')}</button>
          </form>
        </section>
        <section aria-labelledby="results">
          <h2 id="results">
            {keyword
              ? t('searchOptimisation:searchPage.resultsFor', { keyword })
              : t('searchOptimisation:searchPage.results')}
          </h2>
          {entries.length === 0 ? (
            <p>
              {keyword ? t('searchOptimisation:searchPage.noneForKeyword') : t('searchOptimisation:searchPage.none')}
            </p>
          ) : (
            <ol className="results" start={first}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <h3>
                    <a href={entry.path}>{entry.name}</a>
                  </h3>
                  <p className="meta">
                    {[
                      entry.town,
                      entry.rating.count > 0
                        ? `★ ${t('publicProfile:reviews.average', { rating: formatNumber(entry.rating.rating, t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })} (${t('publicProfile:reviews.count', { count: entry.rating.count })})`
                        : '',
                    ]
                      .filter((part) => part !== '')
                      .join(' · ')}
                    {entry.boost !== null && (
                      <>
                        {' '}
                        <span className="badge">{boostLabel(entry.boost)}</span>
                      </>
                    )}
                  </p>
                  {entry.description && <p>{excerpt(entry.description)}</p>}
                </li>
              ))}
            </ol>
          )}
          {pages > 1 && (
            <nav className="pager" aria-label={t('searchOptimisation:searchPage.pages')}>
              {page > 1 && (
                <a href={searchPagePath(place, keyword, page - 1)}>{t('searchOptimisation:searchPage.previous')}</a>
              )}
              <span>{t('searchOptimisation:searchPage.pageOf', { page, pages })}</span>
              {page < pages && (
                <a href={searchPagePath(place, keyword, page + 1)}>{t('searchOptimisation:searchPage.next')}</a>
              )}
            </nav>
          )}
        </section>
      </main>
    </Document>,
  )}`;
}

export const renderSearchNotFound = (t: Translate): string =>
  renderNotFoundPage(
    t,
    t('searchOptimisation:searchPage.notFound.title'),
    t('searchOptimisation:searchPage.notFound.text'),
  );

/**
 * The search page's CSP: the profile's (its one stylesheet, no script, nothing frames it), and its keyword form sent to
 * itself.
 */
export const searchPageCsp = `default-src 'none'; img-src 'self'; style-src ${pageStyleSource}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
