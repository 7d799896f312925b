import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('unknown page', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('answers 404 and shows the not-found screen with a way back', async () => {
    const answer = await browser.page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await browser.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect
      .poll(() => browser.page.getByRole('link', { name: 'Go to the portal' }).getAttribute('href'))
      .toBe('/');
    await screenshot(browser.page, 'not-found');
  });
});
