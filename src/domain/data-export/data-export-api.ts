import { z } from '../zod.ts';
import { dataExportKinds, dataExportStates } from './data-export.ts';

/** The newest export the user asked for (own data, or this business's); null before the first. */
const dataExportViewSchema = z.object({
  id: z.string(),
  kind: z.enum(dataExportKinds),
  state: z.enum(dataExportStates),
  requestedAt: z.string(),
  /** Until when the download works; null while it is built. */
  expiresAt: z.string().nullable(),
  /** The ZIP's size in bytes once ready. */
  size: z.number().nullable(),
  /** Where the requester downloads it; null unless ready. */
  downloadUrl: z.string().nullable(),
});
export type DataExportView = z.infer<typeof dataExportViewSchema>;

export const dataExportAnswerSchema = z.object({ export: dataExportViewSchema.nullable() });
export type DataExportAnswer = z.infer<typeof dataExportAnswerSchema>;

export const supplierIdParamsSchema = z.object({ id: z.string().min(1).max(128) });
export const exportIdParamsSchema = z.object({ exportId: z.string().min(1).max(128) });
