import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierViaApi, demoAccount, inGermanOnPhone, signInViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

const day = 24 * 60 * 60 * 1000;

describe('the free trial: its last days show the end-of-trial popup, where the business extends it once', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Blüte und Band ${unique}`;
  let supplier: BrowserSession;
  let trialEndsAt: Date;

  beforeAll(async () => {
    supplier = await openBrowser();
    await signUpViaApi(supplier, { email: `trial-${unique}@e2e.example`, firstName: 'Tanja', lastName: 'Trial' });
    await createSupplierViaApi(supplier, { name: business, category: 'florist', unique });
    const supplierId: string = (await (await supplier.context.request.get('/api/viewer')).json()).activeSupplier.id;
    // a platform admin switches the trial on (the admin panel's switch has its own test)
    const admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
    const on = await admin.context.request.post(`/api/admin/suppliers/${supplierId}/trial`, { data: { active: true } });
    expect(on.status(), await on.text()).toBe(200);
    trialEndsAt = new Date((await on.json()).admin.premium.trial.endsAt);
    await admin.close();
  });
  afterAll(() => supplier.close());

  it('shows nothing while the trial has days to go', async () => {
    const { page } = supplier;
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Portal menu' })
      .getByRole('link', { name: /^Wedding fairs/ })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows the popup at get-listed step 1 in the trial’s last days', async () => {
    const { page } = supplier;
    // the browser's clock two days before the trial ends (the server's rules are tested on their own)
    await page.clock.setFixedTime(new Date(trialEndsAt.getTime() - 2 * day));
    await page.goto('/get-listed');
    const popup = page.getByRole('dialog', { name: 'Your free trial ends soon' });
    await popup.getByText(/^Your free Lite trial ends on /).waitFor();
    await popup.getByText('You can extend it once, by 7 days, or choose a plan to keep them.').waitFor();
    await screenshot(page, 'trial-popup-get-listed');
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: 'Not now' }).click();
    await popup.waitFor({ state: 'hidden' });
  });

  it('in German on a phone, extends the trial by 7 days from the popup in the portal', async () => {
    const { page } = supplier;
    await inGermanOnPhone(supplier, async () => {
      // "Not now" closed it for this browser session; a new session shows it again
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/dashboard');
      const popup = page.getByRole('dialog', { name: 'Ihre kostenlose Testphase endet bald' });
      await popup.getByText(/^Ihre kostenlose Lite-Testphase endet am /).waitFor();
      await screenshot(page, 'trial-popup-german-narrow');
      expect(await axeViolations(page)).toEqual([]);
      await popup.getByRole('button', { name: 'Um 7 Tage verlängern' }).click();
      await page.getByText(/^Ihre Testphase läuft jetzt bis /).waitFor();
      await popup.waitFor({ state: 'hidden' });

      // extended once: the popup does not come back, also in a new session
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      const viewer = await (await supplier.context.request.get('/api/viewer')).json();
      expect(viewer.activeSupplier.admin.premium).toMatchObject({
        extendedCount: 1,
        trial: { active: true, endsAt: new Date(trialEndsAt.getTime() + 7 * day).toISOString() },
      });
    });
  });
});
