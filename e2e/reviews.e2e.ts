import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail, BookingsResponse } from '../src/domain/enquiries/couples-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const lichtblick = demoSuppliers.lichtblick;
/**
 * The server refuses a review form sent sooner than this after serving it (widget/form-token.ts minFillMs, with a
 * margin).
 */
const fillTimeMs = 3_300;

describe('reviews: a booked couple reviews through their link in German, the supplier replies, both on the profile', () => {
  let supplier: BrowserSession;
  let couple: BrowserSession;
  beforeAll(async () => {
    supplier = await openBrowser();
    await signInViaApi(supplier, demoAccount('photographer'));
    // the couple reads its e-mail on a phone, signed in nowhere
    couple = await openBrowser({ width: 375, height: 800 });
  });
  afterAll(async () => {
    await supplier.close();
    await couple.close();
  });

  /** A booked couple of the demo photographer with an e-mail address. */
  async function bookedCouple(): Promise<BookingDetail> {
    const { request } = supplier.context;
    const { bookings } = (await (await request.get(`/api/inbox/bookings/${lichtblick.id}`)).json()) as BookingsResponse;
    for (const booking of bookings) {
      const detail = (
        (await (
          await request.post('/api/inbox/booking', {
            data: { supplierId: lichtblick.id, weddingId: booking.weddingId },
          })
        ).json()) as { booking: BookingDetail }
      ).booking;
      if (detail.email) return detail;
    }
    throw new Error('the demo photographer has no booked couple with an e-mail address');
  }

  it('asks from the couple page, the couple writes it, the supplier answers, couples read both', async () => {
    const booking = await bookedCouple();
    const { page } = supplier;
    await page.goto(`/couples/${booking.weddingId}`);
    const card = page.getByRole('region', { name: 'Bewertung' });
    await card.getByRole('button', { name: 'Um eine Bewertung bitten' }).click();
    await card.getByText('Bitte um Bewertung gesendet am', { exact: false }).waitFor();

    const { mails } = (await (
      await page.request.get(`/api/dev/mail?to=${encodeURIComponent(booking.email!)}`)
    ).json()) as { mails: { subject: string; text: string }[] };
    const mail = mails.find((m) => m.subject.includes(lichtblick.name));
    const link = mail?.text.match(/https?:\/\/\S+\/reviews\/\S+/)?.[0];
    expect(link, JSON.stringify(mails)).toBeDefined();

    const form = couple.page;
    await form.goto(new URL(link!).pathname);
    const servedAt = Date.now();
    await form.getByRole('heading', { name: `${lichtblick.name} bewerten`, level: 1 }).waitFor();
    expect(await form.getByLabel('Ihre Namen').inputValue()).toBe(booking.coupleName);
    await form.getByRole('button', { name: 'Bewertung veröffentlichen' }).click();
    await form.getByRole('alert').getByText('Wählen Sie Ihre Bewertung von 1 bis 5 Sternen.').waitFor();
    expect(await axeViolations(form)).toEqual([]);

    const servedAgain = Date.now();
    // the radio buttons hide behind their stars: a person clicks the fifth star
    await form.getByTitle('5 Sterne').click();
    expect(await form.getByLabel('5 Sterne').isChecked()).toBe(true);
    await form.getByLabel('Titel').fill('Unvergessliche Bilder');
    await form
      .getByLabel('Ihr Erfahrungsbericht')
      .fill('Jonas war den ganzen Tag da und hat jeden Moment eingefangen.');
    await form.getByLabel('Hochzeitsdatum (optional)').fill('2025-08-16');
    await expectNoSidewaysScroll(form);
    await screenshot(form, 'review-page-de-phone');
    // the form must be older than a robot's: wait for that state of the server's clock, not a fixed time
    await expect
      .poll(() => Date.now() - Math.max(servedAt, servedAgain), { timeout: 10_000, interval: 100 })
      .toBeGreaterThan(fillTimeMs);
    await form.getByRole('button', { name: 'Bewertung veröffentlichen' }).click();
    await form.getByRole('heading', { name: 'Vielen Dank für Ihre Bewertung' }).waitFor();
    await screenshot(form, 'review-page-de-thanks');

    await page.goto('/reviews');
    await page.getByRole('heading', { name: 'Bewertungen', level: 1 }).waitFor();
    const item = page
      .getByRole('list', { name: 'Bewertungen' })
      .getByRole('listitem')
      .filter({ hasText: 'Unvergessliche Bilder' });
    await item.getByText('Bestätigte Buchung').waitFor();
    await item.getByRole('img', { name: '5 von 5 Sternen' }).waitFor();
    await item.getByRole('button', { name: 'Antworten: „Unvergessliche Bilder“' }).click();
    await item.getByLabel(`Antwort an ${booking.coupleName}`).fill('Danke, es war uns eine Freude!');
    await item.getByRole('button', { name: 'Antwort veröffentlichen' }).click();
    await page.getByText('Antwort veröffentlicht').waitFor();
    await item.getByText('Danke, es war uns eine Freude!').waitFor();
    await item.getByRole('button', { name: 'Antwort bearbeiten: „Unvergessliche Bilder“' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'reviews');
    await page.setViewportSize({ width: 375, height: 800 });
    await item.getByText('Danke, es war uns eine Freude!').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'reviews-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // the booked couple is not asked twice
    await page.goto(`/couples/${booking.weddingId}`);
    await page.getByRole('region', { name: 'Bewertung' }).getByText('Dieses Paar hat Sie bewertet.').waitFor();

    const profile = (await (await page.request.get(`/api/supplier/${lichtblick.id}/profile-link`)).json()) as {
      url: string;
    };
    await form.goto(new URL(profile.url).pathname);
    const section = form.getByRole('region', { name: 'Bewertungen von Paaren' });
    const review = section.getByRole('listitem').filter({ hasText: 'Unvergessliche Bilder' });
    await review.getByText('Jonas war den ganzen Tag da und hat jeden Moment eingefangen.').waitFor();
    await review.getByText(`Antwort von ${lichtblick.name}`).waitFor();
    await review.getByText('Danke, es war uns eine Freude!').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(form, 'reviews-public-profile');
  });
});
