import { z } from '../zod.ts';
import { isCalendarDate, normaliseWeddingDate, seasons, weddingYearBounds, weekDays } from './wedding-date.ts';

/**
 * The wedding date picker's zod schema (rules in wedding-date.ts), apart so that screens showing a date do not download
 * zod.
 */

const invalid = 'enquiries:errors.weddingDate';
const nullableInt = (min: number, max: number) =>
  z
    .number({ error: invalid })
    .int({ error: invalid })
    .min(min, { error: invalid })
    .max(max, { error: invalid })
    .nullable()
    .default(null);
const flag = z.boolean({ error: invalid }).default(false);

/**
 * A picker value as sent by a form; every field may be left out. A day needs its month and year and
 * must exist in the calendar. The output is normalised (`normaliseWeddingDate`).
 */
export const weddingDatePickerSchema = z
  .object({
    day: nullableInt(1, 31),
    weekDay: z.enum(weekDays, { error: invalid }).nullable().default(null),
    dayUndecided: flag,
    month: nullableInt(1, 12),
    monthUndecided: flag,
    season: z.enum(seasons, { error: invalid }).nullable().default(null),
    year: nullableInt(weddingYearBounds.min, weddingYearBounds.max),
    yearUndecided: flag,
  })
  .superRefine((p, ctx) => {
    if (p.day === null || p.dayUndecided) return;
    if (
      p.month === null ||
      p.monthUndecided ||
      p.year === null ||
      p.yearUndecided ||
      !isCalendarDate(p.year, p.month, p.day)
    ) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: invalid });
    }
  })
  .transform((p) => normaliseWeddingDate(p));
