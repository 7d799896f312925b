import { isBlank, isNonZeroCoordinate } from './field-rules.ts';
import type { SupplierView } from './viewer.ts';

/**
 * The dashboard's profile-completion checklist, from the fields the supplier record holds.
 * @internal
 */
export const completionItems = ['name', 'contacts', 'address', 'location', 'photos', 'videos'] as const;
export type CompletionItem = (typeof completionItems)[number];

/** The screen where each item is completed (shown as a link only once that screen exists). */
export const completionRoutes: Record<CompletionItem, string> = {
  name: '/supplier',
  contacts: '/supplier',
  address: '/supplier',
  location: '/supplier',
  photos: '/photos',
  videos: '/videos',
};

type CompletionInput = Pick<SupplierView, 'name' | 'contacts' | 'address' | 'coordinates' | 'counters'>;

const checks: Record<CompletionItem, (s: CompletionInput) => boolean> = {
  name: (s) => !isBlank(s.name),
  contacts: (s) => [s.contacts.email, s.contacts.phone, s.contacts.website].every((v) => !isBlank(v)),
  address: (s) => !isBlank(s.address.street[0]) && !isBlank(s.address.postalCode) && !isBlank(s.address.city),
  location: (s) =>
    s.coordinates !== null &&
    isNonZeroCoordinate(s.coordinates.latitude) &&
    isNonZeroCoordinate(s.coordinates.longitude),
  photos: (s) => s.counters.photos > 0,
  videos: (s) => s.counters.videos > 0,
};

export interface ProfileCompletion {
  items: { item: CompletionItem; done: boolean }[];
  /** Whole per cent of items done. */
  percent: number;
}

export function profileCompletion(supplier: CompletionInput): ProfileCompletion {
  const items = completionItems.map((item) => ({ item, done: checks[item](supplier) }));
  const done = items.filter((i) => i.done).length;
  return { items, percent: Math.round((done / items.length) * 100) };
}
