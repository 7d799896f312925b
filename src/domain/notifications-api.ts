import { z } from './zod.ts';
import { alertChannels, alertTypes, type AlertType } from './notifications.ts';
import { supplierRoles } from './roles.ts';

/** Requests and answers of the notification settings, and the push payload the service worker shows. */

const channelsSchema = z.object(
  Object.fromEntries(alertTypes.map((type) => [type, z.enum(alertChannels)])) as Record<
    (typeof alertTypes)[number],
    z.ZodEnum<{ [K in (typeof alertChannels)[number]]: K }>
  >,
);

const deviceSchema = z.object({
  id: z.string(),
  /** What the person sees to tell devices apart ("Chrome on Android"), from the browser that subscribed. */
  label: z.string(),
  createdAt: z.string(),
  /** The newest push that reached the push service; null before the first. */
  lastSentAt: z.string().nullable(),
});
export type NotificationDevice = z.infer<typeof deviceSchema>;

/** GET /api/notifications: the reader's channels per alert type, their zone (for the digest) and devices. */
export const notificationSettingsSchema = z.object({
  channels: channelsSchema,
  timeZone: z.string(),
  /** Whether the zone was set by the person (false: their country's, until the settings page saves theirs). */
  timeZoneSaved: z.boolean(),
  devices: z.array(deviceSchema),
  /** The VAPID public key (base64url) the browser subscribes with. */
  publicKey: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notifications: any of the channels, and the zone. */
export const notificationSettingsRequestSchema = z.object({
  channels: channelsSchema.partial().optional(),
  timeZone: z.string().min(1).max(64).optional(),
});
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequestSchema>;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'validation:invalid')
    .refine((value) => decodedLength(value) === bytes, 'validation:invalid');

function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

/** POST /api/notifications/devices: the browser's PushSubscription (its toJSON()) and a label for it. */
export const deviceRequestSchema = z.object({
  endpoint: z.string().min(1).max(2048),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64url(16),
  }),
  label: z.string().trim().max(100).optional(),
});
export type DeviceRequest = z.infer<typeof deviceRequestSchema>;
export const deviceCreatedSchema = z.object({ id: z.string() });

/** GET /api/supplier/{supplierId}/notifications/team: who of the team hears of what (team admins). */
export const teamNotificationsSchema = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(supplierRoles),
      channels: channelsSchema,
      devices: z.number().int(),
    }),
  ),
});
export type TeamNotifications = z.infer<typeof teamNotificationsSchema>;

/**
 * What a push carries, decrypted by the service worker: the text in the person's language, the screen it opens, a tag
 * (one notification per subject) and the unread count for the app badge. No e-mail, phone or message text.
 */
export interface PushPayload {
  type: AlertType | 'test';
  title: string;
  body: string;
  /** The screen it opens (a path of the portal, with `?supplier=`). */
  url: string;
  /** One notification per subject: a newer one replaces it. */
  tag: string;
  /** The unread enquiries, for the app badge. */
  badge?: number;
}
