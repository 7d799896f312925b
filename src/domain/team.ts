import { z } from 'zod';
import { supplierRoles } from './roles.ts';

/** The users of a supplier (its team): the enquiry owner select and filter pick from them. */
export const teamMemberSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(supplierRoles) });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const supplierTeamSchema = z.object({ members: z.array(teamMemberSchema) });
export type SupplierTeam = z.infer<typeof supplierTeamSchema>;
