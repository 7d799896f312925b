import { z } from '../zod.ts';

/**
 * "Preferred locations" (spec section 6, lite): the counties or areas where the couple of an enquiry looks for a venue
 * (the wedding's `venueCounties`), each marked when it is one where the supplier is found: its own county or a county
 * it boosted (docs/decisions/enquiries.md, "Preferred locations").
 */
export const preferredLocationSchema = z.object({
  county: z.string(),
  /** The supplier's own county or one of its running boosted counties. */
  yourArea: z.boolean(),
});
export type PreferredLocation = z.infer<typeof preferredLocationSchema>;

/** County names as people and address lookups write them: case, spacing and accents aside. */
function countyKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The couple's counties in their order, each marked when it is one of `yourAreas` (the supplier's own county and its
 * boosted ones); a county named twice shows once.
 */
export function preferredLocationsOf(
  counties: readonly string[],
  yourAreas: readonly (string | null | undefined)[],
): PreferredLocation[] {
  const yours = new Set(yourAreas.filter((area): area is string => !!area).map(countyKey));
  const seen = new Set<string>();
  const locations: PreferredLocation[] = [];
  for (const county of counties) {
    const key = countyKey(county);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    locations.push({ county: county.trim(), yourArea: yours.has(key) });
  }
  return locations;
}
