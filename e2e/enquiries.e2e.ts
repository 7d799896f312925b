import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryList } from '../src/domain/enquiries/inbox.ts';
import { progressSteps } from '../src/domain/enquiries/progress.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { createSupplierViaApi, demoAccount, signInViaApi, signUpViaApi, storeLocale } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { holdNextRequest } from './held-requests.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';
import { randomUUID } from 'node:crypto';

const supplierId = demoSuppliers.oldBarn.id;

async function listOf(browser: BrowserSession, view: string): Promise<EnquiryList> {
  const res = await browser.context.request.get(`/api/inbox/weddings/${supplierId}/0/${view}/all`);
  expect(res.status()).toBe(200);
  return (await res.json()) as EnquiryList;
}

async function unreadCount(browser: BrowserSession): Promise<number> {
  return ((await (await browser.context.request.get(`/api/inbox/unread/${supplierId}`)).json()) as { unread: number })
    .unread;
}

describe('the enquiry manager of the demo venue', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  const menu = () => browser.page.getByRole('navigation', { name: 'Portal menu' });
  const table = () => browser.page.getByRole('table', { name: 'Enquiries' });

  it('lists the in-progress enquiries with the count of every view, the unread badge and the columns of its tier', async () => {
    const { page } = browser;
    const expected = await listOf(browser, 'inprogress');
    // the demo's 140, plus any a widget test sent on this shared server
    expect(expected.numStatuses.total).toBeGreaterThanOrEqual(140);

    await page.goto('/enquiry-manager');
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
    await table().waitFor();
    // four tabs with their counts, the spec's other views in "More"
    for (const [view, label] of [
      ['unread', 'Unread'],
      ['inprogress', 'In progress'],
      ['booked', 'Booked'],
      ['total', 'All'],
    ] as const) {
      await expect
        .poll(() => page.getByRole('tab', { name: `${label} (${expected.numStatuses[view]})`, exact: true }).count(), {
          message: label,
        })
        .toBe(1);
    }
    await expect.poll(() => page.getByRole('tab', { name: /^In progress/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'More' }).click();
    const lost = page.getByRole('menuitem', { name: `Lost (${expected.numStatuses.lost})` });
    await lost.waitFor();
    // the open menu holds menu items only (no focus placeholder, which axe counts as a child a menu may not have)
    expect(await axeViolations(page)).toEqual([]);
    await lost.click();
    await page.waitForURL('**/enquiry-manager?view=lost');
    // the address of a view in "More" keeps working, and the button names it
    await page.getByRole('button', { name: `More views, showing Lost (${expected.numStatuses.lost})` }).waitFor();
    await page.getByRole('tab', { name: /^In progress/ }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText(`${expected.numStatuses.total} enquiries in total`).waitFor();
    // a classic venue has owner (lite); the table keeps the most important columns that fit 1280 px on one line (which
    // of the less important ones also fit depends on the font's width: columns.ts priorities)
    await expect
      .poll(() => table().getByRole('columnheader').allTextContents())
      .toEqual(expect.arrayContaining(['Couple', 'Wedding date', 'Guests', 'Budget', 'Progress', 'Owner']));
    await expect.poll(() => table().locator('tbody tr').count()).toBe(expected.enquiries.length);
    const first = expected.enquiries[0]!;
    await expect
      .poll(() => table().locator('tbody tr').first().getByRole('link').textContent())
      .toBe([first.partnerName1, first.partnerName2].filter(Boolean).join(' & '));

    const unread = await unreadCount(browser);
    expect(unread).toBeGreaterThan(0);
    await menu()
      .getByRole('link', { name: new RegExp(`^Enquiries\\s*${unread}$`) })
      .waitFor();

    await page.getByRole('navigation', { name: 'Pages of enquiries' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'enquiry-manager');
  });

  it('lets a lite-or-better supplier choose the columns, remembered on this device', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Budget' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => table().getByRole('columnheader').allTextContents()).not.toContain('Budget');
    await page.reload();
    await table().waitFor();
    await expect.poll(() => table().getByRole('columnheader').allTextContents()).not.toContain('Budget');
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Budget' }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: 'Budget' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => table().getByRole('columnheader').allTextContents()).toContain('Budget');
  });

  it("shows the couple's preferred locations, marked where the venue is found, in the list and the enquiry", async () => {
    const { page } = browser;
    // The Old Barn is in Gloucestershire: an enquiry looking there shows it as its area
    const target = (await listOf(browser, 'inprogress')).enquiries.find(
      (e) => !e.locked && e.preferredLocations?.some((l) => l.county === 'Gloucestershire'),
    )!;
    expect(target.preferredLocations!.find((l) => l.county === 'Gloucestershire')!.yourArea).toBe(true);
    // an optional column, shown once chosen
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Locations' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => table().getByRole('columnheader').allTextContents()).toContain('Locations');
    const row = table().locator(`tr[data-enquiry-id="${target.id}"]`);
    await row.getByText('Gloucestershire · your area').waitFor();
    await screenshot(page, 'enquiry-manager-locations');
    for (const other of target.preferredLocations!.filter((l) => !l.yourArea))
      await row.getByText(other.county, { exact: true }).waitFor();

    await page.goto(`/enquiry-manager/${target.id}`);
    const wedding = page.getByRole('region', { name: 'The wedding' });
    await wedding.getByText('Preferred locations').waitFor();
    await expect
      .poll(() => wedding.locator('[data-your-area]', { hasText: 'Gloucestershire' }).getAttribute('title'))
      .toBe('Gloucestershire: one of your areas (your county or a boosted county)');
    await page.goBack();
    await table().waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Locations' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => table().getByRole('columnheader').allTextContents()).not.toContain('Locations');
  });

  it('pages through a view', async () => {
    const { page } = browser;
    const second = (await (
      await browser.context.request.get(`/api/inbox/weddings/${supplierId}/1/inprogress/all`)
    ).json()) as EnquiryList;
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL('**/enquiry-manager?page=2');
    await table().locator(`tr[data-enquiry-id="${second.enquiries[0]!.id}"]`).waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.waitForURL((url) => url.search === '');
  });

  it('opens an unread enquiry, which becomes read, and moves it through progress to booked', async () => {
    const { page } = browser;
    const unreadBefore = await unreadCount(browser);
    await page.getByRole('tab', { name: /^Unread/ }).click();
    await page.waitForURL('**/enquiry-manager?view=unread');
    const unreadList = await listOf(browser, 'unread');
    const target = unreadList.enquiries.find((e) => !e.locked && e.partnerName1)!;
    const row = table().locator(`tr[data-enquiry-id="${target.id}"]`);
    await row.waitFor();
    // unread rows are bold
    await expect.poll(() => row.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
    const names = [target.partnerName1, target.partnerName2].filter(Boolean).join(' & ');

    // the new view renders in a transition after the address changes: the row may still be the previous view's,
    // whose link goes back to that view, until the link carries this one
    const coupleLink = row.getByRole('link', { name: names });
    await expect.poll(() => coupleLink.getAttribute('href')).toBe(`/enquiry-manager/${target.id}?view=unread`);
    await coupleLink.click();
    await page.waitForURL(`**/enquiry-manager/${target.id}?view=unread`);
    await page.getByRole('heading', { level: 1, name: names }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: target.email! }).getAttribute('href'))
      .toBe(`mailto:${target.email}`);

    // read on the server, and the badge follows
    const progress = page.getByRole('region', { name: 'Progress' });
    const stage = (step: string) => progress.locator(`[data-step="${step}"]`);
    await expect.poll(() => stage('read').getAttribute('aria-pressed')).toBe('true');
    expect((await listOf(browser, 'unread')).enquiries.map((e) => e.id)).not.toContain(target.id);
    expect(await unreadCount(browser)).toBe(unreadBefore - 1);
    await menu()
      .getByRole('link', { name: new RegExp(`^Enquiries\\s*${unreadBefore - 1}$`) })
      .waitFor();

    // the stepper sets each next stage, shown before the server answers (optimistic) and kept after
    for (const step of progressSteps.filter((s) => s !== 'read')) {
      const saving = await holdNextRequest(page, 'POST', `/${target.id}/progress`);
      await stage(step).click();
      await expect.poll(() => stage(step).getAttribute('aria-pressed'), { message: step }).toBe('true');
      const answer = await saving.release();
      expect(answer.status()).toBe(200);
      expect((await answer.json()).outcome).toBe('applied');
      await expect.poll(() => stage(step).getAttribute('aria-pressed')).toBe('true');
    }
    // the furthest stage steps back on a click, and forward again
    await stage('booked').click();
    await expect.poll(() => stage('booked').getAttribute('aria-pressed')).toBe('false');
    await stage('booked').click();
    await expect.poll(() => stage('booked').getAttribute('aria-pressed')).toBe('true');
    // an owner from the team, shown before the server answers
    const owner = page.getByRole('combobox', { name: 'Assigned to' });
    const ownerSaving = await holdNextRequest(page, 'POST', `/${target.id}/owner`);
    await owner.click();
    await page.getByRole('option', { name: 'Sam Carter' }).click();
    await expect.poll(() => owner.inputValue()).toBe('Sam Carter');
    expect((await (await ownerSaving.release()).json()).outcome).toBe('applied');
    await expect.poll(() => owner.inputValue()).toBe('Sam Carter');

    // every step on, each with the instant it was set
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Progress' })
          .getByText(/^Since /)
          .count(),
      )
      .toBe(progressSteps.length);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'enquiry-detail');

    // the booked view lists it
    await page.getByRole('link', { name: '← Back to the enquiries' }).click();
    await page.waitForURL('**/enquiry-manager?view=unread');
    await page.getByRole('tab', { name: /^Booked/ }).click();
    await page.waitForURL('**/enquiry-manager?view=booked');
    const bookedRow = table().locator(`tr[data-enquiry-id="${target.id}"]`);
    await bookedRow.waitFor();
    await expect.poll(() => bookedRow.textContent()).toContain('Sam Carter');
    expect((await listOf(browser, 'booked')).enquiries.map((e) => e.id)).toContain(target.id);
  });

  it('shows the notes of the team and adds one', async () => {
    const { page } = browser;
    const withNotes = (await listOf(browser, 'hasNotes')).enquiries.find((e) => !e.locked)!;
    await page.goto(`/enquiry?id=${withNotes.id}`);
    await page.waitForURL(`**/enquiry-manager/${withNotes.id}`);
    const notes = page.getByRole('region', { name: `Notes (${withNotes.notesCount})` });
    await notes.waitFor();
    await expect.poll(() => notes.getByRole('listitem').count()).toBe(withNotes.notesCount);
    await notes.getByRole('textbox', { name: 'New note' }).fill('Sent them the winter brochure.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    const updated = page.getByRole('region', { name: `Notes (${withNotes.notesCount + 1})` });
    await updated.getByText('Sent them the winter brochure.').waitFor();
    await expect.poll(() => updated.getByText(/^Victoria Hale, /).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends an enquiry that does not exist back to the enquiry manager', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager/no-such-enquiry');
    await page.waitForURL((url) => url.pathname === '/enquiry-manager');
    await page.getByText('This enquiry could not be found. Here are your enquiries.').waitFor();
  });

  it('opens the CSV export in a new tab', async () => {
    const { page, context } = browser;
    await page.goto('/enquiry-manager');
    const opened = context.waitForEvent('page');
    const csv = context.waitForEvent('response', (r) => r.url().endsWith(`/api/enquiries/exportCSV/${supplierId}`));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const tab = await opened;
    const response = await csv;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(new URL(page.url()).pathname).toBe('/enquiry-manager');
    await tab.close();
  });
});

