import { isVenue } from '../categories.ts';

/**
 * The changelog notice (spec: "shown only for venue suppliers in the GB market; the latest article id is
 * remembered in local storage"): the newest product-release articles of the help centre, newest first.
 */
export interface ReleaseArticle {
  id: string;
  title: string;
  summary: string;
  /** ISO date (or date-time) the release was published. */
  publishedAt: string;
  /** The article on the help centre; null when the portal serves its own notes. */
  url: string | null;
}

/** Articles the notice lists at most. */
const changelogArticlesShown = 3;

/** Article ids are slugs of a date and a title; longer is not an id. */
export const changelogArticleIdMaxLength = 200;

export const changelogStorageKey = 'portal.changelog.lastSeenArticle';

export function showsChangelog(supplier: { category: string; country: string }): boolean {
  return isVenue(supplier.category) && supplier.country === 'GB';
}

/** Newest first; releases of the same day in the order given (the feed's or the notes' own). */
export function newestFirst<A extends Pick<ReleaseArticle, 'publishedAt'>>(articles: readonly A[]): A[] {
  return [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/**
 * The articles to show: those newer than the last one seen (all of them when none was seen, none when the
 * newest was seen). An id no longer in the list (an article taken down) counts as never seen.
 */
export function unseenArticles<A extends Pick<ReleaseArticle, 'id'>>(
  newestFirstArticles: readonly A[],
  lastSeenId: string | null,
): A[] {
  const seenAt = lastSeenId === null ? -1 : newestFirstArticles.findIndex((article) => article.id === lastSeenId);
  const unseen = seenAt === -1 ? newestFirstArticles : newestFirstArticles.slice(0, seenAt);
  return unseen.slice(0, changelogArticlesShown);
}
