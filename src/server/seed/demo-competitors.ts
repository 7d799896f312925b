import { randomUUID } from 'node:crypto';
import { statisticsEventCategory } from '../../domain/statistics/metrics.ts';
import type { Db } from '../db/client.ts';
import { events, supplierPackages, suppliers } from '../db/schema/index.ts';
import { seededRandom } from './demo-enquiries.ts';

const day = 86_400_000;

/**
 * Other venues of The Old Barn's county, so /your-competitors has suppliers ranked next to it and the
 * statistics of each (issue 14). Listed businesses without a demo login; their couples' shortlists, profile views,
 * enquiries, search appearances and clicks of the past year are events like the demo suppliers' own, folded by the
 * rollups.
 */
const rivals = [
  {
    id: 'demo-rival-cotswold-manor',
    name: 'Cotswold Manor',
    city: 'Cheltenham',
    tier: 'expert',
    shortlistsPerMonth: 9,
    packages: [950_000, 1_650_000],
    topSpot: 80,
  },
  {
    id: 'demo-rival-stroud-mill',
    name: 'Stroud Valley Mill',
    city: 'Stroud',
    tier: 'classic23',
    shortlistsPerMonth: 6,
    packages: [780_000],
  },
  {
    id: 'demo-rival-tithe-barn',
    name: 'The Tithe Barn',
    city: 'Tewkesbury',
    tier: 'classic',
    shortlistsPerMonth: 4,
    packages: [620_000, 990_000],
  },
  {
    id: 'demo-rival-orchard-house',
    name: 'Orchard House',
    city: 'Cirencester',
    tier: 'lite',
    shortlistsPerMonth: 3,
    packages: [],
  },
  {
    id: 'demo-rival-forest-lodge',
    name: 'Forest Lodge',
    city: 'Coleford',
    tier: 'free',
    shortlistsPerMonth: 2,
    packages: [],
  },
] as const;

export async function seedDemoCompetitors(db: Db, now: Date): Promise<void> {
  const random = seededRandom(20261126);
  await db.insert(suppliers).values(
    rivals.map((rival) => ({
      id: rival.id,
      publicId: rival.id.replace('demo-rival-', 'rival'),
      slug: rival.id.replace('demo-rival-', ''),
      name: rival.name,
      types: ['venue'],
      email: `hello@${rival.id.replace('demo-rival-', '')}.example`,
      city: rival.city,
      adminArea: ['Gloucestershire', 'England'],
      countryCode: 'GB',
      currency: 'GBP',
      locale: 'en-GB',
      tier: rival.tier,
      premiumActive: rival.tier !== 'free',
      premiumCreatedAt: rival.tier !== 'free' ? new Date(now.getTime() - 400 * day) : null,
      // a TopSpot position set by the platform (no end), as an admin sets one
      ...('topSpot' in rival ? { searchBoost: rival.topSpot, searchBoostActive: true } : {}),
    })),
  );
  const packages = rivals.flatMap((rival) =>
    rival.packages.map((price, order) => ({
      id: randomUUID(),
      supplierId: rival.id,
      name: order === 0 ? 'Weekday wedding' : 'Saturday wedding',
      price,
      order,
    })),
  );
  await db.insert(supplierPackages).values(packages);
  // a year of couples' interest, a few shortlists a month each (more in spring and summer)
  const rows: (typeof events.$inferInsert)[] = [];
  for (const rival of rivals) {
    for (let daysAgo = 364; daysAgo >= 1; daysAgo--) {
      const at = new Date(now.getTime() - daysAgo * day - Math.floor(random() * day));
      const season = [3, 4, 5, 6, 7].includes(at.getUTCMonth()) ? 1.6 : 0.7;
      const event = (name: string) => ({
        event: name,
        category: statisticsEventCategory,
        source: 'marketplace',
        supplierId: rival.id,
        createdAt: at,
      });
      // per month: shortlists as listed, three times as many profile views, a third as many enquiries, search
      // appearances by the dozen, and a few clicks through; peer medians and comparisons have all of them to compare
      const perDay = (rival.shortlistsPerMonth / 30) * season;
      if (random() < perDay) rows.push(event('shortlisted'));
      if (random() < perDay * 3) rows.push(event('profileViewed'));
      if (random() < perDay / 3) rows.push(event('enquirySent'));
      if (random() < perDay / 4) rows.push(event('phoneClicked'));
      if (random() < perDay / 3) rows.push(event('websiteClicked'));
      for (let n = Math.round(perDay * 12 * (0.5 + random())); n > 0; n--) rows.push(event('searchAppeared'));
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(events).values(rows.slice(i, i + 200));
}
