import { searchPagePath, type SearchPlace } from '../../domain/public-search.ts';
import { normaliseKeyword, searchAppearedEvent, searchKeywordProp } from '../../domain/statistics/keywords.ts';
import { statisticsEventCategory } from '../../domain/statistics/metrics.ts';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema/index.ts';
import { seededRandom } from './demo-enquiries.ts';

const day = 86_400_000;

interface DemoSearch {
  supplierId: string;
  place: SearchPlace;
  /** Keywords couples of the market search this category with, the most searched first. */
  keywords: readonly string[];
  /** Appearances a day at most. */
  perDay: number;
  seed: number;
}

const demoSearches: readonly DemoSearch[] = [
  {
    supplierId: 'demo-old-barn',
    place: { countryCode: 'GB', category: 'venue', county: 'Gloucestershire' },
    keywords: [
      'barn',
      'cotswolds',
      'rustic',
      'outdoor ceremony',
      'exclusive use',
      'country house',
      'marquee',
      'dog friendly',
      'late licence',
      'winter wedding',
      'lakeside',
      'micro wedding',
    ],
    perDay: 14,
    seed: 20241101,
  },
  {
    supplierId: 'demo-petal-stem',
    place: { countryCode: 'GB', category: 'florist', county: 'Greater London' },
    keywords: [
      'peonies',
      'wildflowers',
      'bridal bouquet',
      'buttonholes',
      'dried flowers',
      'seasonal',
      'table centrepieces',
      'flower arch',
      'sustainable',
      'roses',
    ],
    perDay: 9,
    seed: 20241102,
  },
  {
    supplierId: 'demo-lichtblick',
    place: { countryCode: 'DE', category: 'photo', county: 'Berlin' },
    keywords: [
      'reportage',
      'standesamt',
      'schloss',
      'hochzeitsreportage',
      'analog',
      'paarshooting',
      'natürlich',
      'berlin mitte',
    ],
    perDay: 7,
    seed: 20241103,
  },
];

/**
 * A year of the demo suppliers' appearances on the public search page, as the page records them
 * (`searchAppeared`, the keyword in the props when the couple typed one), growing towards today; the
 * more popular keywords more often.
 */
export async function seedDemoSearchAppearances(db: Db, now: Date): Promise<void> {
  const rows: (typeof events.$inferInsert)[] = [];
  for (const search of demoSearches) {
    const random = seededRandom(search.seed);
    for (let daysAgo = 364; daysAgo >= 0; daysAgo--) {
      const appearances = Math.floor(random() * search.perDay * (1 - daysAgo / 730));
      for (let i = 0; i < appearances; i++) {
        const createdAt = new Date(now.getTime() - daysAgo * day - Math.floor(random() * day));
        if (createdAt >= now) continue;
        // about half of the searches name a keyword; the first keywords far more often than the last
        const keyword =
          random() < 0.5
            ? normaliseKeyword(search.keywords[Math.floor(random() ** 1.6 * search.keywords.length)])
            : null;
        rows.push({
          event: searchAppearedEvent,
          category: statisticsEventCategory,
          source: 'marketplace',
          supplierId: search.supplierId,
          pathname: searchPagePath(search.place).split('?')[0],
          specificEventProps: keyword ? { [searchKeywordProp]: keyword } : null,
          createdAt,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(events).values(rows.slice(i, i + 500));
}
