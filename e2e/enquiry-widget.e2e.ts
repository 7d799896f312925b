import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../src/domain/enquiries/enquiry-widget-api.ts';
import { defaultWidgetSettings, widgetHeight, type WidgetSettings } from '../src/domain/enquiries/enquiry-widget.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const supplierId = demoSuppliers.oldBarn.id;
const configUrl = `/api/supplier/${supplierId}/enquiry-widget`;

async function saveSettings(browser: BrowserSession, settings: WidgetSettings): Promise<WidgetConfig> {
  const res = await browser.context.request.put(configUrl, { data: settings });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as WidgetConfig;
}

/** Mantine draws switches over a hidden input: click the label, as a person does. */
function switchLabel(scope: Locator, name: string) {
  return scope.locator('label', { hasText: new RegExp(`^${name}$`) });
}

describe('the enquiry widget settings of the demo venue', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 1280, height: 900 });
    await signInViaApi(browser, demoAccount('venue'));
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
    await saveSettings(browser, defaultWidgetSettings);
  });
  afterAll(async () => {
    await saveSettings(browser, defaultWidgetSettings);
    await browser.close();
  });

  it('shows the defaults with a preview and the code, previews changes before saving, and saves them', async () => {
    const { page } = browser;
    const saved = (await (await browser.context.request.get(configUrl)).json()) as WidgetConfig;
    expect(saved.url).toContain(`publicId=${demoSuppliers.oldBarn.publicId}`);

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Enquiry widget' }).click();
    await page.waitForURL('**/enquiry-widget');
    await page.getByRole('heading', { level: 1, name: 'Enquiry widget' }).waitFor();
    const fields = page.getByRole('region', { name: 'Fields of the form' });
    const embed = page.getByRole('region', { name: 'Code for your website' });
    const preview = page.frameLocator('iframe[title="Preview of your enquiry form"]');
    const previewFrame = page.locator('iframe[title="Preview of your enquiry form"]');

    // the spec's defaults: e-mail and name on, the rest off
    for (const [name, on] of [
      ['E-mail address', true],
      ['Your name', true],
      ['Phone number', false],
      ["Your partner's name", false],
      ['Number of guests', false],
      ['Wedding date', false],
      ['Message', false],
    ] as const) {
      await expect
        .poll(() => fields.getByRole('switch', { name, exact: true }).isChecked(), { message: name })
        .toBe(on);
    }
    await expect.poll(() => embed.locator('pre').textContent()).toBe(saved.embedCode);
    // the preview is marked (supplier=true), so the supplier's own look is not a counted widget view
    await expect.poll(() => previewFrame.getAttribute('src')).toBe(`${saved.url}&supplier=true`);
    await expect.poll(() => previewFrame.getAttribute('height')).toBe(String(widgetHeight(defaultWidgetSettings)));
    await page.getByText(`Height: ${widgetHeight(defaultWidgetSettings)} pixels`).waitFor();
    await preview.getByRole('textbox', { name: 'E-mail address' }).waitFor();
    await expect.poll(() => preview.getByRole('textbox', { name: 'Phone number' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // the preview follows the toggles at once; the code waits for the save
    await switchLabel(fields, 'Phone number').click();
    await switchLabel(fields, 'Message').click();
    const withPhone = { ...defaultWidgetSettings, phone: true, message: true };
    await expect
      .poll(() => previewFrame.getAttribute('src'))
      .toBe(`${saved.url}&fields=phone&fields=message&supplier=true`);
    await expect.poll(() => previewFrame.getAttribute('height')).toBe(String(widgetHeight(withPhone)));
    await page.getByText(`Height: ${widgetHeight(withPhone)} pixels`).waitFor();
    await preview.getByRole('textbox', { name: 'Phone number' }).waitFor();
    await preview.getByRole('textbox', { name: 'Message' }).waitFor();
    await embed.getByText('Save your changes to update the code.').waitFor();
    await expect.poll(() => embed.locator('pre').textContent()).toBe(saved.embedCode);

    // the supplier must be able to answer: e-mail or phone stays on
    await switchLabel(fields, 'E-mail address').click();
    await switchLabel(fields, 'Phone number').click();
    await fields
      .getByText('Keep the e-mail address or the phone number on, so that you can reply to couples.')
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await switchLabel(fields, 'Phone number').click();
    await expect.poll(() => fields.getByText('Keep the e-mail address or the phone number on').count()).toBe(0);

    // leaving with unsaved changes asks first
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/enquiry-widget');

    const chosen = { ...defaultWidgetSettings, email: false, phone: true, message: true };
    const put = page.waitForResponse((r) => r.url().endsWith(configUrl) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = await put;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual(chosen);
    await page.getByText('Widget settings saved').waitFor();
    const after = (await (await browser.context.request.get(configUrl)).json()) as WidgetConfig;
    expect(after.settings).toEqual(chosen);
    expect(after.height).toBe(widgetHeight(chosen));
    await expect.poll(() => embed.locator('pre').textContent()).toBe(after.embedCode);
    expect(after.embedCode).toContain(`height="${widgetHeight(chosen)}"`);
    expect(after.url).toContain('fields=partnerName&fields=phone&fields=message');
    await expect.poll(() => embed.getByText('Save your changes to update the code.').count()).toBe(0);
    await expect.poll(() => previewFrame.getAttribute('src')).toBe(`${after.url}&supplier=true`);
    // the new page of the frame has loaded (it asks for the phone) before the e-mail field's absence means anything
    await preview.getByRole('textbox', { name: 'Phone number' }).waitFor();
    await expect.poll(() => preview.getByRole('textbox', { name: 'E-mail address' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await embed.getByRole('button', { name: 'Copy code' }).click();
    await embed.getByRole('button', { name: 'Code copied' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(after.embedCode);

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'enquiry-widget');
    // the snackbar's close button is the shell's: check the page once it has gone
    await page.getByText('Widget settings saved').waitFor({ state: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);

    // saved: leaving asks nothing
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });
});

describe('the enquiry widget settings on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('fits the screen, the code wrapped and the preview as wide as the screen allows', async () => {
    const { page } = browser;
    await page.goto('/enquiry-widget');
    await page
      .frameLocator('iframe[title="Preview of your enquiry form"]')
      .getByRole('button', { name: 'Send enquiry' })
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'enquiry-widget-mobile');
  });
});
