import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, signInViaApi } from './accounts.ts';
import { openBrowser, type BrowserSession } from './browser.ts';

/** How the page asked for /api/viewer: the initiator of each of its requests (one, the preload link, when it works). */
const viewerRequests = (session: BrowserSession) =>
  session.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/viewer')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );

/**
 * Issue 37, section 4: every screen waits for the viewer, so index.html asks for it with the page and the app takes
 * that answer instead of asking again once its code has run.
 */
describe('the first page load', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('asks for the viewer once, with the page, signed out and signed in', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to your business account' }).waitFor();
    expect(await viewerRequests(browser)).toEqual(['link']);

    await signInViaApi(browser, demoAccount('venue'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /, Victoria$/ }).waitFor();
    expect(await viewerRequests(browser)).toEqual(['link']);
  });
});
