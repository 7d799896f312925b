import type { PushPayload } from '../../domain/notifications-api.ts';

/** What the service worker shows for a push: showNotification's arguments and the app badge's count. */
export interface PushNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
  /** The unread count for the app badge; undefined when the push carries none (the badge is left as it is). */
  badge: number | undefined;
}

const icon = '/icons/icon-192.png';
/** Android's status bar shows this one as a white silhouette: the maskable icon's rings on transparent. */
const statusBarBadge = '/icons/badge-96.png';

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * The portal path a notification opens: the payload's url when it is one of the portal's own (an alert's deep link,
 * "/enquiry-manager/…"), else the dashboard. A push is the server's, but a notification never opens another site.
 */
export function portalPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url) return '/dashboard';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

/**
 * A push's data (JSON of PushPayload, src/domain/notifications-api.ts) as the notification to show; null when it is no
 * payload of ours (no title), so the worker shows nothing rather than an empty notification. The tag makes a second
 * alert about the same subject replace the first; `renotify` still rings for it.
 */
export function notificationFromPush(data: unknown, origin: string): PushNotification | null {
  if (!data || typeof data !== 'object') return null;
  const payload = data as Partial<Record<keyof PushPayload, unknown>>;
  const title = text(payload.title, 200);
  if (!title) return null;
  const tag = text(payload.tag, 200);
  const badge = payload.badge;
  return {
    title,
    options: {
      body: text(payload.body, 1000),
      icon,
      badge: statusBarBadge,
      data: { url: portalPath(payload.url, origin) },
      ...(tag ? { tag, renotify: true } : {}),
    },
    badge: typeof badge === 'number' && Number.isInteger(badge) && badge >= 0 ? badge : undefined,
  };
}
