import { api } from '../../app/api.ts';

/**
 * This browser's side of push: whether it can, the subscription (made with the portal's VAPID key) and the id the
 * portal gave it, kept in localStorage to tell "this device" in the list.
 */

/** Why push cannot be turned on here, or that it can, or that it is on. */
export type PushState = 'unsupported' | 'blocked' | 'noWorker' | 'off' | 'on';

const deviceIdKey = 'notifications.deviceId';

export const thisDevice = {
  id: (): string | null => localStorage.getItem(deviceIdKey),
  remember: (id: string) => localStorage.setItem(deviceIdKey, id),
  forget: () => localStorage.removeItem(deviceIdKey),
};

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * What stands in the way of push here. `ready` would wait forever without a service worker, so its registration is
 * asked for first (the PWA registers one in production builds).
 */
export async function pushState(deviceIds: readonly string[]): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'noWorker';
  const id = thisDevice.id();
  const subscription = await registration.pushManager.getSubscription();
  return id && deviceIds.includes(id) && subscription ? 'on' : 'off';
}

/**
 * The VAPID public key (base64url, as the API gives it) as the bytes `subscribe` takes in every browser.
 * @internal exported for the tests
 */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission and subscribes (or takes the subscription this browser already has). Null when the person
 * did not allow notifications.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  return (
    existing ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
  );
}

/** Ends this browser's subscription, where it has one. */
export async function unsubscribe(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

/**
 * Sign-out: this browser's device leaves the person's devices and its subscription ends, so the next person on a shared
 * browser does not see the previous one's alerts. Best effort: sign-out goes on whatever fails here.
 */
export async function forgetThisDevice(): Promise<void> {
  const id = thisDevice.id();
  if (!id) return;
  thisDevice.forget();
  await Promise.allSettled([
    api.delete<undefined>(`/api/notifications/devices/${encodeURIComponent(id)}`),
    pushSupported() ? unsubscribe() : Promise.resolve(),
  ]);
}
