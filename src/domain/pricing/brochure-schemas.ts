import { z } from '../zod.ts';
import { brochureTitleMaxLength } from './brochures.ts';

/** The brochure calls' zod schemas (rules in brochures.ts), apart so that the pricing screen shows without zod. */

export const brochureTitleSchema = z.object({
  title: z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(brochureTitleMaxLength, { error: 'validation:maxLength' }),
});

export const supplierBrochureSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  /** Where the browser downloads the PDF. */
  file: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type SupplierBrochure = z.infer<typeof supplierBrochureSchema>;
