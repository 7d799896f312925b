import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  changedRoleSchema,
  changeRoleRequestSchema,
  collaboratorsSchema,
  fetchCollaboratorsRequestSchema,
  inviteConsumedSchema,
  inviteConsumeRequestSchema,
  inviteCreatedSchema,
  inviteCreateRequestSchema,
  inviteDetailsSchema,
  inviteLinkSchema,
  removeAccessRequestSchema,
  removedAccessSchema,
  supplierInviteRequestSchema,
  supplierTeamSchema,
  verifyPermissionsRequestSchema,
  verifyPermissionsResponseSchema,
} from '../../../domain/team.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import { publicCallLimit } from '../../http/public-call-limit.ts';
import { changeRole, fetchCollaborators, removeAccess } from './collaborators.ts';
import { consumeInvite, createInvite, inviteDetails, resendInvite, revokeInvite } from './invites.ts';
import { listTeam } from './service.ts';
import { verifyPermissions } from './verify-permissions.ts';

const tags = ['team'];
/**
 * Invites send e-mail to any address: 30 an hour per client address keeps an account from turning the portal into a
 * mailer.
 */
const inviteMailLimit = { max: 30, timeWindow: 60 * 60_000 } as const;
const ok = z.object({ ok: z.literal(true) });

/**
 * The supplier's team: the members list of the enquiry owner select, the collaborator calls of spec
 * section 7 under /api/nonce (invites by link, access removal, roles), and the permission check that
 * runs before sign-in and sign-up.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  await app.register(rateLimit, { global: false });

  app.get(
    '/api/supplier/:id/team',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: "The supplier's users (id, name, role), by name; 404 for a supplier the user cannot access",
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: supplierTeamSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return { members: await listTeam(db, access.supplier.id) };
    },
  );

  app.post(
    '/api/nonce/fetch-collaborators',
    {
      config: { supplierId: 'body.supplierId', permission: 'read' },
      schema: {
        tags,
        summary: 'The team with roles and the open invites (any role)',
        body: fetchCollaboratorsRequestSchema,
        response: { 200: collaboratorsSchema },
      },
    },
    async (request) =>
      fetchCollaborators(db, (await requireSupplierAccess(request, request.body.supplierId)).supplier.id, new Date()),
  );

  app.post(
    '/api/nonce/invite/create',
    {
      config: { supplierId: 'body.supplierId', permission: 'team', rateLimit: inviteMailLimit },
      schema: {
        tags,
        summary:
          'Invite an e-mail address with a role (admin by default) and mail it the link; inviting it again replaces its open invite. 409 already-member',
        body: inviteCreateRequestSchema,
        response: { 200: inviteCreatedSchema },
      },
    },
    async (request) =>
      createInvite(deps, await requireSupplierAccess(request, request.body.supplierId), request.body, new Date()),
  );

  app.post(
    '/api/nonce/invite/resend',
    {
      config: { supplierId: 'body.supplierId', permission: 'team', rateLimit: inviteMailLimit },
      schema: {
        tags,
        summary: 'Mail an open invite again with a new link and a new week (the old link stops working)',
        body: supplierInviteRequestSchema,
        response: { 200: inviteCreatedSchema },
      },
    },
    async (request) =>
      resendInvite(
        deps,
        await requireSupplierAccess(request, request.body.supplierId),
        request.body.nonceId,
        new Date(),
      ),
  );

  app.post(
    '/api/nonce/invite/revoke',
    {
      config: { supplierId: 'body.supplierId', permission: 'team' },
      schema: {
        tags,
        summary: 'Withdraw an open invite: its link stops working',
        body: supplierInviteRequestSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await revokeInvite(db, await requireSupplierAccess(request, request.body.supplierId), request.body.nonceId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/nonce/invite/details',
    {
      config: { public: true, rateLimit: publicCallLimit },
      schema: {
        tags,
        summary:
          "Who invites the link's holder to which business (the /signup-invite page); 404 invite-invalid 'Failed to fetch invite'",
        body: inviteLinkSchema,
        response: { 200: inviteDetailsSchema },
      },
    },
    async (request) => inviteDetails(db, request.body, new Date()),
  );

  app.post(
    '/api/nonce/invite/consume',
    {
      schema: {
        tags,
        summary:
          "Accept an invite as the signed-in user (its address must be the invite's): joins the supplier with the invite's role and makes it the active one. 404 invite-invalid 'Failed to consume invite {nonceId}', 403 no-permissions",
        body: inviteConsumeRequestSchema,
        response: { 200: inviteConsumedSchema },
      },
    },
    async (request) => consumeInvite(db, await requireUser(request), request.body, new Date()),
  );

  app.post(
    '/api/nonce/remove-access',
    {
      config: { supplierId: 'body.supplierId', permission: 'team' },
      schema: {
        tags,
        summary:
          "Remove a user's access (removeAuth: their account too, when it holds no other business); 409 last-admin or user-has-other-access",
        body: removeAccessRequestSchema,
        response: { 200: removedAccessSchema },
      },
    },
    async (request) =>
      removeAccess(
        db,
        await requireSupplierAccess(request, request.body.supplierId),
        request.body.userId,
        request.body.removeAuth,
      ),
  );

  app.post(
    '/api/nonce/change-role',
    {
      config: { supplierId: 'body.supplierId', permission: 'team' },
      schema: {
        tags,
        summary: "Change a member's role; 409 last-admin when it would leave the business without an admin",
        body: changeRoleRequestSchema,
        response: { 200: changedRoleSchema },
      },
    },
    async (request) =>
      changeRole(
        db,
        await requireSupplierAccess(request, request.body.supplierId),
        request.body.userId,
        request.body.role,
      ),
  );

  app.post(
    '/api/access-control/verify-permissions',
    {
      config: { public: true, rateLimit: publicCallLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Before sign-in and sign-up (spec section 4): may this address go on, with this invite? errorId no-permissions, existing-supplier or deactivated',
        body: verifyPermissionsRequestSchema,
        response: { 200: verifyPermissionsResponseSchema },
      },
    },
    async (request) => verifyPermissions(db, request.body, new Date()),
  );
};
