import { eq } from 'drizzle-orm';
import { cleanFaqAnswers, unknownQuestionErrors, type Faq } from '../../../domain/about-you/faq.ts';
import { isCategoryValue } from '../../../domain/categories.ts';
import { faqQuestionKey, faqQuestionsOf } from '../../../domain/listing/faq-questions.ts';
import type { Db } from '../../db/client.ts';
import { supplierFaqAnswers } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { translatorFor } from '../../i18n/translator.ts';

/**
 * The category's ten question ids; a supplier of a type the FAQ does not know is an error (statistics spec section 8).
 */
function faqQuestionsOfSupplier(supplier: { types: string[] }): {
  category: string;
  questionIds: readonly string[];
} {
  const category = supplier.types[0];
  if (!isCategoryValue(category))
    throw new AppError(
      409,
      'unknown-supplier-type',
      `The FAQ has no questions for the supplier type ${category ?? '(none)'}`,
    );
  return { category, questionIds: faqQuestionsOf(category) };
}

/** What the FAQ reads of a supplier: its type, and its locale for the questions' texts. */
type FaqSupplier = { id: string; types: string[]; locale: string };

/** The category's questions in order, each with its text and the saved answer or ''. */
export async function loadFaq(db: Db, supplier: FaqSupplier): Promise<Faq> {
  const { category, questionIds } = faqQuestionsOfSupplier(supplier);
  const rows = await db.select().from(supplierFaqAnswers).where(eq(supplierFaqAnswers.supplierId, supplier.id));
  const answers = new Map(rows.map((row) => [row.questionId, row.answer]));
  const t = translatorFor(supplier.locale);
  return {
    category,
    questions: questionIds.map((questionId) => ({
      questionId,
      question: t(faqQuestionKey(questionId)),
      answer: answers.get(questionId) ?? '',
    })),
  };
}

/**
 * Saves the whole set: answered questions are stored, empty or left-out ones deleted; an unknown question id is a 400.
 */
export async function saveFaq(db: Db, supplier: FaqSupplier, answers: Record<string, string>, now: Date): Promise<Faq> {
  const { questionIds } = faqQuestionsOfSupplier(supplier);
  const unknown = unknownQuestionErrors(questionIds, answers);
  if (Object.keys(unknown).length > 0)
    throw badRequest('unknown-question', 'Answers to questions this category does not have', unknown);
  const kept = cleanFaqAnswers(questionIds, answers);
  await db.transaction(async (tx) => {
    await tx.delete(supplierFaqAnswers).where(eq(supplierFaqAnswers.supplierId, supplier.id));
    if (kept.length > 0)
      await tx
        .insert(supplierFaqAnswers)
        .values(kept.map((entry) => ({ supplierId: supplier.id, ...entry, updatedAt: now })));
  });
  return loadFaq(db, supplier);
}
