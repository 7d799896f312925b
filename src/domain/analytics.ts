import { z } from './zod.ts';

/**
 * An analytics event as the portal posts it to /api/a/t (spec section 7): event, identifyProps,
 * specificEventProps, genericProps, source 'cms' and category.
 */
const props = z.record(z.string().max(100), z.unknown());
const id = z.string().trim().min(1, { error: 'validation:required' }).max(100, { error: 'validation:maxLength' });

export const analyticsEventSchema = z.object({
  event: id,
  category: z.string().trim().max(100, { error: 'validation:maxLength' }).optional(),
  source: z.literal('cms', { error: 'validation:invalid' }).default('cms'),
  identifyProps: props.optional(),
  specificEventProps: props.optional(),
  genericProps: z.object({
    /** Informative only: the server records the signed-in user from the session. */
    userId: z.string().max(100).nullable().optional(),
    anonymousId: id,
    isAnonymous: z.boolean({ error: 'validation:required' }),
    sessionId: id,
    previousPath: z.string().max(2000, { error: 'validation:maxLength' }).nullable().optional(),
    pageTitle: z.string().max(300, { error: 'validation:maxLength' }).optional(),
    pathname: z
      .string()
      .min(1, { error: 'validation:required' })
      .max(2000, { error: 'validation:maxLength' })
      .startsWith('/', { error: 'validation:invalid' }),
  }),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;
