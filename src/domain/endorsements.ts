import { z } from './zod.ts';
import { isIsoDate, latestPastDay } from './past-days.ts';
import { requiredText, urlSchema } from './validators.ts';

/**
 * Testimonials (spec "Endorsement": id, from, date, title, message, link, photo, createdAt, name; the
 * screen /endorsements): what people the supplier worked with say of them, entered by the supplier and
 * shown on the public profile. `name` is who said it, `from` what they are to the wedding (bride,
 * planner at …), `link` where it was first published; one photo each.
 */

export const endorsementLimits = { name: 100, from: 120, title: 120, message: 3000, link: 2000 } as const;
/** More would not be read on a profile; the profile score's part is full at 3 (profile-score.ts). */
export const maxEndorsements = 50;

/** The testimonial form; `id` set saves that testimonial, none adds one (spec section 4). */
export function endorsementInputSchema(now: Date) {
  const latest = latestPastDay(now);
  return z.object({
    id: z.string().trim().min(1).max(128).nullable().default(null),
    name: requiredText('validation:required', endorsementLimits.name),
    from: z.string().trim().max(endorsementLimits.from, { error: 'validation:maxLength' }).default(''),
    title: requiredText('validation:requiredTitle', endorsementLimits.title),
    message: requiredText('validation:required', endorsementLimits.message),
    date: z
      .string({ error: 'validation:requiredDate' })
      .trim()
      .min(1, { error: 'validation:requiredDate' })
      .refine(isIsoDate, { error: 'validation:requiredDate' })
      .refine((date) => date <= latest, { error: 'endorsements:errors.futureDate' }),
    link: urlSchema.pipe(z.string().max(endorsementLimits.link, { error: 'validation:maxLength' })).default(''),
  });
}
export const endorsementSchema = z.object({
  id: z.string(),
  name: z.string(),
  from: z.string(),
  title: z.string(),
  message: z.string(),
  date: z.string(),
  link: z.string().nullable(),
  photo: z.object({ path: z.string(), thumbnail: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Endorsement = z.infer<typeof endorsementSchema>;

export const endorsementsResponseSchema = z.object({ endorsements: z.array(endorsementSchema), max: z.number().int() });
export type EndorsementsResponse = z.infer<typeof endorsementsResponseSchema>;
