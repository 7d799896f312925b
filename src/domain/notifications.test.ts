import { describe, expect, it } from 'vitest';
import { deviceRequestSchema } from './notifications-api.ts';
import {
  alertLink,
  alertTypes,
  channelsOfType,
  channelsWith,
  defaultChannels,
  deliveryOf,
  digestDayDue,
  isTimeZone,
  localDayAndHour,
  mentionedMembers,
} from './notifications.ts';

describe('alert channels', () => {
  it('offers each type its default, and no digest for chat or payments', () => {
    for (const type of alertTypes) expect(channelsOfType[type]).toContain(defaultChannels[type]);
    expect(channelsOfType.chatMention).not.toContain('digest');
    expect(channelsOfType.paymentFailed).not.toContain('digest');
  });

  it('keeps what was saved where the type offers it, the default elsewhere', () => {
    expect(channelsWith(null)).toEqual(defaultChannels);
    expect(channelsWith({ enquiry: 'off', chatMention: 'digest', review: 'pigeon', unknown: 'push' })).toEqual({
      ...defaultChannels,
      enquiry: 'off',
    });
  });

  it.each([
    ['push', true, 'push'],
    ['push', false, 'email'],
    ['email', true, 'email'],
    ['digest', false, 'digest'],
    ['off', true, 'off'],
  ] as const)('%s with a device %s reaches the person by %s', (channel, hasDevice, delivery) =>
    expect(deliveryOf(channel, hasDevice)).toBe(delivery),
  );
});

describe('the digest clock', () => {
  it('reads the day and hour in the person’s zone', () => {
    const instant = new Date('2026-03-29T06:30:00Z');
    expect(localDayAndHour(instant, 'Europe/Berlin')).toEqual({ day: '2026-03-29', hour: 8 });
    expect(localDayAndHour(instant, 'Europe/London')).toEqual({ day: '2026-03-29', hour: 7 });
    expect(localDayAndHour(instant, 'America/New_York')).toEqual({ day: '2026-03-29', hour: 2 });
    expect(localDayAndHour(new Date('2026-12-31T23:30:00Z'), 'Europe/Paris')).toEqual({ day: '2027-01-01', hour: 0 });
  });

  it('is due from 8:00 of the day, for the rest of that day', () => {
    expect(digestDayDue(new Date('2026-06-01T05:59:00Z'), 'Europe/Berlin')).toBeNull();
    expect(digestDayDue(new Date('2026-06-01T06:00:00Z'), 'Europe/Berlin')).toBe('2026-06-01');
    expect(digestDayDue(new Date('2026-06-01T21:59:00Z'), 'Europe/Berlin')).toBe('2026-06-01');
    expect(digestDayDue(new Date('2026-06-01T22:00:00Z'), 'Europe/Berlin')).toBeNull();
  });

  it('knows a zone from a made-up one', () => {
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('mentions in team chat', () => {
  const members = [
    { userId: 'anna', firstName: 'Anna', lastName: 'Berg' },
    { userId: 'annabel', firstName: 'Annabel', lastName: 'Lee' },
    { userId: 'jo', firstName: 'Jö', lastName: 'Müller' },
    { userId: 'blank', firstName: '', lastName: '' },
  ];

  it.each([
    ['@Anna can you call?', ['anna']],
    ['@anna berg and @ANNABEL', ['anna', 'annabel']],
    ['@Annabel only', ['annabel']],
    ['@Jö, bitte', ['jo']],
    ['anna@example.com wrote', []],
    ['@ alone', []],
    ['no mention of Anna', []],
  ])('%s mentions %j', (text, ids) => expect(mentionedMembers(text, members).sort()).toEqual(ids));
});

describe('alert links', () => {
  it('opens the screen of the business it is about', () => {
    expect(alertLink('enquiry', 's 1', { enquiryId: 'e/1' })).toBe('/enquiry-manager/e%2F1?supplier=s%201');
    expect(alertLink('chatMention', 's1', { conversation: 'dm:u1' })).toBe(
      '/team-chat?supplier=s1&conversation=dm%3Au1',
    );
    expect(alertLink('review', 's1', {})).toBe('/reviews?supplier=s1');
    expect(alertLink('paymentFailed', 's1', {})).toBe('/purchases?supplier=s1');
  });
});

describe('a device’s subscription', () => {
  const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
  it('takes keys of the right length only', () => {
    expect(deviceRequestSchema.safeParse({ endpoint: 'https://push.example/x', keys }).success).toBe(true);
    for (const bad of [
      { ...keys, p256dh: Buffer.alloc(64, 4).toString('base64url') },
      { ...keys, auth: Buffer.alloc(15, 1).toString('base64url') },
      { ...keys, auth: 'not base64!' },
    ])
      expect(deviceRequestSchema.safeParse({ endpoint: 'https://push.example/x', keys: bad }).success).toBe(false);
  });
});
