import { readFile } from 'node:fs/promises';
import { newestFirst, type ReleaseArticle } from '../../../domain/help/changelog.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { Config } from '../../config.ts';
import { projectPath } from '../../project-path.ts';

/** The help centre's venue product-release articles (the changelog notice), newest first. */
export interface ReleaseNotesProvider {
  /** In the reader's language where the notes are translated (the portal's own notes; a feed has one language). */
  list(locale: Locale): Promise<ReleaseArticle[]>;
}

const maxArticles = 20;
const heading = /^## (\d{4}-\d{2}-\d{2}): (.+)$/;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * docs/release-notes.md: each `## YYYY-MM-DD: Title` and the paragraph under it is an article.
 * @internal
 */
export function parseReleaseNotes(markdown: string): ReleaseArticle[] {
  const articles: ReleaseArticle[] = [];
  for (const section of markdown.split(/^(?=## )/m)) {
    const [first = '', ...rest] = section.split('\n');
    const match = heading.exec(first.trim());
    if (!match) continue;
    const [, date, title] = match;
    articles.push({
      id: `${date}-${slugOf(title!)}`,
      title: title!.trim(),
      summary: rest.join(' ').replace(/\s+/g, ' ').trim(),
      publishedAt: date!,
      url: null,
    });
  }
  return newestFirst(articles).slice(0, maxArticles);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A JSON Feed (jsonfeed.org, version 1.1): items with id, title, summary or content_text, date_published and url. */
function parseJsonFeed(body: unknown): ReleaseArticle[] {
  const items =
    body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: Record<string, unknown>[] }).items
      : [];
  const articles = items.flatMap((item): ReleaseArticle[] => {
    const id = text(item.id);
    const title = text(item.title);
    const publishedAt = text(item.date_published);
    if (!id || !title || Number.isNaN(Date.parse(publishedAt))) return [];
    const url = text(item.url);
    return [
      {
        id,
        title,
        summary: text(item.summary) || text(item.content_text),
        publishedAt,
        url: url.startsWith('https://') || url.startsWith('http://') ? url : null,
      },
    ];
  });
  return newestFirst(articles).slice(0, maxArticles);
}

/**
 * The notes' file in a language: docs/release-notes.md is British English, the others carry the locale.
 * @internal
 */
export const releaseNotesFile = (locale: Locale) =>
  projectPath(locale === 'en-GB' ? 'docs/release-notes.md' : `docs/release-notes.${locale}.md`);

/**
 * The portal's own notes in the reader's language: the English file's articles (their ids, which the notice
 * remembers whatever the language) with the translation's title and summary, paired in order; an article
 * the translation does not have yet (another date at its place) stays in English.
 */
async function readOwnReleaseNotes(locale: Locale): Promise<ReleaseArticle[]> {
  const english = parseReleaseNotes(await readFile(releaseNotesFile('en-GB'), 'utf8'));
  if (locale === 'en-GB') return english;
  const translated = parseReleaseNotes(await readFile(releaseNotesFile(locale), 'utf8').catch(() => ''));
  return english.map((article, index) => {
    const translation = translated[index];
    return translation?.publishedAt === article.publishedAt
      ? { ...article, title: translation.title, summary: translation.summary }
      : article;
  });
}

/** Kept for a while: every GB venue's portal asks on each visit. */
const keepMs = 10 * 60_000;

/**
 * The feed at RELEASE_NOTES_FEED_URL (kept 10 minutes; the last good answer while it fails), else the portal's own
 * notes.
 */
export function createReleaseNotesProvider(config: Config): ReleaseNotesProvider {
  const feedUrl = config.RELEASE_NOTES_FEED_URL;
  if (!feedUrl) {
    const own = new Map<Locale, Promise<ReleaseArticle[]>>();
    const read = (locale: Locale) => {
      if (!own.has(locale)) own.set(locale, readOwnReleaseNotes(locale));
      return own.get(locale)!;
    };
    return { list: read };
  }
  let kept: { articles: ReleaseArticle[]; at: number } | null = null;
  return {
    async list() {
      if (kept && Date.now() - kept.at < keepMs) return kept.articles;
      try {
        const response = await fetch(feedUrl, {
          headers: { accept: 'application/feed+json, application/json' },
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) throw new Error(`the feed answered ${response.status}`);
        kept = { articles: parseJsonFeed(await response.json()), at: Date.now() };
      } catch (error) {
        if (!kept) throw error;
      }
      return kept.articles;
    },
  };
}
