import { z } from '../zod.ts';
import { requiredText } from '../validators.ts';
import { helpContactLimits } from './help-widget.ts';

/** Requests and answers of the help calls (changelog articles, contact form, widget settings). */

const releaseArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  url: z.string().nullable(),
});
export const releaseArticlesSchema = z.object({ articles: z.array(releaseArticleSchema) });
export type ReleaseArticles = z.infer<typeof releaseArticlesSchema>;

/** The outside widget's script when one is configured; null: the portal's own help panel. */
export const helpWidgetSchema = z.object({ scriptUrl: z.string().nullable() });
export type HelpWidget = z.infer<typeof helpWidgetSchema>;

/** The contact form: about which supplier (optional: a user without one can ask too), a subject and the message. */
export const helpContactSchema = z.object({
  supplierId: z.string().trim().max(128).nullable().default(null),
  subject: requiredText('shell:help.errors.subject', helpContactLimits.subject),
  message: requiredText('shell:help.errors.message', helpContactLimits.message),
});
