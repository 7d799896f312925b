import type { AbTestingCms } from './ab-testing.ts';
import { portalRoutePaths } from './portal-routes.ts';
import { z } from './zod.ts';

/** The shape of cms.json (ab-testing.ts), checked by the server at start and by the browser as it reads it. */

const name = z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,63}$/);
const distinct = (ids: string[]) => new Set(ids).size === ids.length;

const experimentSchema = z.object({
  id: name,
  screens: z.array(z.enum(portalRoutePaths)).min(1),
  variants: z
    .array(z.object({ id: name, weight: z.number().int().min(1).max(1000) }))
    .min(2)
    .refine((variants) => distinct(variants.map((v) => v.id))),
});

export const abTestingCmsSchema = z.object({
  experiments: z.array(experimentSchema).refine((experiments) => distinct(experiments.map((e) => e.id))),
}) satisfies z.ZodType<AbTestingCms>;
