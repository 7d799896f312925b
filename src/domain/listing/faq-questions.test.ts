import { describe, expect, it } from 'vitest';
import { categoryValues } from '../categories.ts';
import { faqQuestionKey, faqQuestionsOf } from './faq-questions.ts';

describe('FAQ questions', () => {
  it.each(categoryValues)('%s has ten questions, each id prefixed with the category', (category) => {
    const ids = faqQuestionsOf(category);
    expect(ids).toHaveLength(10);
    for (const id of ids) expect(id).toMatch(new RegExp(`^${category}-[a-z0-9]+(-[a-z0-9]+)*$`));
  });

  it('has ids unique across all 17 categories (170 questions)', () => {
    const ids = categoryValues.flatMap((c) => faqQuestionsOf(c));
    expect(ids).toHaveLength(170);
    expect(new Set(ids).size).toBe(170);
  });

  it('keeps ids stable (answers are stored by them)', () => {
    expect(faqQuestionsOf('venue').slice(0, 4)).toEqual([
      'venue-capacity',
      'venue-exclusive-use',
      'venue-ceremony-licence',
      'venue-curfew',
    ]);
    expect(faqQuestionsOf('photo')).toContain('photo-second-shooter');
    expect(faqQuestionsOf('photo')).toContain('photo-delivery-time');
  });

  it('refuses an unknown supplier type', () => {
    expect(() => faqQuestionsOf('bakery' as never)).toThrow('Unknown supplier type for the FAQ: bakery');
    expect(() => faqQuestionsOf('toString' as never)).toThrow('Unknown supplier type');
  });

  it('keys a question text in the faq namespace', () => {
    expect(faqQuestionKey('venue-curfew')).toBe('faq:questions.venue-curfew');
  });
});
