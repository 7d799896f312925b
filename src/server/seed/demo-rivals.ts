import { and, asc, eq, inArray } from 'drizzle-orm';
import { countryL10n, type CountryCode } from '../../domain/countries.ts';
import type { Db } from '../db/client.ts';
import { bookings, enquiries, suppliers } from '../db/schema/index.ts';

/**
 * Couple intel's "lost bookings to" in the demo (docs/decisions/couple-intel.md, "Demo"): a few
 * suppliers of each demo supplier's category, without users and not searchable (the demo's search and
 * rankings stay as they were), who booked some of the couples the demo supplier lost. Each such couple
 * enquired with the rival too, a day later, and the rival marked them booked.
 */
interface DemoRival {
  id: string;
  name: string;
  city: string;
  county: string;
  /** Of the demo supplier's lost couples, every `share[0]`-th of each `share[1]` goes to this rival. */
  picks: readonly number[];
}

const rivalsOf: Record<string, { country: CountryCode; category: string; rivals: readonly DemoRival[] }> = {
  'demo-old-barn': {
    country: 'GB',
    category: 'venue',
    rivals: [
      {
        id: 'demo-rival-burford-manor',
        name: 'Burford Manor House',
        city: 'Burford',
        county: 'Oxfordshire',
        picks: [0, 1, 2],
      },
      { id: 'demo-rival-willow-mill', name: 'Willow Mill', city: 'Malmesbury', county: 'Wiltshire', picks: [3, 4] },
      { id: 'demo-rival-orchard-hall', name: 'Orchard Hall', city: 'Evesham', county: 'Worcestershire', picks: [5] },
    ],
  },
  'demo-lichtblick': {
    country: 'DE',
    category: 'photo',
    rivals: [
      {
        id: 'demo-rival-goldmoment',
        name: 'Goldmoment Fotografie',
        city: 'Potsdam',
        county: 'Brandenburg',
        picks: [0, 1, 2],
      },
      {
        id: 'demo-rival-spreeblick',
        name: 'Spreeblick Studio',
        city: 'Cottbus',
        county: 'Brandenburg',
        picks: [3, 4, 5],
      },
    ],
  },
  'demo-petal-stem': {
    country: 'GB',
    category: 'florist',
    rivals: [
      {
        id: 'demo-rival-bloom-and-bough',
        name: 'Bloom & Bough',
        city: 'Croydon',
        county: 'Greater London',
        picks: [0, 1, 2, 3, 4, 5],
      },
    ],
  },
};

const cycle = 6;
const day = 86_400_000;

export async function seedDemoRivals(db: Db): Promise<void> {
  for (const [supplierId, { country, category, rivals }] of Object.entries(rivalsOf)) {
    const { currency, locale } = countryL10n(country);
    for (const rival of rivals) {
      const slug = rival.id.replace(/^demo-rival-/, '');
      await db.insert(suppliers).values({
        id: rival.id,
        publicId: `rival-${slug}`,
        slug,
        name: rival.name,
        types: [category],
        email: `hello@${slug}.example`,
        website: `https://${slug}.example`,
        city: rival.city,
        adminArea: [rival.county],
        countryCode: country,
        currency,
        locale,
        tier: 'classic',
        searchable: false,
      });
    }
    const lost = await db
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.supplierId, supplierId), inArray(enquiries.outcome, ['lost'])))
      .orderBy(asc(enquiries.id));
    for (const [index, enquiry] of lost.entries()) {
      const rival = rivals.find((r) => r.picks.includes(index % cycle));
      if (!rival) continue;
      const createdAt = new Date(enquiry.createdAt.getTime() + day);
      const bookedAt = new Date(createdAt.getTime() + 3 * day);
      const stamps = {
        read: createdAt.toISOString(),
        replied: createdAt.toISOString(),
        booked: bookedAt.toISOString(),
      };
      const id = `${enquiry.id}-${rival.id}`;
      await db.insert(enquiries).values({
        id,
        supplierId: rival.id,
        weddingId: enquiry.weddingId,
        coupleId: enquiry.coupleId,
        source: 'marketplace',
        partnerName1: enquiry.partnerName1,
        partnerName2: enquiry.partnerName2,
        email: enquiry.email,
        guestsInitialTarget: enquiry.guestsInitialTarget,
        guestsEstimate: enquiry.guestsEstimate,
        weddingDate: enquiry.weddingDate,
        weddingDatePicker: enquiry.weddingDatePicker,
        progress: ['read', 'replied', 'booked'],
        timestamps: stamps,
        enquiryRead: true,
        createdAt,
        updatedAt: bookedAt,
      });
      await db.insert(bookings).values({
        id: `${id}-booking`,
        supplierId: rival.id,
        weddingId: enquiry.weddingId,
        coupleId: enquiry.coupleId,
        enquiryId: id,
        weddingDate: enquiry.weddingDate,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      });
    }
  }
}
