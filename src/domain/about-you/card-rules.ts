/**
 * The About you cards' rules a screen shows before zod arrives (the schemas that check them are in
 * achievements.ts and status-message.ts, fetched once the screen has shown).
 */

export const achievementGroups = ['featuredIn', 'industryAwards', 'accreditationsAssociations'] as const;
export type AchievementGroup = (typeof achievementGroups)[number];

/** Long enough for a sentence or two, short enough to read at a glance on the profile (docs/decisions/about-you.md). */
export const statusMessageMaxLength = 280;
