import { describe, expect, it } from 'vitest';
import { cleanFaqAnswers, faqAnswerMaxLength, faqInputSchema, unknownQuestionErrors } from './faq.ts';

const questions = ['q1', 'q2', 'q3'];

describe('FAQ answers', () => {
  it('keeps the answered questions in the category order and deletes empty answers', () => {
    const { answers } = faqInputSchema.parse({ answers: { q3: ' Yes, 120 guests. ', q1: 'From 2 pm', q2: '   ' } });
    expect(cleanFaqAnswers(questions, answers)).toEqual([
      { questionId: 'q1', answer: 'From 2 pm' },
      { questionId: 'q3', answer: 'Yes, 120 guests.' },
    ]);
  });

  it('names answers to questions the category does not have', () => {
    expect(unknownQuestionErrors(questions, { q1: 'a', other: 'b' })).toEqual({
      'answers.other': 'validation:invalid',
    });
    expect(unknownQuestionErrors(questions, { q1: 'a', q2: '' })).toEqual({});
  });

  it('limits the answer length', () => {
    expect(faqInputSchema.safeParse({ answers: { q1: 'x'.repeat(faqAnswerMaxLength) } }).success).toBe(true);
    expect(
      faqInputSchema.safeParse({ answers: { q1: 'x'.repeat(faqAnswerMaxLength + 1) } }).error?.issues,
    ).toMatchObject([{ path: ['answers', 'q1'], message: 'validation:maxLength' }]);
  });
});
