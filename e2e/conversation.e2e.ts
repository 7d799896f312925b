import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryList, EnquiryListItem } from '../src/domain/enquiries/inbox.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';
import { workerPortal } from './portal.ts';

// the German photographer's open enquiries (booking-files.e2e.ts works on its booked couples)
const supplierId = demoSuppliers.lichtblick.id;

describe('the conversation inside an enquiry', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('photographer'));
  });
  afterAll(() => browser.close());

  /** An open, unlocked enquiry with the couple's e-mail address, newest of the view. */
  async function enquiryToAnswer(): Promise<EnquiryListItem & { email: string }> {
    const list = (await (
      await browser.context.request.get(`/api/inbox/weddings/${supplierId}/0/inprogress/all`)
    ).json()) as EnquiryList;
    const found = list.enquiries.find((e) => e.email && !e.locked && !e.progress.includes('replied'));
    expect(found, 'an unanswered enquiry with an e-mail address').toBeDefined();
    return found as EnquiryListItem & { email: string };
  }

  it("replies from the enquiry with a template in German on a phone, then shows the couple's answer when it arrives by mail", async () => {
    const { page } = browser;
    const enquiry = await enquiryToAnswer();
    // the conversation is asked for once, then only when the live inbox names the enquiry: never on a clock
    const messagesPath = `/api/inbox/wedding/${supplierId}/${enquiry.id}/messages`;
    let conversationAsks = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === messagesPath) conversationAsks += 1;
    });
    const frames: Record<string, unknown>[] = [];
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/live/socket')) return;
      socket.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)) as Record<string, unknown>));
    });

    await inGermanOnPhone(browser, async () => {
      await page.goto(`/enquiry-manager/${enquiry.id}`);
      const conversation = page.getByRole('region', { name: 'Unterhaltung' });
      await conversation.getByText('Noch keine Nachrichten.', { exact: false }).waitFor();

      // a template: an unknown placeholder is refused on its field, then it is kept
      await conversation.getByRole('button', { name: 'Vorlagen' }).click();
      const templates = page.getByRole('dialog', { name: 'Antwortvorlagen' });
      await templates.getByLabel('Name der Vorlage').fill('Termin frei');
      await templates.getByLabel('Text auf Deutsch').fill('Hallo {paar}');
      await templates.getByRole('button', { name: 'Vorlage hinzufügen' }).click();
      await templates.getByText('Verwenden Sie nur die Platzhalter', { exact: false }).waitFor();
      await templates
        .getByLabel('Text auf Deutsch')
        .fill('Hallo {coupleNames}, wir haben {weddingDate} noch frei. Wann dürfen wir Sie anrufen? {supplierName}');
      await templates.getByRole('button', { name: 'Vorlage hinzufügen' }).click();
      await page.getByText('Die Vorlage ist gespeichert.').waitFor();
      await templates.getByRole('button', { name: 'Termin frei löschen' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // the automatic acknowledgement says what it waits for, is switched on with a template, and goes off with it
      const acknowledge = templates.getByRole('switch', { name: 'Neue Anfragen automatisch bestätigen' });
      await templates.getByText('Wählen Sie zuerst die Vorlage, die gesendet werden soll.').waitFor();
      expect(await acknowledge.isDisabled()).toBe(true);
      await templates.getByLabel('Name der Vorlage').fill('Danke');
      await templates.getByLabel('Text auf Deutsch').fill('Danke für Ihre Anfrage, {coupleNames}! {supplierName}');
      await templates.getByRole('button', { name: 'Vorlage hinzufügen' }).click();
      await templates.getByRole('button', { name: 'Danke löschen' }).waitFor();
      await templates.getByRole('combobox', { name: 'Zu sendende Vorlage' }).click();
      await page.getByRole('option', { name: 'Danke' }).click();
      await acknowledge.click();
      await expect.poll(() => acknowledge.isChecked()).toBe(true);
      await templates.getByText('Die automatische Eingangsbestätigung ist gespeichert.').waitFor();
      await screenshot(page, 'reply-templates-de-phone');
      await templates.getByRole('button', { name: 'Danke löschen' }).click();
      await templates.getByRole('button', { name: 'Danke löschen' }).waitFor({ state: 'detached' });
      await expect.poll(() => acknowledge.isChecked()).toBe(false);
      await templates.getByText('Wählen Sie zuerst die Vorlage, die gesendet werden soll.').waitFor();
      await page.keyboard.press('Escape');
      await templates.waitFor({ state: 'hidden' });

      // picked, it is filled in for this couple
      await conversation.getByRole('combobox', { name: 'Vorlage einfügen' }).click();
      await page.getByRole('option', { name: 'Termin frei' }).click();
      const composer = conversation.getByLabel('Ihre Antwort');
      await expect
        .poll(() => composer.inputValue())
        .toMatch(
          new RegExp(
            `^Hallo ${enquiry.partnerName1}.*, wir haben (am|im|an) .+ noch frei\\. Wann dürfen wir Sie anrufen\\? ${demoSuppliers.lichtblick.name}$`,
          ),
        );
      const reply = await composer.inputValue();
      expect(reply).not.toContain('{');
      await conversation.getByRole('button', { name: 'Antwort senden' }).click();
      await page.getByText('Ihre Antwort ist an das Paar unterwegs.').waitFor();
      const messages = conversation.getByRole('list', { name: 'Nachrichten' });
      await messages.getByText(reply).waitFor();
      await expect.poll(() => conversation.getByLabel('Ihre Antwort').inputValue()).toBe('');
      // the "Replied" progress is set by sending
      await expect.poll(() => page.locator('[data-step="replied"]').getAttribute('aria-pressed')).toBe('true');

      // the mail went out with the enquiry's reply address; the couple answers it with the quote below
      const mails = (await (
        await browser.context.request.get(`/api/dev/mail?to=${encodeURIComponent(enquiry.email)}`)
      ).json()) as { mails: { replyTo: string | null; text: string }[] };
      const sent = mails.mails.find((m) => m.text === reply);
      expect(sent?.replyTo).toMatch(/^reply\+[0-9a-f]{56}@/);
      const smtp = nodemailer.createTransport({
        host: '127.0.0.1',
        port: workerPortal().inboundSmtpPort,
        secure: false,
        ignoreTLS: true,
      });
      await smtp.sendMail({
        from: enquiry.email,
        to: sent!.replyTo!,
        subject: 'Re: Ihre Anfrage',
        text: `Sehr gerne, morgen ab 18 Uhr!\n\nAm Do., 26. Nov. 2026 um 10:00 schrieb Lichtblick <${sent!.replyTo!}>:\n> ${reply}\n`,
      });

      await messages.getByText('Sehr gerne, morgen ab 18 Uhr!').waitFor();
      // it came live: each ask for the conversation after the first followed a frame naming the enquiry, and frames
      // carry ids and kinds only
      const aboutEnquiry = frames.filter((frame) => frame.type === 'enquiry' && frame.enquiryId === enquiry.id);
      expect(aboutEnquiry.length).toBeGreaterThan(0);
      expect(conversationAsks).toBeLessThanOrEqual(1 + aboutEnquiry.length);
      for (const frame of frames) expect(Object.keys(frame).filter((key) => key !== 'enquiryId')).toEqual(['type']);
      expect(await messages.getByText('> Hallo', { exact: false }).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await conversation.scrollIntoViewIfNeeded();
      await screenshot(page, 'enquiry-conversation-de-phone');
    });
  });
});
