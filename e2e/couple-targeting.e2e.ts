import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetingMatches } from '../src/domain/couple-targeting-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { lichtblick } = demoSuppliers;
const url = `/api/supplier/${lichtblick.id}/targeting`;

describe('/couple-targeting: couple targeting', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('photographer'));
    // the section 9 defaults, whatever an earlier run saved (no other test file reads this targeting)
    const reset = await browser.context.request.put(url, {
      data: {
        targetingBudget: { gte: 0, lte: 20_000 },
        targetingSeason: 'all',
        targetingWeekday: 'all',
        targetingYear: null,
      },
    });
    expect(reset.status(), await reset.text()).toBe(200);
  });
  afterAll(() => browser.close());

  it('targets winter Saturdays next year with any budget in German on a phone, counting the enquiries that fit as it changes', async () => {
    const { page } = browser;
    const nextYear = String(new Date().getUTCFullYear() + 1);
    await inGermanOnPhone(browser, async () => {
      await page.goto('/couple-targeting');
      await page.getByRole('heading', { name: 'Zielgruppe', level: 1 }).waitFor();
      const count = page.getByRole('status').filter({ hasText: 'Bisherige Anfragen' });
      await count.getByText(/^\d+ von \d+$/).waitFor();
      // the free plan: guests are locked, with the way to the plan that opens them
      await page.getByText('Die Zielgruppe nach Gästezahl gehört zum Tarif').waitFor();
      expect(
        await page.getByRole('slider', { name: 'Meiste Gäste', includeHidden: true }).getAttribute('aria-disabled'),
      ).toBe('true');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('radiogroup', { name: 'Jahreszeit' }).getByText('Winter', { exact: true }).click();
      await page.getByRole('radiogroup', { name: 'Wochentag' }).getByText('Samstag', { exact: true }).click();
      await page.getByRole('radiogroup', { name: 'Jahr' }).getByText(nextYear, { exact: true }).click();
      // the cap: "40k or more", stored as 99000
      const counted = page.waitForResponse(
        (response) =>
          response.url().endsWith('/targeting/matches') &&
          (response.request().postData() ?? '').includes('"lte":40000'),
      );
      await page.getByRole('slider', { name: 'Höchstes Budget' }).focus();
      // 500 a step from 20000 (the range slider has no End key)
      for (let step = 0; step < 40; step += 1) await page.keyboard.press('ArrowRight');
      const matches = (await (await counted).json()) as TargetingMatches;
      expect(JSON.parse((await counted).request().postData() ?? '{}')).toMatchObject({
        targetingSeason: 'winter',
        targetingWeekday: 'saturday',
        targetingYear: Number(nextYear),
      });
      await count.getByText(`${matches.matching} von ${matches.total}`, { exact: true }).waitFor();
      await page.getByText('0 € – 40.000+ €').waitFor();
      await screenshot(page, 'couple-targeting-form-de-phone');

      await page.getByRole('button', { name: 'Zielgruppe speichern' }).click();
      await page.getByText('Zielgruppe gespeichert').waitFor();
      const saved = (await (await page.request.get(url)).json()) as { targeting: unknown };
      expect(saved.targeting).toMatchObject({
        targetingBudget: { gte: 0, lte: 99_000 },
        targetingSeason: 'winter',
        targetingWeekday: 'saturday',
        targetingYear: { gte: Number(nextYear), lte: Number(nextYear) },
      });

      await page.reload();
      // a chip's radio is hidden behind its label
      const winter = page
        .getByRole('radiogroup', { name: 'Jahreszeit' })
        .getByRole('radio', { name: 'Winter', includeHidden: true });
      await winter.waitFor({ state: 'attached' });
      expect(await winter.isChecked()).toBe(true);
      expect(await page.getByRole('slider', { name: 'Höchstes Budget' }).getAttribute('aria-valuenow')).toBe('40000');
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'couple-targeting-de-phone');
    });
  });
});
