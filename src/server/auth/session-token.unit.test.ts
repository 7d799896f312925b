import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieValue, sessionTokenOf, verifySignedToken } from './session-token.ts';

const secret = 'test-secret-of-at-least-32-characters!!';
const source = { cookieName: 'portal.session_token', secret };
const sign = (token: string, key = secret) => `${token}.${createHmac('sha256', key).update(token).digest('base64')}`;

describe('session token of a request', () => {
  it('verifies token.signature as better-call signs it', () => {
    expect(verifySignedToken(sign('abc123'), secret)).toBe('abc123');
    expect(verifySignedToken(sign('abc123', 'another secret'), secret)).toBeNull();
    expect(verifySignedToken('abc123.short=', secret)).toBeNull();
    expect(verifySignedToken('abc123', secret)).toBeNull();
  });

  it('reads the session cookie, URL-encoded and among others, the first of its name', () => {
    const header = `theme=dark; portal.session_token=${encodeURIComponent(sign('tok'))}; portal.session_token=${encodeURIComponent(sign('other'))}`;
    expect(cookieValue(header, 'portal.session_token')).toBe(sign('tok'));
    expect(sessionTokenOf({ cookie: header }, source)).toBe('tok');
    expect(sessionTokenOf({ cookie: `portal.session_token=${sign('tok', 'forged')}` }, source)).toBeNull();
    expect(sessionTokenOf({ cookie: 'other=1' }, source)).toBeNull();
  });

  it('takes a bearer token (raw or signed) over the cookie, and falls back to the cookie when the bearer is no session', () => {
    const cookie = `portal.session_token=${encodeURIComponent(sign('from-cookie'))}`;
    expect(sessionTokenOf({ authorization: 'Bearer raw-token', cookie }, source)).toBe('raw-token');
    expect(sessionTokenOf({ authorization: `BEARER ${encodeURIComponent(sign('signed'))}` }, source)).toBe('signed');
    expect(sessionTokenOf({ authorization: `Bearer ${sign('signed', 'forged')}`, cookie }, source)).toBe('from-cookie');
    expect(sessionTokenOf({ authorization: 'Basic dXNlcjpwdw==', cookie }, source)).toBe('from-cookie');
    expect(sessionTokenOf({ authorization: 'Bearer   ' }, source)).toBeNull();
  });
});
