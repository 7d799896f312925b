import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievements } from '../src/domain/about-you/achievements.ts';
import type { Faq } from '../src/domain/about-you/faq.ts';
import type { StatusMessage } from '../src/domain/about-you/status-message.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const supplierId = demoSuppliers.oldBarn.id;
const api = (resource: string) => `/api/supplier/${supplierId}/${resource}`;

describe('/about-you of the demo venue', () => {
  let browser: BrowserSession;
  // what the page held before, put back afterwards for the other browser tests
  let before: { status: StatusMessage; achievements: Achievements; faq: Faq };
  const getJson = async <T>(resource: string) => (await (await browser.context.request.get(api(resource))).json()) as T;

  beforeAll(async () => {
    browser = await openBrowser({ width: 1280, height: 900 });
    await signInViaApi(browser, demoAccount('venue'));
    before = {
      status: await getJson('status-message'),
      achievements: await getJson('achievements'),
      faq: await getJson('faq'),
    };
  });
  afterAll(async () => {
    const { request } = browser.context;
    await request.put(api('status-message'), { data: { message: before.status.statusMessage?.message ?? '' } });
    const strip = (entries: Achievements['featuredIn']) =>
      entries.map(({ name, link }) => ({ name, link: link ?? '' }));
    await request.put(api('achievements'), {
      data: {
        featuredIn: strip(before.achievements.featuredIn),
        industryAwards: strip(before.achievements.industryAwards),
        accreditationsAssociations: strip(before.achievements.accreditationsAssociations),
      },
    });
    await request.put(api('faq'), {
      data: { answers: Object.fromEntries(before.faq.questions.map((q) => [q.questionId, q.answer])) },
    });
    await browser.close();
  });

  it('sets a status message, adds an achievement (a bad link shows its error), answers two questions, and keeps them after a reload', async () => {
    const { page } = browser;
    const stamp = Date.now().toString(36);
    const status = `Open day on Sunday ${stamp}`;
    const award = `Best Barn ${stamp}`;

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'About you' }).click();
    await page.waitForURL('**/about-you');
    await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor();

    // status message
    const statusCard = page.getByRole('region', { name: 'Status message' });
    await statusCard.getByRole('textbox', { name: 'Your status message' }).fill(status);
    await statusCard.getByText('Unsaved changes').waitFor();
    await statusCard.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Your status message (is now on your profile|has been updated)\./).waitFor();
    await statusCard.getByText(/^Shown since /).waitFor();

    // an achievement: a bad link is refused on its row, a good one saves
    const achievements = page.getByRole('region', { name: 'Achievements' });
    const awards = achievements.getByRole('group', { name: 'Industry awards' });
    await awards.getByRole('button', { name: 'Add an entry to Industry awards' }).click();
    const name = awards.getByRole('textbox', { name: 'Name' }).last();
    const link = awards.getByRole('textbox', { name: 'Link (optional)' }).last();
    await name.fill(award);
    await link.fill('not a link');
    await achievements.getByRole('button', { name: 'Save' }).click();
    await achievements.getByText('Enter a valid website address, such as https://www.example.co.uk.').waitFor();
    await achievements.getByRole('alert').getByText('Some fields need your attention.', { exact: false }).waitFor();
    expect((await getJson<Achievements>('achievements')).industryAwards.some((a) => a.name === award)).toBe(false);
    await achievements.screenshot({ path: 'e2e/screenshots/about-you-link-error.png' });

    // leaving with unsaved changes asks first
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/about-you');

    await link.fill('awards.example/best-barn');
    await achievements.getByRole('button', { name: 'Try to save again' }).click();
    await page.getByText('Saved successfully').first().waitFor();
    await expect.poll(() => link.inputValue()).toBe('https://awards.example/best-barn');

    // two FAQ answers
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const answers = faq.getByRole('textbox');
    await expect.poll(() => answers.count()).toBe(10);
    await answers.nth(0).fill(`Up to 150 guests (${stamp})`);
    await answers.nth(4).fill(`Twelve rooms on site (${stamp})`);
    await faq.getByRole('button', { name: 'Save' }).click();
    await faq.getByRole('button', { name: 'Save' }).and(page.locator(':disabled')).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Status message' }).getByRole('textbox').inputValue())
      .toBe(status);
    const savedAwards = page
      .getByRole('region', { name: 'Achievements' })
      .getByRole('group', { name: 'Industry awards' });
    await expect.poll(() => savedAwards.getByRole('textbox', { name: 'Name' }).last().inputValue()).toBe(award);
    const savedAnswers = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('textbox');
    await expect.poll(() => savedAnswers.nth(0).inputValue()).toBe(`Up to 150 guests (${stamp})`);
    await expect.poll(() => savedAnswers.nth(4).inputValue()).toBe(`Twelve rooms on site (${stamp})`);
    const faqSaved = await getJson<Faq>('faq');
    expect(faqSaved.questions[4]?.answer).toBe(`Twelve rooms on site (${stamp})`);

    await screenshot(page, 'about-you');
    expect(await axeViolations(page)).toEqual([]);

    // removing the status message saves the emptied text at once
    const savedStatus = page.getByRole('region', { name: 'Status message' });
    await savedStatus.getByRole('button', { name: 'Remove message' }).click();
    await page.getByText('Your status message has been removed.').waitFor();
    await expect.poll(() => savedStatus.getByRole('textbox').inputValue()).toBe('');
    expect((await getJson<StatusMessage>('status-message')).statusMessage).toBeNull();
  });
});

describe('/about-you on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('fits the screen', async () => {
    const { page } = browser;
    await page.goto('/about-you');
    await page.getByRole('region', { name: 'Frequently asked questions' }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'about-you-mobile');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('/about-you of the demo photographer, in German', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 1024, height: 800 });
    await signInViaApi(browser, demoAccount('photographer'));
  });
  afterAll(() => browser.close());

  it('shows the photo questions and the cards in German', async () => {
    const { page } = browser;
    await page.goto('/about-you');
    await page.getByRole('heading', { level: 1, name: 'Über Sie' }).waitFor();
    const faq = page.getByRole('region', { name: 'Häufige Fragen' });
    await expect.poll(() => faq.getByRole('textbox').count()).toBe(10);
    await page
      .getByRole('region', { name: 'Auszeichnungen und Referenzen' })
      .getByRole('group', { name: 'Bekannt aus' })
      .waitFor();
    await screenshot(page, 'about-you-de');
  });
});
