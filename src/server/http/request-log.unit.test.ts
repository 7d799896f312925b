import { describe, expect, it } from 'vitest';
import { redactedUrl } from './request-log.ts';

describe('the logged URL', () => {
  it.each([
    ['/signup-invite?nonceId=n1&nonceSecret=abc', '/signup-invite?nonceId=n1&nonceSecret=[redacted]'],
    ['/reset-password?token=t0k3n', '/reset-password?token=[redacted]'],
    ['/x?a=1&sessionToken=s&b=2', '/x?a=1&sessionToken=[redacted]&b=2'],
    ['/api/auth/callback/google?code=c0de&state=st4te', '/api/auth/callback/google?code=[redacted]&state=[redacted]'],
    [
      '/login?provider=google&error=account_not_linked&email=a%40b.example',
      '/login?provider=google&error=account_not_linked&email=[redacted]',
    ],
    ['/api/search?postalCode=SW1A', '/api/search?postalCode=SW1A'],
    ['/api/inbox/weddings/s1/0/unread', '/api/inbox/weddings/s1/0/unread'],
    ['/enquiry-manager?payment=success', '/enquiry-manager?payment=success'],
    ['/p1a2b3/reviews/s3cr3tL1nk?sent=1', '/p1a2b3/reviews/[redacted]?sent=1'],
    ['/api/supplier/s1/reviews/r1/response', '/api/supplier/s1/reviews/r1/response'],
    ['/proposal/t0k3n', '/proposal/[redacted]'],
    ['/proposal/t0k3n/accept', '/proposal/[redacted]/accept'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
