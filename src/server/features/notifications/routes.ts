import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  deviceCreatedSchema,
  deviceRequestSchema,
  notificationSettingsRequestSchema,
  notificationSettingsSchema,
  teamNotificationsSchema,
} from '../../../domain/notifications-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import { vapidKeysOf } from './job.ts';
import {
  addDevice,
  notificationSettingsOf,
  queueTestPush,
  removeDevice,
  saveNotificationSettings,
  teamNotifications,
} from './settings.ts';

const tags = ['notifications'];
// not `id`: the supplier-access test reads a path's `id` as a supplier's
const deviceParams = z.object({ deviceId: z.string().min(1).max(64) });

/**
 * /api/notifications (issue 36): the signed-in person's alert channels, digest zone and push devices; the team's
 * settings for its admins. Alerts themselves are sent by the job runner (job.ts).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const publicKey = vapidKeysOf(config).publicKey;

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'Your alert channel per type, the zone of your 8:00 digest, your push devices and the push key',
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => notificationSettingsOf(db, (await requireUser(request)).id, publicKey),
  );

  app.put(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'Saves channels (each one the type offers) and the digest zone; what is not named stays',
        body: notificationSettingsRequestSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await saveNotificationSettings(db, user.id, request.body, new Date());
      return notificationSettingsOf(db, user.id, publicKey);
    },
  );

  app.post(
    '/api/notifications/devices',
    {
      schema: {
        tags,
        summary: 'Subscribes this browser to push (its PushSubscription); the endpoint must be a public https address',
        body: deviceRequestSchema,
        response: { 201: deviceCreatedSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const created = await addDevice(db, user.id, request.body, config.PUSH_ALLOW_LOCAL);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/notifications/devices/:deviceId',
    { schema: { tags, summary: 'Removes one of your push devices (404 for any other)', params: deviceParams } },
    async (request, reply) => {
      await removeDevice(db, (await requireUser(request)).id, request.params.deviceId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/notifications/devices/:deviceId/test',
    {
      schema: {
        tags,
        summary: 'Queues a test push to one of your devices (sent within seconds by the job runner)',
        params: deviceParams,
      },
    },
    async (request, reply) => {
      await queueTestPush(db, (await requireUser(request)).id, request.params.deviceId, new Date());
      return reply.status(202).send();
    },
  );

  app.get(
    '/api/supplier/:supplierId/notifications/team',
    {
      config: { supplierId: 'params.supplierId', permission: 'team' },
      schema: {
        tags,
        summary: 'Who of the team hears of what, and on how many devices (team admins)',
        params: z.object({ supplierId: z.string().min(1).max(128) }),
        response: { 200: teamNotificationsSchema },
      },
    },
    async (request) => teamNotifications(db, await requireSupplierAccess(request, request.params.supplierId)),
  );
};
