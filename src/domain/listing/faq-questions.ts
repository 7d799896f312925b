import type { CategoryValue } from '../categories.ts';

/**
 * The FAQ questions of each category (spec entity "Question": ten per supplier type, for all 17
 * categories). An id is `<category>-<slug>`, stable: answers are stored by it, so a question may be
 * reworded in the faq namespace but never renamed. Order is the order a couple sees them in.
 */
const slugs: Record<CategoryValue, readonly string[]> = {
  venue: [
    'capacity', 'exclusive-use', 'ceremony-licence', 'curfew', 'accommodation', 'catering', 'corkage', 'wet-weather',
    'accessibility', 'deposit',
  ],
  photo: [
    'hours', 'second-shooter', 'delivery-time', 'number-of-photos', 'raw-files', 'style', 'albums', 'engagement-shoot',
    'travel', 'backup',
  ],
  florist: [
    'minimum-spend', 'seasonal-flowers', 'venue-visit', 'delivery-set-up', 'repurposing', 'trial-bouquet', 'buttonholes',
    'hire-items', 'sustainability', 'collection',
  ],
  video: [
    'hours', 'film-length', 'delivery-time', 'audio', 'drone', 'second-videographer', 'raw-footage', 'music-licensing',
    'style', 'travel',
  ],
  catering: [
    'per-head-price', 'tasting', 'dietary', 'staff', 'drinks', 'tableware', 'children', 'evening-food', 'venue-kitchen',
    'leftovers',
  ],
  dress: [
    'lead-time', 'price-range', 'appointment', 'alterations', 'sizes', 'made-to-measure', 'bring-guests', 'accessories',
    'deposit', 'sample-sale',
  ],
  music: [
    'set-length', 'song-requests', 'first-dance', 'equipment', 'space-and-power', 'breaks', 'ceremony', 'extend',
    'hear-live', 'meals',
  ],
  entertainment: [
    'hire-length', 'space-needed', 'set-up-time', 'attendant', 'prints', 'customisation', 'insurance', 'indoor-outdoor',
    'children', 'deposit',
  ],
  cakes: [
    'lead-time', 'tasting', 'servings', 'flavours', 'dietary', 'delivery', 'stand-hire', 'fresh-flowers', 'heat', 'price',
  ],
  stationery: [
    'lead-time', 'proofs', 'samples', 'minimum-order', 'on-the-day', 'printing', 'addressing', 'postage', 'digital',
    'eco-paper',
  ],
  beauty: [
    'trial', 'travel', 'group-size', 'time-needed', 'products', 'skin-types', 'touch-ups', 'start-time', 'lashes',
    'deposit',
  ],
  menswear: [
    'hire-or-buy', 'lead-time', 'fittings', 'group-discount', 'sizes', 'accessories', 'collection-return', 'damage',
    'colours', 'page-boys',
  ],
  jewellery: [
    'lead-time', 'bespoke', 'metals', 'ethical', 'matching', 'resizing', 'engraving', 'certificates', 'warranty', 'budget',
  ],
  transport: [
    'hire-length', 'chauffeur', 'decoration', 'guests', 'weather', 'travel-area', 'drinks', 'breakdown', 'waiting',
    'viewing',
  ],
  decoration: [
    'delivery-set-up', 'collection', 'damage', 'minimum-hire', 'venue-visit', 'bespoke', 'styling', 'range',
    'venue-rules', 'deposit',
  ],
  planners: [
    'packages', 'on-the-day', 'supplier-fees', 'budget', 'destination', 'number-of-weddings', 'meetings', 'ceremony',
    'legal', 'assistants',
  ],
  marquee: [
    'capacity', 'ground', 'site-visit', 'set-up-time', 'permissions', 'weather', 'heating', 'power', 'toilets',
    'catering-tent',
  ],
};

/** The ten question ids of a category, in order; an unknown supplier type is an error (spec). */
export function faqQuestionsOf(category: CategoryValue): readonly string[] {
  const categorySlugs = Object.hasOwn(slugs, category) ? slugs[category] : undefined;
  if (!categorySlugs) throw new Error(`Unknown supplier type for the FAQ: ${String(category)}`);
  return categorySlugs.map((slug) => `${category}-${slug}`);
}

/** The i18n key (namespace faq) of a question's text. */
export const faqQuestionKey = (questionId: string): string => `faq:questions.${questionId}`;
