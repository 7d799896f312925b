import { describe, expect, it } from 'vitest';
import {
  inviteExpiresAt,
  inviteOrigin,
  inviteUrl,
  inviteValidDays,
  isInviteExpired,
  readInviteLink,
  sameEmail,
} from './invites.ts';

describe('collaborator invites', () => {
  const created = new Date('2026-11-25T10:00:00Z');

  it('work for a week from when they are sent', () => {
    expect(inviteValidDays).toBe(7);
    expect(inviteExpiresAt(created).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });

  it.each([
    ['2026-12-02T09:59:59.999Z', false],
    ['2026-12-02T10:00:00.000Z', true],
    ['2027-01-01T00:00:00.000Z', true],
    ['2026-11-25T10:00:00.000Z', false],
  ])('at %s an invite sent on 25 November is expired: %s', (now, expected) => {
    expect(isInviteExpired(inviteExpiresAt(created), new Date(now))).toBe(expected);
  });

  it('carry their nonce in the link to /signup-invite, and read it back', () => {
    const url = inviteUrl('https://portal.example', { nonceId: 'n1', nonceSecret: 'a+b/c=' });
    expect(url).toBe('https://portal.example/signup-invite?nonceId=n1&nonceSecret=a%2Bb%2Fc%3D');
    expect(readInviteLink(new URL(url).search)).toEqual({ nonceId: 'n1', nonceSecret: 'a+b/c=' });
  });

  it.each(['', '?nonceId=n1', '?nonceSecret=s', '?nonceId=%20&nonceSecret=s'])('read no invite from %j', (search) => {
    expect(readInviteLink(search)).toBeNull();
  });

  it.each([
    ['GB', 'https://uk.portal.example'],
    ['DE', 'https://portal.example'],
    ['FR', 'https://portal.example'],
    ['US', 'https://portal.example'],
  ])('link a %s supplier’s invite to %s (spec: GB versus others)', (country, origin) => {
    expect(inviteOrigin(country, { uk: 'https://uk.portal.example', international: 'https://portal.example' })).toBe(
      origin,
    );
  });

  it('belong to one address, whatever its case', () => {
    expect(sameEmail(' Anna@Example.com', 'anna@example.com ')).toBe(true);
    expect(sameEmail('anna@example.com', 'anna@example.org')).toBe(false);
  });
});
