import { z } from '../zod.ts';
import { instant } from '../instant.ts';
import { isEmailNotWebsite, isValidUrl, normaliseUrl } from '../field-rules.ts';
import { achievementGroups, type AchievementGroup } from './card-rules.ts';

/**
 * Achievements (statistics document sections 3, 4 and 5; access document section 5): three groups of
 * name + link entries. Saving sends a group's whole set: entries without a name are deleted, an empty
 * link is dropped, a link that is given must be a valid URL.
 */

export const achievementTypes = ['media', 'award', 'accreditation'] as const;
export type AchievementType = (typeof achievementTypes)[number];

/** The spec's type of each group's entries. */
export const achievementTypeOfGroup: Record<AchievementGroup, AchievementType> = {
  featuredIn: 'media',
  industryAwards: 'award',
  accreditationsAssociations: 'accreditation',
};

export function achievementGroupOfType(type: AchievementType): AchievementGroup {
  return achievementGroups.find((group) => achievementTypeOfGroup[group] === type)!;
}

export const achievementNameMaxLength = 120;
export const achievementLinkMaxLength = 500;
/** Entries per group a save may send (empty rows included); more than a profile can show well. */
export const achievementsPerGroupMax = 30;

/** One row of the form; `id` is an entry already saved (it keeps its createdAt). */
export const achievementInputSchema = z
  .object({
    id: z.string().max(128).optional(),
    name: z
      .string({ error: 'validation:invalid' })
      .trim()
      .max(achievementNameMaxLength, { error: 'validation:maxLength' }),
    link: z
      .string({ error: 'validation:invalid' })
      .trim()
      .max(achievementLinkMaxLength, { error: 'validation:maxLength' }),
  })
  .superRefine((entry, ctx) => {
    // a row without a name is deleted on save, so its link does not matter
    if (entry.name === '' || entry.link === '' || isValidUrl(entry.link)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['link'],
      message: isEmailNotWebsite(entry.link) ? 'validation:websiteIsEmail' : 'validation:url',
    });
  });
export type AchievementInput = z.input<typeof achievementInputSchema>;

export interface CleanAchievement {
  id?: string;
  name: string;
  /** null when no link was given */
  link: string | null;
}

/**
 * What a group's set becomes on save: nameless rows deleted, empty links dropped, links given https:// when typed
 * without.
 */
export function cleanAchievements(entries: readonly z.output<typeof achievementInputSchema>[]): CleanAchievement[] {
  return entries
    .filter((entry) => entry.name !== '')
    .map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      name: entry.name,
      link: entry.link === '' ? null : normaliseUrl(entry.link),
    }));
}

const groupSchema = z
  .array(achievementInputSchema)
  .max(achievementsPerGroupMax, { error: 'validation:invalid' })
  .transform(cleanAchievements);

/** PUT body: the groups to replace, each its whole set; a group left out stays as it is. */
export const achievementsInputSchema = z.object({
  featuredIn: groupSchema.optional(),
  industryAwards: groupSchema.optional(),
  accreditationsAssociations: groupSchema.optional(),
});
export type AchievementsInput = z.input<typeof achievementsInputSchema>;
export type CleanAchievements = z.output<typeof achievementsInputSchema>;

export const achievementSchema = z.object({
  id: z.string(),
  /** The spec's per-entry type; the group it sits in follows from it (`achievementGroupOfType`). */
  type: z.enum(achievementTypes),
  name: z.string(),
  link: z.string().nullable(),
  createdAt: instant,
});
export type Achievement = z.infer<typeof achievementSchema>;

/** The answer of GET and PUT: every group, in the order the supplier entered them. */
export const achievementsSchema = z.object({
  featuredIn: z.array(achievementSchema),
  industryAwards: z.array(achievementSchema),
  accreditationsAssociations: z.array(achievementSchema),
});
export type Achievements = z.infer<typeof achievementsSchema>;

export const emptyAchievements = (): Achievements => ({
  featuredIn: [],
  industryAwards: [],
  accreditationsAssociations: [],
});
