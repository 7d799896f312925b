import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  changelogSeenSchema,
  helpContactSchema,
  type HelpWidget,
  type ReleaseArticles,
} from '../../../domain/help/help-api.ts';
import { defaultLocale, isLocale, type Locale } from '../../../domain/locales.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/index.ts';
import { countAttempt, type AttemptLimit } from '../../auth/attempt-limits.ts';
import { requireUser } from '../../auth/session.ts';
import { AppError } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { translatorFor } from '../../i18n/translator.ts';

/** Messages to support per user: a few an hour is plenty for a person, and no mail bombing through us. */
export const helpContactLimit: AttemptLimit = { name: 'help-contact', max: 5, windowMs: 60 * 60_000 };

/**
 * The venue product releases, newest first, in the language the screen shows (`locale`, else the user's);
 * none when the feed cannot be read (the notice just does not show).
 */
export async function releaseArticles(
  deps: AppDeps,
  request: FastifyRequest,
  locale: Locale | undefined,
): Promise<ReleaseArticles> {
  const user = await requireUser(request);
  const seenArticleId = await changelogSeenBy(deps, user.id);
  try {
    return {
      articles: await deps.providers.releaseNotes.list(locale ?? (isLocale(user.locale) ? user.locale : defaultLocale)),
      seenArticleId,
    };
  } catch (error) {
    request.log.warn({ err: error }, 'release notes not read');
    return { articles: [], seenArticleId };
  }
}

async function changelogSeenBy(deps: AppDeps, userId: string): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ articleId: users.changelogSeenArticle })
    .from(users)
    .where(eq(users.id, userId));
  return row?.articleId ?? null;
}

/** Remembers the newest "What's new" article the user has read, for every browser they sign in on. */
export async function markChangelogSeen(deps: AppDeps, request: FastifyRequest, input: unknown): Promise<void> {
  const user = await requireUser(request);
  const { articleId } = parseForm(changelogSeenSchema, input);
  await deps.database.db.update(users).set({ changelogSeenArticle: articleId }).where(eq(users.id, user.id));
}

export const helpWidget = (deps: AppDeps): HelpWidget => ({ scriptUrl: deps.config.HELP_WIDGET_SCRIPT_URL ?? null });

/**
 * The help widget's contact form, sent to SUPPORT_EMAIL (in English, the support team's language) with who
 * asks, about which supplier (one the user has a role on) and in which language to answer.
 */
export async function sendHelpMessage(
  deps: AppDeps,
  request: FastifyRequest,
  input: unknown,
  now: Date,
): Promise<void> {
  const user = await requireUser(request);
  const form = parseForm(helpContactSchema, input);
  const supplier = form.supplierId ? (await requireSupplierAccess(request, form.supplierId)).supplier : null;
  if (await countAttempt(deps.database.db, helpContactLimit, user.id, now.getTime()))
    throw new AppError(429, 'too-many-requests', 'Too many messages to support, try again later', {
      _: 'shell:help.errors.tooMany',
    });
  const t = translatorFor('en-GB');
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const about = supplier
    ? t('mail:helpContact.supplier', { name: supplier.name, id: supplier.id, country: supplier.countryCode })
    : t('mail:helpContact.noSupplier');
  await deps.providers.mail.send({
    to: deps.config.SUPPORT_EMAIL,
    subject: t('mail:helpContact.subject', { subject: form.subject }),
    text: [t('mail:helpContact.from', { name, email: user.email, locale: user.locale }), about, '', form.message].join(
      '\n',
    ),
  });
}
