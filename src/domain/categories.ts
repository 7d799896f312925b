/**
 * The 17 supplier categories of the spec (section 1), in spec order. A supplier's type[0] is its category.
 * @internal
 */
export const categories = [
  { name: 'Venues', value: 'venue' },
  { name: 'Photographers', value: 'photo' },
  { name: 'Florists', value: 'florist' },
  { name: 'Videographers', value: 'video' },
  { name: 'Catering', value: 'catering' },
  { name: 'Wedding Dress and Accessories', value: 'dress' },
  { name: 'Music', value: 'music' },
  { name: 'Entertainment', value: 'entertainment' },
  { name: 'Cakes', value: 'cakes' },
  { name: 'Stationery', value: 'stationery' },
  { name: 'Beauty Hair and Make-Up', value: 'beauty' },
  { name: 'Menswear', value: 'menswear' },
  { name: 'Wedding Rings and Jewellery', value: 'jewellery' },
  { name: 'Transport', value: 'transport' },
  { name: 'Decoration and Hire', value: 'decoration' },
  { name: 'Planners Toastmasters and Celebrants', value: 'planners' },
  { name: 'Marquee Hire', value: 'marquee' },
] as const;

export type CategoryValue = (typeof categories)[number]['value'];

export const categoryValues: readonly CategoryValue[] = categories.map((c) => c.value);

export function isCategoryValue(value: unknown): value is CategoryValue {
  return typeof value === 'string' && (categoryValues as readonly string[]).includes(value);
}

export function isVenue(type: string): boolean {
  return type === 'venue';
}
