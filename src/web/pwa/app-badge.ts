import { useEffect } from 'react';

/**
 * The number on the installed app's icon: unread enquiries plus unread team chat. null while neither count is known
 * (the badge is left as it is rather than cleared on a guess); a count not asked (no team chat) adds nothing.
 */
export function appBadgeCount(unreadEnquiries: number | null, unreadChat: number | null): number | null {
  if (unreadEnquiries === null && unreadChat === null) return null;
  return (unreadEnquiries ?? 0) + (unreadChat ?? 0);
}

/** Sets the app badge to the count (cleared at 0) where the platform has badges (`navigator.setAppBadge`). */
export function useAppBadge(count: number | null): void {
  useEffect(() => {
    if (count === null || !('setAppBadge' in navigator)) return;
    // a browser without badges for this page (not installed, no permission) rejects: nothing to show then
    void (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => undefined);
  }, [count]);
}
