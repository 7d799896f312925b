import { z } from './zod.ts';
import { tiers } from './tiers.ts';

/** The platform admins' supplier search (/search): by name (partial), id, publicId or a user's e-mail. */
export const adminSearchPageSize = 20;

export const adminSearchQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'validation:maxLength' }).default(''),
  page: z.coerce
    .number({ error: 'validation:invalid' })
    .int({ error: 'validation:invalid' })
    .min(1, { error: 'validation:invalid' })
    .default(1),
});

export const adminSearchResultSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      publicId: z.string(),
      name: z.string(),
      category: z.string(),
      tier: z.enum(tiers),
      country: z.string(),
      city: z.string(),
      deleted: z.boolean(),
      /** E-mails of the supplier's users, so an admin can tell look-alike names apart. */
      userEmails: z.array(z.string()),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
