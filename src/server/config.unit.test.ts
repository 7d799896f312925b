import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('starts with defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      DEV_MAIL_VIEWER: false,
      TRUST_PROXY: 'loopback',
    });
    expect(config.SEED_DEMO).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives the public address from the port unless APP_URL is set', () => {
    expect(loadConfig({ PORT: '3100' }).APP_URL).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', APP_URL: 'https://portal.example.com' }).APP_URL).toBe(
      'https://portal.example.com',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every bad value in one error', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      LOG_LEVEL: 'loud',
      SENTRY_DSN: 'key@sentry',
    };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      const message = (error as Error).message;
      for (const name of Object.keys(bad)) expect(message).toContain(`${name}:`);
      expect(message).toContain('"mysql://x"');
    }
  });

  it('takes the previous AUTH_SECRETs comma-separated, each as long as AUTH_SECRET, never repeating one in an error', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    expect(loadConfig({}).AUTH_SECRET_PREVIOUS).toEqual([]);
    expect(loadConfig({ AUTH_SECRET_PREVIOUS: `${a}, ${b},` }).AUTH_SECRET_PREVIOUS).toEqual([a, b]);
    expect(() => loadConfig({ AUTH_SECRET_PREVIOUS: `${a},too-short-secret` })).toThrow(
      /AUTH_SECRET_PREVIOUS\.1: each must be at least 32 characters \(got a hidden value\)/,
    );
    expect(() => loadConfig({ AUTH_SECRET_PREVIOUS: `${a},too-short-secret` })).not.toThrow(/too-short-secret/);
  });
});
