import { competitorSites } from './competitor-sites.ts';

/**
 * Real weddings (spec "Real wedding (work)", issue 12): a wedding a venue or photographer worked on, shown
 * on its profile with photos and a link to the full story, crediting the other supplier (the linked
 * supplier), who must consent before it shows on their profile too. No zod here: the web's first screens
 * import this.
 */

export const realWeddingLimits = { name: 120, couple: 120, url: 2000 } as const;
/** Photos of one real wedding: enough for a story, few enough to judge in the photo queue. */
export const maxRealWeddingPhotos = 12;
/** Real weddings a supplier keeps active at once. */
export const maxRealWeddings = 50;

/** The kinds of supplier a real wedding can link: the spec offers real weddings to venues and photographers only. */
export const linkedRoles = ['venue', 'photo'] as const;
export type LinkedRole = (typeof linkedRoles)[number];

/**
 * The other party of a supplier's real wedding: a venue credits its photographer, a photographer the venue;
 * null for a category without real weddings.
 */
export function linkedRoleFor(category: string): LinkedRole | null {
  if (category === 'venue') return 'photo';
  if (category === 'photo') return 'venue';
  return null;
}

/**
 * The tagging rule (spec section 5, "linked supplier is required when the tagging rule applies"): a
 * photographer's real wedding must name the venue it took place at (the photos are the photographer's, the
 * place is the venue's), a venue may name its photographer.
 */
export function taggingRequired(category: string): boolean {
  return category === 'photo';
}

/** The link as a reader sees it: percent-escapes decoded (`hitched%2Eco%2Euk` hides nothing), lower case. */
function readableLink(url: string): string {
  try {
    return decodeURIComponent(url).toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

/** An address as a whole name within a text: `nothitched.co.uk` is another site, `blog.hitched.co.uk` is not. */
const wholeName = (site: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])${site.replaceAll('.', '\\.')}(?![\\p{L}\\p{N}-])`, 'u');
const blockedNames = competitorSites.map(wholeName);

/**
 * Whether the link contains a competitor's address anywhere, in its host, path or query (spec section 5: "the url must
 * not contain any address on a competitor blocklist"): `https://blog.example/?from=hitched.co.uk` is refused too.
 */
export function isBlockedUrl(url: string): boolean {
  const link = readableLink(url);
  return blockedNames.some((name) => name.test(link));
}
