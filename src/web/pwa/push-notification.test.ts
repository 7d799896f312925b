import { describe, expect, it } from 'vitest';
import type { PushPayload } from '../../domain/notifications-api.ts';
import { notificationFromPush, portalPath } from './push-notification.ts';

const origin = 'https://portal.example.com';
const enquiry: PushPayload = {
  type: 'newEnquiry' as PushPayload['type'],
  title: 'New enquiry',
  body: 'Anna & Ben, 12 June 2027',
  url: '/enquiry-manager/enq_1',
  tag: 'enquiry:enq_1',
  badge: 3,
};

describe('a push as the notification the service worker shows', () => {
  it('shows the title and body with the icon, the tag (renotifying) and the screen to open', () => {
    expect(notificationFromPush(enquiry, origin)).toEqual({
      title: 'New enquiry',
      options: {
        body: 'Anna & Ben, 12 June 2027',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: 'enquiry:enq_1',
        renotify: true,
        data: { url: '/enquiry-manager/enq_1' },
      },
      badge: 3,
    });
  });

  it('leaves the app badge alone without a count, and passes 0 on to clear it', () => {
    const { badge: _badge, ...withoutCount } = enquiry;
    expect(notificationFromPush(withoutCount, origin)?.badge).toBeUndefined();
    expect(notificationFromPush({ ...enquiry, badge: 0 }, origin)?.badge).toBe(0);
    for (const badge of [-1, 1.5, '3', null])
      expect(notificationFromPush({ ...enquiry, badge }, origin)?.badge).toBe(undefined);
  });

  it('shows nothing for a push that is no payload of ours', () => {
    for (const data of [null, undefined, 'text', 42, {}, { body: 'no title' }, { ...enquiry, title: '' }]) {
      expect(notificationFromPush(data, origin)).toBeNull();
    }
  });

  it('has no tag (every alert its own notification) when the payload names none', () => {
    const shown = notificationFromPush({ ...enquiry, tag: '' }, origin);
    expect(shown?.options).not.toHaveProperty('tag');
    expect(shown?.options).not.toHaveProperty('renotify');
  });
});

describe('the screen a notification opens', () => {
  it("keeps the portal's own paths, with their query and fragment", () => {
    expect(portalPath('/enquiry-manager/enq_1?view=unread#reply', origin)).toBe(
      '/enquiry-manager/enq_1?view=unread#reply',
    );
    expect(portalPath(`${origin}/team-chat`, origin)).toBe('/team-chat');
  });

  it('opens the dashboard instead of another site, or of nothing usable', () => {
    for (const url of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', '', 42, undefined]) {
      expect(portalPath(url, origin)).toBe('/dashboard');
    }
  });
});
