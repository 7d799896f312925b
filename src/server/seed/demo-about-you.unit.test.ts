import { describe, expect, it } from 'vitest';
import { achievementsInputSchema } from '../../domain/about-you/achievements.ts';
import { faqInputSchema, unknownQuestionErrors } from '../../domain/about-you/faq.ts';
import { statusMessageInputSchema } from '../../domain/about-you/status-message.ts';
import { isCategoryValue } from '../../domain/categories.ts';
import { faqQuestionsOf } from '../../domain/listing/faq-questions.ts';
import { demoAboutYou } from './demo-about-you.ts';
import { demoSuppliers } from './demo.ts';

describe('demo /about-you content', () => {
  it.each(demoAboutYou.map((d) => [d.supplierId, d] as const))(
    '%s passes the rules the portal enforces',
    (supplierId, content) => {
      const supplier = Object.values(demoSuppliers).find((s) => s.id === supplierId);
      const category = supplier?.types[0];
      if (!isCategoryValue(category)) throw new Error(`no demo supplier ${supplierId}`);
      expect(statusMessageInputSchema.safeParse({ message: content.statusMessage }).success).toBe(true);
      const groups = Object.fromEntries(
        Object.entries(content.achievements).map(([group, entries]) => [
          group,
          entries.map((e) => ({ name: e.name, link: e.link ?? '' })),
        ]),
      );
      expect(achievementsInputSchema.safeParse(groups).success).toBe(true);
      expect(faqInputSchema.safeParse({ answers: content.faq }).success).toBe(true);
      expect(unknownQuestionErrors(faqQuestionsOf(category), content.faq)).toEqual({});
    },
  );
});
