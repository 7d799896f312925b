import { z } from './zod.ts';
import { supplierRoles } from './roles.ts';
import { requiredEmailSchema } from './validators.ts';

/** The users of a supplier (its team): the enquiry owner select and filter pick from them. */
export const teamMemberSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(supplierRoles) });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const supplierTeamSchema = z.object({ members: z.array(teamMemberSchema) });
export type SupplierTeam = z.infer<typeof supplierTeamSchema>;

/**
 * The collaborator calls of spec section 7 under /api/nonce (invite/create, invite/consume,
 * remove-access, fetch-collaborators), with the team screen's resend, revoke and role change beside them.
 */
const id = z.string().trim().min(1, { error: 'validation:required' }).max(128, { error: 'validation:maxLength' });
const roleSchema = z.enum(supplierRoles, { error: 'validation:requiredPermission' });

export const inviteCreateRequestSchema = z.object({
  supplierId: id,
  /** The inviting user: the signed-in user. */
  userId: id,
  /** The invitee's e-mail address: only an account with it can accept. */
  email: requiredEmailSchema,
  role: roleSchema.default('admin'),
});
export type InviteCreateRequest = z.input<typeof inviteCreateRequestSchema>;

export const inviteCreatedSchema = z.object({
  nonceId: z.string(),
  nonceSecret: z.string(),
  inviteUrl: z.string(),
  expiresAt: z.string(),
});
export type InviteCreated = z.infer<typeof inviteCreatedSchema>;

export const inviteLinkSchema = z.object({ nonceId: id, nonceSecret: id });

export const inviteConsumeRequestSchema = inviteLinkSchema.extend({ userId: id });
export const inviteConsumedSchema = z.object({ supplierId: z.string() });

/** What /signup-invite shows before the invitee signs in: who invites them to which business. */
export const inviteDetailsSchema = z.object({
  supplierName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role: z.enum(supplierRoles),
  expiresAt: z.string(),
});
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

export const supplierInviteRequestSchema = z.object({ supplierId: id, nonceId: id });

export const removeAccessRequestSchema = z.object({
  supplierId: id,
  userId: id,
  /** Also remove the user's sign-in (their account), when they hold no other supplier. */
  removeAuth: z.boolean().default(false),
});
export const removedAccessSchema = z.object({ userId: z.string() });

export const changeRoleRequestSchema = z.object({ supplierId: id, userId: id, role: roleSchema });
export const changedRoleSchema = z.object({ userId: z.string(), role: z.enum(supplierRoles) });

export const fetchCollaboratorsRequestSchema = z.object({ supplierId: id });

export const collaboratorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(supplierRoles),
  joinedAt: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

export const pendingInviteSchema = z.object({
  nonceId: z.string(),
  email: z.string(),
  role: z.enum(supplierRoles),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  inviteExpired: z.boolean(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

export const collaboratorsSchema = z.object({
  collaborators: z.array(collaboratorSchema),
  invites: z.array(pendingInviteSchema),
});
export type Collaborators = z.infer<typeof collaboratorsSchema>;

export const verifyPermissionsRequestSchema = z.object({
  email: requiredEmailSchema,
  invite: inviteLinkSchema.optional(),
});
export const verifyPermissionsResponseSchema = z.object({
  valid: z.boolean(),
  /** An auth error code (no-permissions, existing-supplier, deactivated) when not valid. */
  errorId: z.string().nullable(),
});
export type VerifyPermissionsAnswer = z.infer<typeof verifyPermissionsResponseSchema>;

/** The team screen's invite form: the address and the role. */
export const inviteFormSchema = inviteCreateRequestSchema.pick({ email: true, role: true });
