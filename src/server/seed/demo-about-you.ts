import { randomUUID } from 'node:crypto';
import { achievementTypeOfGroup } from '../../domain/about-you/achievements.ts';
import type { AchievementGroup } from '../../domain/about-you/card-rules.ts';
import type { Db } from '../db/client.ts';
import { supplierAchievements, supplierFaqAnswers, supplierStatusMessages } from '../db/schema/index.ts';

interface DemoAboutYou {
  supplierId: string;
  statusMessage: string;
  achievements: Partial<Record<AchievementGroup, { name: string; link?: string }[]>>;
  /** question id (src/domain/listing/faq-questions.ts) → answer, in the supplier's language */
  faq: Record<string, string>;
}

/**
 * The /about-you content of the demo venue (GB, English) and photographer (DE, German).
 * @internal
 */
export const demoAboutYou: readonly DemoAboutYou[] = [
  {
    supplierId: 'demo-old-barn',
    statusMessage: 'Now taking bookings for 2027. Ask about our winter weekday dates!',
    achievements: {
      featuredIn: [
        { name: 'Cotswold Life', link: 'https://cotswoldlife.example/weddings/old-barn' },
        { name: 'Brides Magazine' },
      ],
      industryAwards: [
        {
          name: 'South West Wedding Awards 2025 – Venue of the Year finalist',
          link: 'https://swweddingawards.example/2025',
        },
      ],
      accreditationsAssociations: [{ name: 'Cotswolds Tourism member' }],
    },
    faq: {
      'venue-capacity': 'Up to 120 guests seated for the wedding breakfast and 180 for the evening reception.',
      'venue-exclusive-use': 'Yes. The barn, gardens and courtyard are yours alone for the whole day.',
      'venue-ceremony-licence':
        'Yes, we are licensed for civil ceremonies in the barn and, in good weather, under the oak in the garden.',
      'venue-curfew': 'Music ends at 11.30 pm and the bar closes at midnight.',
    },
  },
  {
    supplierId: 'demo-lichtblick',
    statusMessage: 'Für die Saison 2027 sind noch einige Samstage frei.',
    achievements: {
      featuredIn: [{ name: 'Hochzeitsplaner Magazin', link: 'https://hochzeitsplaner-magazin.example/lichtblick' }],
      accreditationsAssociations: [{ name: 'Bund professioneller Hochzeitsfotografen', link: 'https://bph.example' }],
    },
    faq: {
      'photo-hours':
        'Meine Pakete beginnen bei sechs Stunden; die meisten Paare buchen die Ganztagsbegleitung vom Getting Ready bis zum ersten Tanz.',
      'photo-second-shooter': 'Ja, auf Wunsch begleitet mich eine zweite Fotografin.',
      'photo-delivery-time': 'Die fertige Online-Galerie erhaltet ihr innerhalb von sechs Wochen.',
    },
  },
];

/** Inserts the demo suppliers' status messages, achievements and FAQ answers. */
export async function seedDemoAboutYou(db: Db, now: Date): Promise<void> {
  for (const { supplierId, statusMessage, achievements, faq } of demoAboutYou) {
    await db
      .insert(supplierStatusMessages)
      .values({ supplierId, message: statusMessage, createdAt: now, updatedAt: now });
    const rows = Object.entries(achievements).flatMap(([group, entries]) =>
      entries.map((entry, position) => ({
        id: randomUUID(),
        supplierId,
        type: achievementTypeOfGroup[group as AchievementGroup],
        name: entry.name,
        link: entry.link ?? null,
        position,
        createdAt: now,
      })),
    );
    if (rows.length > 0) await db.insert(supplierAchievements).values(rows);
    await db
      .insert(supplierFaqAnswers)
      .values(Object.entries(faq).map(([questionId, answer]) => ({ supplierId, questionId, answer, updatedAt: now })));
  }
}
