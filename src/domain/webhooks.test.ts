import { describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  isWebhookSuccess,
  nextWebhookAttemptAt,
  webhookGiveUpAfterMs,
  webhookRetryDelayMs,
} from './webhooks.ts';
import { webhookEndpointInputSchema } from './webhooks-api.ts';

describe('webhook retries', () => {
  it('waits 30 s, then four times longer each retry, at most 6 hours', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 12].map((attempt) => webhookRetryDelayMs(attempt, 0.5) / 60_000);
    expect(minutes).toEqual([0.5, 2, 8, 32, 128, 360, 360, 360]);
  });

  it('jitters each wait by at most a fifth either way', () => {
    expect(webhookRetryDelayMs(1, 0)).toBe(24_000);
    expect(webhookRetryDelayMs(1, 0.999999)).toBe(36_000);
    expect(webhookRetryDelayMs(4, 0)).toBe(0.8 * 32 * 60_000);
  });

  it('stops a day after the event: a retry that would come later is given up', () => {
    const eventAt = new Date('2026-06-01T10:00:00Z');
    const at = (ms: number) => new Date(eventAt.getTime() + ms);
    expect(nextWebhookAttemptAt(eventAt, 1, eventAt, 0.5)).toEqual(at(30_000));
    // the schedule from the event: about 9 attempts fit in the day
    let now = eventAt;
    let attempts = 0;
    for (let next: Date | null = eventAt; next; next = nextWebhookAttemptAt(eventAt, attempts, now, 0.5)) {
      now = next;
      attempts += 1;
    }
    expect(attempts).toBe(9);
    expect(now.getTime() - eventAt.getTime()).toBeLessThanOrEqual(webhookGiveUpAfterMs);
    expect(nextWebhookAttemptAt(eventAt, 8, at(webhookGiveUpAfterMs - 60_000), 0)).toBeNull();
  });

  it('counts only 2xx answers as delivered', () => {
    expect([200, 204, 299].map(isWebhookSuccess)).toEqual([true, true, true]);
    expect([null, 199, 301, 404, 500].map(isWebhookSuccess)).toEqual([false, false, false, false, false]);
  });
});

describe('webhook endpoints', () => {
  it('takes an https address without credentials (http only where local receivers are allowed)', () => {
    expect(checkWebhookUrl('https://crm.example/hooks/portal', { allowHttp: false })).toBeNull();
    expect(checkWebhookUrl('http://crm.example/hooks', { allowHttp: false })).toBe('https');
    expect(checkWebhookUrl('http://127.0.0.1:8080/hooks', { allowHttp: true })).toBeNull();
    expect(checkWebhookUrl('ftp://crm.example/', { allowHttp: true })).toBe('https');
    expect(checkWebhookUrl('https://user:pw@crm.example/', { allowHttp: false })).toBe('credentials');
    expect(checkWebhookUrl('crm.example/hooks', { allowHttp: false })).toBe('invalid');
  });

  it('needs at least one known event and keeps them in their order, once each', () => {
    const parsed = webhookEndpointInputSchema.parse({
      url: ' https://crm.example/h ',
      events: ['review.created', 'enquiry.created', 'review.created'],
    });
    expect(parsed).toEqual({
      url: 'https://crm.example/h',
      description: '',
      events: ['enquiry.created', 'review.created'],
      enabled: true,
    });
    const empty = webhookEndpointInputSchema.safeParse({ url: 'https://crm.example/h', events: [] });
    expect(empty.error?.issues[0]?.message).toBe('webhooks:errors.events');
    const unknown = webhookEndpointInputSchema.safeParse({ url: 'https://crm.example/h', events: ['enquiry.deleted'] });
    expect(unknown.error?.issues[0]?.message).toBe('webhooks:errors.events');
  });
});
