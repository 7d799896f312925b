import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  defaultWidgetSettings,
  widgetEmbedCode,
  widgetHeight,
  widgetUrl,
} from '../src/domain/enquiries/enquiry-widget.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { minFillMs } from '../src/server/http/form-token.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

/**
 * The supplier's own website: a page on another origin (its own port) with the embed code in it.
 * A real local server, because Chromium refuses to let a page answered by the test itself (a public
 * address to it) frame the portal on a loopback address.
 */
async function startSupplierSite(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/contact`,
    close: () => new Promise((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}

describe('enquiry widget on a supplier website, then in the portal', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 900, height: 1000 });
  });
  afterAll(() => browser.close());

  it('a couple opens the demo venue widget inside its website and sends an enquiry', async () => {
    const { page, baseUrl } = browser;
    const { oldBarn } = demoSuppliers;
    const settings = { ...defaultWidgetSettings, partnerName2: true, weddingDate: true, message: true };
    const embed = widgetEmbedCode({
      url: widgetUrl({ appUrl: baseUrl, countryCode: 'GB', publicId: oldBarn.publicId, settings }),
      height: widgetHeight(settings),
      title: 'Enquiry form',
    });
    const site = await startSupplierSite(
      `<!doctype html><html lang="en"><head><title>Contact – The Old Barn</title></head><body style="font-family:Georgia,serif;max-width:640px;margin:24px auto;background:#f6f1ea"><main><h1>Contact The Old Barn</h1><p>Tell us about your day and we will be in touch.</p>${embed}</main></body></html>`,
    );
    onTestFinished(() => site.close());
    await page.goto(site.url);
    const loadedAt = Date.now();
    const form = page.frameLocator('iframe[title="Enquiry form"]');
    await form.getByRole('heading', { name: 'Send The Old Barn an enquiry' }).waitFor();

    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' }).waitFor();
    await expect.poll(() => form.locator('#e-email').textContent()).toBe('This field is required.');
    await expect
      .poll(() => form.getByRole('textbox', { name: 'E-mail address' }).getAttribute('aria-invalid'))
      .toBe('true');

    await form.getByRole('textbox', { name: 'E-mail address' }).fill('emma.liam@couple.example');
    await form.getByRole('textbox', { name: 'Your name', exact: true }).fill('Emma Stone');
    await form.getByRole('textbox', { name: "Your partner's name" }).fill('Liam Field');
    await form.getByRole('combobox', { name: 'Day' }).selectOption({ label: '12' });
    await form.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'September' });
    const year = String(new Date().getUTCFullYear() + 1);
    await form.getByRole('combobox', { name: 'Year' }).selectOption({ label: year });
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('We are looking for a barn for about 100 guests. Is this date still free?');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await screenshot(page, 'widget-form');

    // people take a few seconds to fill in a form; the server refuses faster submissions as robots'
    await page.waitForTimeout(Math.max(0, minFillMs + 300 - (Date.now() - loadedAt)));
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    // once seen failing in a full run only: say what the form showed instead of the thanks
    await form
      .getByRole('heading', { name: 'Thank you!' })
      .waitFor()
      .catch(async (error: unknown) => {
        const shown = await form.getByRole('alert').allTextContents();
        throw new Error(`no thanks; the form shows: ${shown.join(' | ') || 'no message'}`, { cause: error });
      });
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toContain('Your enquiry is on its way to The Old Barn.');
    await screenshot(page, 'widget-sent');

    const outbox = await (
      await page.request.get(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(oldBarn.email)}`)
    ).json();
    expect(JSON.stringify(outbox)).toContain('New enquiry from Emma Stone & Liam Field via your website');
  });

  it('the venue finds it unread, opens it (read), books the couple and finds them under its booked couples', async () => {
    const { page } = browser;
    const names = 'Emma Stone & Liam Field';
    await signInViaApi(browser, demoAccount('venue'));
    await page.goto('/enquiry-manager?view=unread');
    const row = page.getByRole('table', { name: 'Enquiries' }).locator('tr', { hasText: names });
    await row.waitFor();
    // unread rows are bold
    await expect.poll(() => row.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');

    await row.getByRole('link', { name: names }).click();
    await page.getByRole('heading', { level: 1, name: names }).waitFor();
    const stage = (step: string) => page.getByRole('region', { name: 'Progress' }).locator(`[data-step="${step}"]`);
    await expect.poll(() => stage('read').getAttribute('aria-pressed')).toBe('true');
    for (const step of ['replied', 'booked']) {
      const saved = page.waitForResponse((r) => r.url().endsWith('/progress') && r.request().method() === 'POST');
      await stage(step).click();
      expect((await (await saved).json()).outcome).toBe('applied');
    }

    // at 900 px the menu is a drawer behind the burger
    await page.getByRole('button', { name: 'Open the menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Booked couples' }).click();
    await page.waitForURL('**/couples');
    await page.getByRole('link', { name: names }).first().waitFor();
    await screenshot(page, 'widget-couple-booked');
  });
});
