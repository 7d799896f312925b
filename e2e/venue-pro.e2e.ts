import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('venue pro: the end popup of a cancelled plan, and its step asking why', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Mill House ${unique}`;
  let venue: BrowserSession;
  let supplierId: string;

  beforeAll(async () => {
    venue = await openBrowser();
    await signUpViaApi(venue, { email: `venue-pro-${unique}@e2e.example`, firstName: 'Vera', lastName: 'Venue' });
    await createSupplierViaApi(venue, { name: business, category: 'venue', unique });
    supplierId = (await (await venue.context.request.get('/api/viewer')).json()).activeSupplier.id;
    // Venue pro Lite paid on the test-mode page, then cancelled for its period's end (both have their own tests)
    const started = await venue.context.request.post('/api/billing/checkout', {
      data: { supplierId, planId: 'venuePro.lite.GBP' },
    });
    expect(started.status(), await started.text()).toBe(200);
    const paid = await venue.context.request.post((await started.json()).url, {
      form: { outcome: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    const cancelled = await venue.context.request.post('/api/billing/renewal', { data: { supplierId, renews: false } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  });
  afterAll(() => venue.close());

  it('shows the venue pro landing on the plans', async () => {
    const { page } = venue;
    await page.goto('/plans');
    const landing = page.getByRole('region', { name: 'Why Venue pro' });
    await landing.getByText('Premium enquiries').waitFor();
    await landing.getByText(/venues@couples\.example\.com/).waitFor();
  });

  it('asks whether to keep the plan, then why the venue leaves, and mails the venue team', async () => {
    const { page } = venue;
    await page.goto('/dashboard');
    const popup = page.getByRole('dialog', { name: 'Your Venue pro plan is ending' });
    await popup.getByText(new RegExp(`^The Venue pro plan of ${business} ends on `)).waitFor();
    await screenshot(page, 'venue-pro-end-popup');
    expect(await axeViolations(page)).toEqual([]);
    // closed, it stays away in the next session on this device too (for a week)
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await popup.waitFor({ state: 'hidden' });
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
    expect(await popup.count()).toBe(0);
    // a week later it reminds again
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('portal.venueProEndPopupClosedAt.'))
          localStorage.setItem(key, JSON.stringify(new Date(Date.now() - 8 * 86_400_000).toISOString()));
    });
    await page.reload();
    await popup.getByRole('button', { name: 'Tell us why' }).click();

    const why = page.getByRole('dialog', { name: 'Why are you leaving Venue pro?' });
    await why.getByRole('radio', { name: 'Not enough enquiries' }).check();
    await why.getByRole('checkbox', { name: 'Please call me back' }).check();
    await why.getByRole('button', { name: 'Send' }).click();
    await why.getByText('This field is required.').waitFor();
    await why.getByRole('textbox', { name: 'Phone number' }).fill('020 7946 0999');
    await expect.poll(() => why.getByText('This field is required.').count()).toBe(0);
    await screenshot(page, 'venue-pro-why');
    expect(await axeViolations(page)).toEqual([]);
    await why.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you: the venue team has your message.').waitFor();
    await why.waitFor({ state: 'hidden' });

    const mails = await (
      await venue.context.request.get(`/api/dev/mail?to=${encodeURIComponent('venues@couples.example.com')}`)
    ).json();
    expect(JSON.stringify(mails)).toContain(`Venue pro: ${business} is leaving`);

    // sent once, it does not come back on this device
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
