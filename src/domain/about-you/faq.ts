import { z } from '../zod.ts';

/**
 * FAQ answers (statistics document sections 3 and 4): the ten questions of the supplier's category
 * (src/domain/listing/faq-questions.ts), each with the supplier's answer. Saving sends the whole set:
 * answers are saved, empty answers deleted, and an answer to a question the category does not have
 * is refused.
 */

export const faqAnswerMaxLength = 2000;

/** PUT body: question id → answer; a question left out or answered with nothing has no answer. */
export const faqInputSchema = z.object({
  answers: z.record(
    z.string().min(1).max(128),
    z.string({ error: 'validation:invalid' }).trim().max(faqAnswerMaxLength, { error: 'validation:maxLength' }),
  ),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

/** The field error of every answer whose question is not one of `questionIds` (field `answers.<id>`). */
export function unknownQuestionErrors(
  questionIds: readonly string[],
  answers: Record<string, string>,
): Record<string, string> {
  const known = new Set(questionIds);
  return Object.fromEntries(
    Object.keys(answers)
      .filter((id) => !known.has(id))
      .map((id) => [`answers.${id}`, 'validation:invalid']),
  );
}

/** The answers to keep, in the category's question order: empty ones are deleted. */
export function cleanFaqAnswers(
  questionIds: readonly string[],
  answers: Record<string, string>,
): { questionId: string; answer: string }[] {
  return questionIds.flatMap((questionId) => {
    const answer = answers[questionId]?.trim() ?? '';
    return answer === '' ? [] : [{ questionId, answer }];
  });
}

/**
 * The answer of GET and PUT: the category's questions in order (the spec's FAQ entries: questionId, question, answer),
 * each with its answer ('' when none).
 */
export const faqSchema = z.object({
  category: z.string(),
  questions: z.array(
    z.object({
      questionId: z.string(),
      question: z.string().describe("The question's text in the supplier's language (its listing's)"),
      answer: z.string(),
    }),
  ),
});
export type Faq = z.infer<typeof faqSchema>;
