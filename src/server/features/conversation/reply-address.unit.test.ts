import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { visibleReplyText } from './inbound-mail.ts';
import { expiryDayOf, readReplyToken, replyAddress, signReplyToken, tokenOfAddress } from './reply-address.ts';
import { threadHeaders } from './threading.ts';

describe('reply tokens', () => {
  const key = randomBytes(32);
  const now = new Date('2026-11-26T12:00:00Z');
  const messageId = randomUUID();
  const token = signReplyToken(key, { messageId, expiresDay: expiryDayOf(now, 365) });

  it('fits a mail address local part (64 characters) in lower-case hex and reads back in any case', () => {
    expect(replyAddress(token, 'reply.example').split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(token).toMatch(/^[0-9a-f]{56}$/);
    expect(readReplyToken(key, token.toUpperCase(), now)).toEqual({
      token: { messageId, expiresDay: expiryDayOf(now, 365) },
    });
  });

  it.each([
    ['another key', () => readReplyToken(randomBytes(32), token, now)],
    [
      'a changed message',
      () => readReplyToken(key, `${token.slice(0, 5)}${token[5] === '0' ? '1' : '0'}${token.slice(6)}`, now),
    ],
    ['a later expiry day', () => readReplyToken(key, `${token.slice(0, 32)}ffff${token.slice(36)}`, now)],
    ['a shortened token', () => readReplyToken(key, token.slice(0, 40), now)],
    ['not hex', () => readReplyToken(key, `${token.slice(0, 55)}z`, now)],
  ])('calls %s forged', (_, read) => {
    expect(read()).toEqual({ error: 'forged' });
  });

  it('takes answers through its last day, not after', () => {
    const lastDay = signReplyToken(key, { messageId, expiresDay: expiryDayOf(now, 0) });
    expect('token' in readReplyToken(key, lastDay, new Date('2026-11-26T23:59:59Z'))).toBe(true);
    expect(readReplyToken(key, lastDay, new Date('2026-11-27T00:00:00Z'))).toEqual({ error: 'expired' });
  });

  it('reads the token of reply addresses of its own domain only', () => {
    expect(tokenOfAddress(`Reply+${token}@Reply.Example`, 'reply.example')).toBe(token);
    expect(tokenOfAddress(`reply+${token}@other.example`, 'reply.example')).toBeNull();
    expect(tokenOfAddress('info@reply.example', 'reply.example')).toBeNull();
    expect(tokenOfAddress('no address', 'reply.example')).toBeNull();
  });
});

describe('threading headers', () => {
  it('answers the newest message and keeps the root and the newest nine in References', () => {
    expect(threadHeaders('<m@d>', '<root@d>', [])).toEqual({
      'Message-ID': '<m@d>',
      'In-Reply-To': '<root@d>',
      References: '<root@d>',
    });
    const earlier = Array.from({ length: 12 }, (_, i) => `<${i}@d>`);
    const headers = threadHeaders('<m@d>', '<root@d>', earlier);
    expect(headers['In-Reply-To']).toBe('<11@d>');
    expect(headers.References!.split(' ')).toEqual(['<root@d>', ...earlier.slice(3)]);
  });
});

describe('the visible text of an answer', () => {
  it.each([
    ['German quote header', 'Passt!\n\nAm Mo., 3. März 2026 um 10:00 schrieb Studio <a@b.de>:\n> Hallo', 'Passt!'],
    [
      'French quote header',
      'Parfait !\n\nLe lun. 3 mars 2026 à 10:00, Studio <a@b.fr> a écrit :\n> Bonjour',
      'Parfait !',
    ],
    [
      'English quote and phone signature',
      'Great.\n\nSent from my iPhone\n\nOn Mon, 3 Mar 2026 at 10:00, Studio <a@b.com> wrote:\n> Hello',
      'Great.',
    ],
    ['signature dashes', 'See you then.\n-- \nLena Berg\n+49 170 000000', 'See you then.'],
    ['Windows line ends and NUL', 'Ja\r\nbitte\u0000', 'Ja\nbitte'],
    ['only a quote (answered inline): the whole text', '> Hallo Lena', '> Hallo Lena'],
  ])('%s', (_, text, visible) => {
    expect(visibleReplyText(text)).toBe(visible);
  });

  it('cuts a runaway text at 20,000 characters', () => {
    expect(visibleReplyText('a'.repeat(30_000))).toHaveLength(20_000);
  });
});