describe('the enquiry manager on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('lists the enquiries as cards that fit the screen', async () => {
    const { page } = browser;
    const expected = await listOf(browser, 'inprogress');
    await page.goto('/enquiry-manager');
    const cards = page.getByRole('list', { name: 'Enquiries' });
    await cards.waitFor();
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(expected.enquiries.length);
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'View' }).inputValue())
      .toBe(`In progress (${expected.numStatuses.inprogress})`);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'enquiry-manager-mobile');

    await cards.getByRole('link').first().click();
    await page.waitForURL(`**/enquiry-manager/${expected.enquiries[0]!.id}`);
    await page.getByRole('region', { name: 'Progress' }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'enquiry-detail-mobile');
  });
});

describe('the enquiry manager of a free pay-per-enquiry supplier', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('photographer'));
  });
  afterAll(() => browser.close());

  it('hides the couple of locked enquiries and names the tier of what is locked, in German', async () => {
    const { page, context } = browser;
    const list = (await (
      await context.request.get(`/api/inbox/weddings/${demoSuppliers.lichtblick.id}/0/inprogress/all`)
    ).json()) as EnquiryList;
    const locked = list.enquiries.filter((e) => e.locked);
    expect(locked.length).toBeGreaterThan(0);

    await page.goto('/enquiry-manager');
    const rows = page.getByRole('table', { name: 'Anfragen' }).locator('tbody tr');
    await rows.first().waitFor();
    for (const enquiry of locked) {
      const row = page.locator(`tr[data-enquiry-id="${enquiry.id}"]`);
      await expect.poll(() => row.getByRole('link').textContent()).toBe('Gesperrte Anfrage');
      await row
        .getByText('Schalten Sie sie frei, um die Namen, Kontaktdaten und die Nachricht des Paares zu sehen.')
        .waitFor();
    }
    // owner and source need lite: no columns, a locked owner filter naming the tier
    const headers = await page.getByRole('table', { name: 'Anfragen' }).getByRole('columnheader').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Paar', 'Hochzeit', 'Fortschritt']));
    expect(headers).not.toContain('Zuständig');
    expect(headers).not.toContain('Quelle');
    await expect.poll(() => page.getByRole('combobox', { name: 'Zuständig' }).isDisabled()).toBe(true);
    await page.getByText('Zuständige für Anfragen: verfügbar ab Lite').waitFor();
    await page.getByText('Eigene Tabellenspalten: verfügbar ab Lite').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'enquiry-manager-free');
  });

  it('names the couple’s venue search in a photographer’s words, in an enquiry and on the plans', async () => {
    const { page, context } = browser;
    const list = (await (
      await context.request.get(`/api/inbox/weddings/${demoSuppliers.lichtblick.id}/0/inprogress/all`)
    ).json()) as EnquiryList;
    const open = list.enquiries.find((e) => !e.locked);
    if (open) {
      await page.goto(`/enquiry-manager/${open.id}`);
      await page.getByText('Suchdetails der Paare: verfügbar ab Classic').first().waitFor();
      // the couple's counties are a lite feature: the lock names Lite
      await page.getByText('Bevorzugte Regionen: verfügbar ab Lite').waitFor();
      expect(await page.getByText('Location-Anfragen').count()).toBe(0);
    }
    await page.goto('/plans');
    // the plans say what it gives, in the photographer's words
    await page.getByText('Sehen, wo jedes Paar eine Location sucht').waitFor();
    expect(await page.getByText('Location-Anfragen').count()).toBe(0);
  });
});

