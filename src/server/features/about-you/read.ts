import type { Achievements } from '../../../domain/about-you/achievements.ts';
import type { Faq } from '../../../domain/about-you/faq.ts';
import type { StatusMessage } from '../../../domain/about-you/status-message.ts';
import { isCategoryValue } from '../../../domain/categories.ts';
import type { Db } from '../../db/client.ts';
import { loadAchievements } from './achievements.ts';
import { loadFaq } from './faq.ts';
import { loadStatusMessage } from './status-message.ts';

export interface AboutYou {
  statusMessage: StatusMessage['statusMessage'];
  achievements: Achievements;
  /** Answered questions only, in the category's order (what a couple sees). */
  faq: Faq['questions'];
}

/**
 * What a supplier tells couples beyond the listing fields, for the public profile page: the status
 * message, the three achievement groups and the answered FAQ questions. No access check: the caller
 * decides the supplier is public.
 */
export async function readAboutYou(
  db: Db,
  supplier: { id: string; types: string[]; locale: string },
): Promise<AboutYou> {
  const [status, achievements, faq] = await Promise.all([
    loadStatusMessage(db, supplier.id),
    loadAchievements(db, supplier.id),
    // a profile of a type the FAQ does not know shows no FAQ rather than failing
    isCategoryValue(supplier.types[0])
      ? loadFaq(db, supplier).then(({ questions }) => questions.filter((q) => q.answer !== ''))
      : Promise.resolve([]),
  ]);
  return { statusMessage: status.statusMessage, achievements, faq };
}
