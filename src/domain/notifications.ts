import { isCountryCode, type CountryCode } from './countries.ts';

/**
 * Instant alerts (issue 36): what happens that a supplier's team hears of, how each person wants to hear
 * of it, and the daily digest's clock. Server and browser read the same table.
 */

/** What is alerted: a new enquiry, a couple's answer, a team-chat mention or direct message, a new review, a failed payment. */
export const alertTypes = ['enquiry', 'coupleReply', 'chatMention', 'review', 'paymentFailed'] as const;
export type AlertType = (typeof alertTypes)[number];

/** How a person hears of it: push to their devices, an e-mail at once, a line in the 8:00 digest, or not at all. */
export const alertChannels = ['push', 'email', 'digest', 'off'] as const;
export type AlertChannel = (typeof alertChannels)[number];

/**
 * The channels each type offers. A chat mention or a failed payment waits for no digest: by the next
 * morning the chat has moved on and the plan may have lapsed.
 */
export const channelsOfType: Record<AlertType, readonly AlertChannel[]> = {
  enquiry: alertChannels,
  coupleReply: alertChannels,
  chatMention: ['push', 'email', 'off'],
  review: alertChannels,
  paymentFailed: ['push', 'email', 'off'],
};

/**
 * Out of the box: what decides a booking (a new enquiry, the couple's answer, a colleague asking) comes at
 * once, to the phone; a review and a failed payment by e-mail (the team got a mail per review before alerts
 * existed, and a payment needs the billing page, not a phone). The digest is chosen, never imposed.
 * @internal exported for the tests
 */
export const defaultChannels: Record<AlertType, AlertChannel> = {
  enquiry: 'push',
  coupleReply: 'push',
  chatMention: 'push',
  review: 'email',
  paymentFailed: 'email',
};

export type AlertChannels = Record<AlertType, AlertChannel>;

export function isChannelOf(type: AlertType, channel: unknown): channel is AlertChannel {
  return (channelsOfType[type] as readonly unknown[]).includes(channel);
}

/** A person's channels: what they saved where it is still offered, the default elsewhere. */
export function channelsWith(saved: Partial<Record<string, unknown>> | null | undefined): AlertChannels {
  return Object.fromEntries(
    alertTypes.map((type) => [type, isChannelOf(type, saved?.[type]) ? saved[type] : defaultChannels[type]]),
  ) as AlertChannels;
}

/**
 * How an alert reaches a person today: push without a subscribed device comes by e-mail instead, so
 * nothing set to push is lost before the first device is added.
 */
export function deliveryOf(channel: AlertChannel, hasDevice: boolean): AlertChannel {
  return channel === 'push' && !hasDevice ? 'email' : channel;
}

/** The digest goes out at this hour of the person's own day. */
export const digestHour = 8;

/** The zone of a person who never said (their browser tells the settings page): their country's capital. */
const timeZoneOfCountry: Record<CountryCode, string> = {
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  PL: 'Europe/Warsaw',
  US: 'America/New_York',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  RU: 'Europe/Moscow',
};

/** The zone of a person's digest: the one they saved, else their country's. */
export function timeZoneOf(saved: string | null, country: string): string {
  if (saved) return saved;
  return isCountryCode(country) ? timeZoneOfCountry[country] : timeZoneOfCountry.GB;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The day (YYYY-MM-DD) and hour (0–23) at `now` in the zone.
 * @internal exported for the tests
 */
export function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * The day whose digest is due at `now` in the zone, or null before 8:00. A portal that was down at 8:00
 * sends the day's digest when it is back, later that day (the claim per day keeps it to one).
 */
export function digestDayDue(now: Date, timeZone: string): string | null {
  const { day, hour } = localDayAndHour(now, timeZone);
  return hour >= digestHour ? day : null;
}

/** The types that go into the digest when set to it (a digest only tells of what waits for the team). */
export const digestTypes = ['enquiry', 'coupleReply', 'review'] as const satisfies readonly AlertType[];

export interface ChatMemberName {
  userId: string;
  firstName: string;
  lastName: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The members a team-chat message mentions: `@` and a member's first name (or first and last name),
 * in any case, not followed by another letter. `@Anna` mentions Anna, `@annabel` does not.
 */
export function mentionedMembers(text: string, members: readonly ChatMemberName[]): string[] {
  return members
    .filter((member) => {
      const names = [member.firstName, `${member.firstName} ${member.lastName}`].map((name) => name.trim());
      return names.some(
        (name) => name !== '' && new RegExp(`@${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').test(text),
      );
    })
    .map((member) => member.userId);
}

/** How long a push waits at the push service for a device that is off (its TTL): a day-old alert is news no more. */
export const pushTtlSeconds = 24 * 60 * 60;

/** Devices one person may subscribe (phones, laptops, browsers): enough for anyone, a bound for the table. */
export const maxDevicesPerUser = 20;

/** The screen an alert opens, with the business it is about (the app switches to it first). */
export function alertLink(
  type: AlertType | 'test',
  supplierId: string,
  subject: { enquiryId?: string; conversation?: string },
): string {
  const supplier = `supplier=${encodeURIComponent(supplierId)}`;
  switch (type) {
    case 'enquiry':
    case 'coupleReply':
      return `/enquiry-manager/${encodeURIComponent(subject.enquiryId ?? '')}?${supplier}`;
    case 'chatMention':
      return `/team-chat?${supplier}${subject.conversation ? `&conversation=${encodeURIComponent(subject.conversation)}` : ''}`;
    case 'review':
      return `/reviews?${supplier}`;
    case 'paymentFailed':
      return `/purchases?${supplier}`;
    case 'test':
      return `/settings?${supplier}`;
  }
}
