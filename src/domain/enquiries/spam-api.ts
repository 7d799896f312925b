import { z } from '../zod.ts';
import { spamReasonKeys, spamVerdicts } from './spam.ts';

/** The answers and bodies of the spam calls (issue 15), shared by the server (schemas, OpenAPI) and the web. */

const spamReasonSchema = z.object({ key: z.enum(spamReasonKeys), weight: z.number().int() });

/** An enquiry's spam score and the reasons it adds up from; null on the enquiry when it came before scoring. */
export const spamScoreSchema = z.object({ score: z.number().int(), reasons: z.array(spamReasonSchema) });
export type SpamScoreView = z.infer<typeof spamScoreSchema>;

export const spamVerdictInputSchema = z.object({
  verdict: z.enum(spamVerdicts, { error: 'enquiries:spam.errors.verdict' }),
});

export const spamVerdictResponseSchema = z.object({
  /** The enquiry is now in the Spam view. */
  spam: z.boolean(),
  /** The supplier's threshold after the verdict. */
  threshold: z.number().int(),
});
export type SpamVerdictResponse = z.infer<typeof spamVerdictResponseSchema>;

/** One verdict as platform admins read them (newest first), with the score it judged. */
const spamReportSchema = z.object({
  id: z.number().int(),
  enquiryId: z.string(),
  verdict: z.enum(spamVerdicts),
  /** Who gave it; '' when the account is gone. */
  userName: z.string(),
  spamScore: spamScoreSchema.nullable(),
  thresholdBefore: z.number().int(),
  thresholdAfter: z.number().int(),
  createdAt: z.string(),
});

export const spamReportsSchema = z.object({ threshold: z.number().int(), reports: z.array(spamReportSchema) });
export type SpamReports = z.infer<typeof spamReportsSchema>;
