import { request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEntries, calendarFeedSince } from '../src/domain/calendar-feed.ts';
import type { BookingsResponse } from '../src/domain/enquiries/couples-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

// the German photographer (its admin): replied enquiries and booked couples from the demo data
const supplierId = demoSuppliers.lichtblick.id;

describe('response time and the calendar feed (issue 15), in German on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('photographer'));
  });
  afterAll(async () => {
    // the feed address is this test's own: leave the demo supplier without one
    await browser.context.request.delete(`/api/supplier/${supplierId}/calendar-feed`);
    await browser.close();
  });

  /** The feed as a calendar app reads it: the address alone, without the portal's session. */
  const readFeed = async (url: string) => {
    const app = await request.newContext();
    try {
      const res = await app.get(url);
      return { status: res.status(), type: res.headers()['content-type'], text: await res.text() };
    } finally {
      await app.dispose();
    }
  };

  it('shows the first-reply figures on the dashboard and in the inbox', async () => {
    const { page } = browser;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/dashboard');
      const figures = page.getByRole('region', { name: 'Kennzahlen' });
      await figures.getByText('Typische erste Antwort').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'response-time-dashboard-de-mobile');

      await page.goto('/enquiry-manager');
      await page.getByRole('heading', { level: 1, name: 'Anfragen' }).waitFor();
      await page
        .getByText(/^Erste Antwort: typisch .+, bei 9 von 10 höchstens .+ \(\d+ Antworten? in 90 Tagen\)$/)
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'response-time-inbox-de-mobile');
    });
  });

  it('gets the private feed address, whose feed lists the booked weddings, and revokes it', async () => {
    const { page } = browser;
    const { bookings } = (await (
      await browser.context.request.get(`/api/inbox/bookings/${supplierId}`)
    ).json()) as BookingsResponse;
    const weddings = calendarEntries(
      {
        weddings: bookings.map((b) => ({
          bookingId: b.id,
          weddingId: b.weddingId,
          datePicker: b.weddingDatePicker,
          couple: b.coupleName,
        })),
        holds: [],
        fairs: [],
      },
      calendarFeedSince(new Date()),
      'x',
    );
    expect(weddings.length).toBeGreaterThan(0);

    await inGermanOnPhone(browser, async () => {
      await page.goto('/couples');
      const card = page.getByRole('region', { name: 'Kalender-Abo' });
      await card.getByRole('button', { name: 'Abo-Adresse erstellen' }).click();
      const address = card.getByTestId('calendar-feed-url');
      await address.waitFor();
      const url = (await address.textContent())!;
      expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
      await card.getByRole('button', { name: 'Adresse kopieren' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'calendar-feed-de-mobile');

      const feed = await readFeed(url);
      expect(feed.status).toBe(200);
      expect(feed.type).toBe('text/calendar; charset=utf-8');
      expect(feed.text).toContain('X-WR-CALNAME:Lichtblick');
      for (const wedding of weddings)
        expect(feed.text).toContain(`DTSTART;VALUE=DATE:${wedding.day.replaceAll('-', '')}`);
      expect(feed.text).toContain(`SUMMARY:Hochzeit: ${weddings[0]!.name}`);

      await card.getByRole('button', { name: 'Widerrufen' }).click();
      await page
        .getByRole('dialog', { name: 'Adresse widerrufen?' })
        .getByRole('button', { name: 'Widerrufen' })
        .click();
      await card.getByRole('button', { name: 'Abo-Adresse erstellen' }).waitFor();
      expect((await readFeed(url)).status).toBe(404);
    });
  });
});