describe('the enquiry manager by width, in a browser never used before', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 1280, height: 800 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('shows at least ten whole rows above the fold at 1280 x 800, each with its status pill', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager');
    const rows = page.getByRole('table', { name: 'Enquiries' }).locator('tbody tr');
    await rows.nth(9).waitFor();
    // whatever the shell shows above the list: count the rows wholly inside the window
    const whole = await rows.evaluateAll((trs) =>
      trs.filter((tr) => {
        const box = tr.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    );
    expect(whole.length).toBeGreaterThanOrEqual(10);
    // one line a row: no budget, owner or stage wraps (a second line would add a line height, 16 px or more; a pill or
    // badge may make a row a few pixels taller)
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => Math.round(tr.getBoundingClientRect().height)));
    expect(Math.max(...heights)).toBeLessThan(Math.min(...heights) + 12);
  });

  it('keeps progress and owner without sideways scrolling at 768 px, in French', async () => {
    const { page } = browser;
    const restore = await storeLocale(browser, 'fr-FR');
    try {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/enquiry-manager');
      await page.getByRole('heading', { level: 1, name: 'Demandes' }).waitFor();
      // a table of the columns that fit, or cards when not even couple, progress and owner fit beside the menu
      const table = page.getByRole('table', { name: 'Demandes' });
      const cards = page.getByRole('list', { name: 'Demandes' });
      await table.locator('tbody tr').or(cards.getByRole('listitem')).first().waitFor();
      await expectNoSidewaysScroll(page, 768);
      // no box scrolls sideways either
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('body *')].filter(
                (el) =>
                  el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
              ).length,
          ),
        )
        .toBe(0);
      const { enquiries } = await listOf(browser, 'inprogress');
      if ((await table.count()) > 0) {
        const headers = await table.getByRole('columnheader').allTextContents();
        expect(headers).toEqual(expect.arrayContaining(['Avancement', 'Responsable']));
      } else {
        // each card carries the stage and the owner
        const first = cards.getByRole('listitem').first();
        await first.getByText(enquiries[0]!.owner?.name ?? 'Sans responsable').waitFor();
        await expect.poll(() => first.locator('.mantine-Badge-root').count()).toBeGreaterThan(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'enquiry-manager-fr-768');
    } finally {
      await restore();
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows the inbox and an enquiry in German at 375 px', async () => {
    const { page } = browser;
    const restore = await storeLocale(browser, 'de-DE');
    try {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/enquiry-manager');
      const cards = page.getByRole('list', { name: 'Anfragen' });
      await cards.getByRole('listitem').first().waitFor();
      await expectNoSidewaysScroll(page, 375);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'enquiry-manager-de-375');
      await cards.getByRole('link').first().click();
      await page.getByRole('region', { name: 'Fortschritt' }).waitFor();
      await expectNoSidewaysScroll(page, 375);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'enquiry-detail-de-375');
    } finally {
      await restore();
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('the enquiry manager of a new supplier', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    const unique = randomUUID().slice(0, 8);
    await signUpViaApi(browser, { firstName: 'Nina', lastName: 'Neu' });
    await createSupplierViaApi(browser, { name: `Fresh Flowers ${unique}`, category: 'florist', unique });
  });
  afterAll(() => browser.close());

  it('says how couples find them, with the widget, the profile and photos, and has nothing to export', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager');
    const empty = page.getByRole('region', { name: 'No enquiries yet' });
    await empty.waitFor();
    for (const [name, href] of [
      ['Add the enquiry widget to your website', '/enquiry-widget'],
      ['See your public profile', '/preview'],
      ['Add photos', '/photos'],
    ])
      await expect.poll(() => empty.getByRole('link', { name }).getAttribute('href')).toBe(href);
    await expect.poll(() => page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'enquiry-manager-empty');
  });
});
