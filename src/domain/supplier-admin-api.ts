import { z } from './zod.ts';
import { boostChoiceSchema } from './boosts-api.ts';
import { tiers } from './tiers.ts';

/** The platform admin's calls on one supplier (/api/admin/suppliers/{id}/…), each written to the audit log. */

const tierSchema = z.enum(tiers, { error: 'validation:invalid' });

export const premiumChangeSchema = z.object({ tier: tierSchema });
export const trialChangeSchema = z.object({ active: z.boolean({ error: 'validation:invalid' }) });
export const searchBoostChangeSchema = z.discriminatedUnion(
  'mode',
  [...boostChoiceSchema.options, z.object({ mode: z.literal('none') })],
  { error: 'validation:invalid' },
);
export type SearchBoostChange = z.infer<typeof searchBoostChangeSchema>;
export const actionsChangeSchema = z
  .object({ deleted: z.boolean(), checked: z.boolean(), searchable: z.boolean() })
  .partial()
  .refine((flags) => Object.keys(flags).length > 0, { error: 'validation:required' });
export const unlinkUserSchema = z.object({ userId: z.string().max(128, { error: 'validation:maxLength' }) });
export const demoModeChangeSchema = z.discriminatedUnion(
  'enabled',
  [z.object({ enabled: z.literal(true), tier: tierSchema }), z.object({ enabled: z.literal(false) })],
  {
    error: 'validation:invalid',
  },
);

const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditLog = z.infer<typeof auditLogSchema>;
