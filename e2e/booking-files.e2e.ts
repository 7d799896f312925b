import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail, BookingsResponse } from '../src/domain/enquiries/couples-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { tinyPdf } from '../src/server/seed/demo-pricing.ts';
import { demoAccount, inGermanOnPhone, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

// the German photographer's couples: no other browser test changes them
const supplierId = demoSuppliers.lichtblick.id;

async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Datei teilen' }).click();
  await (await chooser).setFiles(file);
}

describe('a booked couple: files and the invite message', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('photographer'));
  });
  afterAll(() => browser.close());

  const bookingOf = async (weddingId: string) =>
    (
      (await (
        await browser.context.request.post('/api/inbox/booking', { data: { supplierId, weddingId } })
      ).json()) as { booking: BookingDetail }
    ).booking;

  it('shares a file with the couple, refuses a forbidden one, deletes it, and edits and sends the invite message, in German on a phone', async () => {
    const { page } = browser;
    const { bookings } = (await (
      await browser.context.request.get(`/api/inbox/bookings/${supplierId}`)
    ).json()) as BookingsResponse;
    const couple = bookings[0]!;
    const before = await bookingOf(couple.weddingId);
    expect(before.email).not.toBeNull();

    await inGermanOnPhone(browser, async () => {
      await page.goto(`/couples/${couple.weddingId}`);
      await page.getByRole('heading', { level: 1, name: couple.coupleName }).waitFor();
      const files = page.getByRole('region', { name: 'Dateien' });
      const yours = files.getByRole('region', { name: 'Von Ihnen geteilt' });
      await yours.getByText('Noch keine Dateien.').waitFor();

      // a type the portal does not take: the browser says so before sending
      await choose(page, { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await files
        .getByRole('alert')
        .getByText('Diese Art von Datei kann nicht geteilt werden.', { exact: false })
        .waitFor();
      // a "PDF" that is not one: the server refuses it by its bytes
      await choose(page, {
        name: 'vertrag.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<html><script>alert(1)</script></html>'),
      });
      await files
        .getByRole('alert')
        .getByText('Diese Art von Datei kann nicht geteilt werden.', { exact: false })
        .waitFor();
      expect((await bookingOf(couple.weddingId)).files).toEqual([]);

      await choose(page, {
        name: 'Ablaufplan Hochzeit.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf('Ablaufplan'),
      });
      await page.getByText('Ablaufplan Hochzeit.pdf ist mit dem Paar geteilt.').waitFor();
      await expect.poll(() => files.getByRole('alert').count()).toBe(0);
      const link = yours.getByRole('link', { name: 'Ablaufplan Hochzeit.pdf' });
      await link.waitFor();
      const served = await browser.context.request.get((await link.getAttribute('href'))!);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-disposition']).toBe('attachment; filename="ablaufplan-hochzeit.pdf"');
      expect(served.headers()['x-content-type-options']).toBe('nosniff');
      expect((await bookingOf(couple.weddingId)).files.map((f) => [f.name, f.owner])).toEqual([
        ['Ablaufplan Hochzeit.pdf', 'supplier'],
      ]);
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await files.scrollIntoViewIfNeeded();
      await screenshot(page, 'booking-files-de-phone');

      await yours.getByRole('button', { name: 'Ablaufplan Hochzeit.pdf löschen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Endgültig löschen?' });
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await page.getByText('Ablaufplan Hochzeit.pdf ist gelöscht.').waitFor();
      await yours.getByText('Noch keine Dateien.').waitFor();
      expect((await bookingOf(couple.weddingId)).files).toEqual([]);

      // the invite message: the standard text of the couple's language until the photographer writes its own
      const invite = page.getByRole('region', { name: 'Einladungsnachricht' });
      const message = invite.getByLabel('Ihre Einladungsnachricht');
      await expect.poll(() => message.inputValue()).toBe(before.inviteMessage);
      await invite.getByText('Das ist die Standardnachricht.', { exact: false }).waitFor();
      const own = `Hallo ${couple.partnerName1}, wir freuen uns auf Ihre Hochzeit! Lassen Sie uns gemeinsam planen.`;
      await message.fill(own);
      await invite.getByRole('button', { name: 'Nachricht speichern' }).click();
      await page.getByText('Ihre Einladungsnachricht ist gespeichert.').waitFor();
      await invite.getByRole('button', { name: 'Standardnachricht verwenden' }).waitFor();
      expect((await bookingOf(couple.weddingId)).inviteMessage).toBe(own);

      await page.reload();
      await expect
        .poll(() =>
          page.getByRole('region', { name: 'Einladungsnachricht' }).getByLabel('Ihre Einladungsnachricht').inputValue(),
        )
        .toBe(own);
      await invite.getByRole('button', { name: 'Einladung senden' }).click();
      await page.getByText('Die Einladung ist an das Paar unterwegs.').waitFor();
      await invite
        .getByRole('status')
        .getByText(/^Einladung gesendet am /)
        .waitFor();
      const sent = await bookingOf(couple.weddingId);
      expect(sent).toMatchObject({ collaborating: true, inviteMessage: own, inviteMessageCustom: true });
      expect(sent.inviteSentAt).not.toBeNull();
      await expect
        .poll(() => page.getByRole('switch', { name: 'Mit diesem Paar zusammenarbeiten' }).isChecked())
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await invite.scrollIntoViewIfNeeded();
      await screenshot(page, 'booking-invite-de-phone');

      // a second invite the same day is refused, and said so
      await invite.getByRole('button', { name: 'Einladung senden' }).click();
      await page.getByText('Sie haben die Einladung vor weniger als einem Tag gesendet.', { exact: false }).waitFor();

      // back to the standard text
      await invite.getByRole('button', { name: 'Standardnachricht verwenden' }).click();
      await expect.poll(() => message.inputValue()).toBe(before.inviteMessage);
      expect((await bookingOf(couple.weddingId)).inviteMessageCustom).toBe(false);
    });
  });
});
