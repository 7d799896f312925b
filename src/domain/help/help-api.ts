import { z } from '../zod.ts';
import { requiredText } from '../validators.ts';
import { changelogArticleIdMaxLength } from './changelog.ts';
import { helpContactLimits } from './help-widget.ts';

/** Requests and answers of the help calls (changelog articles, contact form, widget settings). */

const releaseArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  url: z.string().nullable(),
});
export const releaseArticlesSchema = z.object({
  articles: z.array(releaseArticleSchema),
  /** The newest article this user has read, on any browser (the bell's badge); null: none yet. */
  seenArticleId: z.string().nullable(),
});
export type ReleaseArticles = z.infer<typeof releaseArticlesSchema>;

/** Marks "What's new" read up to this article (the newest the panel showed). */
export const changelogSeenSchema = z.object({
  articleId: requiredText('shell:changelog.errors.articleId', changelogArticleIdMaxLength),
});

/** The outside widget's script when one is configured; null: the portal's own help panel. */
export const helpWidgetSchema = z.object({ scriptUrl: z.string().nullable() });
export type HelpWidget = z.infer<typeof helpWidgetSchema>;

/** The contact form: about which supplier (optional: a user without one can ask too), a subject and the message. */
export const helpContactSchema = z.object({
  supplierId: z.string().trim().max(128).nullable().default(null),
  subject: requiredText('shell:help.errors.subject', helpContactLimits.subject),
  message: requiredText('shell:help.errors.message', helpContactLimits.message),
});
