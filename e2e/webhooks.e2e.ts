import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../src/server/test/webhook-receiver.ts';
import { createSupplierViaApi, inGermanOnPhone, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

describe('webhooks', () => {
  let browser: BrowserSession;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    browser = await openBrowser();
    receiver = await startWebhookReceiver();
    // a business of its own, so no other test's enquiries reach this receiver
    await signUpViaApi(browser, { firstName: 'Mia', lastName: 'Wolf' });
    const unique = randomUUID().slice(0, 8);
    await createSupplierViaApi(browser, { name: `Blumenwerk ${unique}`, category: 'florist', unique });
  });
  afterAll(async () => {
    await browser.close();
    await receiver.close();
  });

  it('registers an endpoint, shows its secret once, sends a signed test event and logs the answer, in German on a phone', async () => {
    const { page } = browser;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/settings/webhooks');
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
      await page.getByText('Noch keine Endpunkte.').waitFor();

      const form = page.getByRole('region', { name: 'Endpunkt hinzufügen' });
      const url = form.getByLabel('Endpunkt-URL');
      // an address without its scheme: the server says what is wrong, nothing is added
      await url.fill('crm.example/hooks');
      await form.getByRole('button', { name: 'Endpunkt hinzufügen' }).click();
      await form.getByText('Geben Sie eine vollständige Adresse ein, beginnend mit https://').waitFor();
      await page.getByText('Noch keine Endpunkte.').waitFor();

      await url.fill(receiver.url('/crm'));
      await form.getByLabel('Beschreibung').fill('Mein CRM');
      await form.getByRole('checkbox', { name: 'Neue Bewertung (review.created)' }).uncheck();
      await form.getByRole('button', { name: 'Endpunkt hinzufügen' }).click();
      const secretAlert = page.getByRole('alert').filter({ hasText: 'Signaturgeheimnis' });
      await secretAlert.waitFor();
      const secret = (await secretAlert.getByTestId('webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);

      const endpoint = page.getByRole('article', { name: receiver.url('/crm') });
      await endpoint.getByText('Neue Anfrage · Anfrage geändert · Neue Buchung').waitFor();
      await endpoint.getByText('Noch nichts gesendet.').waitFor();
      await endpoint.getByRole('button', { name: 'Testereignis senden' }).click();
      const log = endpoint.getByTestId('webhook-log');
      const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
      await row.filter({ hasText: 'Zugestellt' }).waitFor();
      expect(await row.getByRole('cell').nth(2).textContent()).toBe('204');

      // the receiver got one request, signed with the secret the page showed
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      const payload = new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>);
      expect(payload).toMatchObject({ type: 'webhook.test', version: 1 });

      await expectNoSidewaysScroll(page);
      await screenshot(page, 'webhooks-de-phone');
      expect(await axeViolations(page)).toEqual([]);

      // a new secret; the old one keeps signing for a day
      await endpoint.getByRole('button', { name: 'Geheimnis erneuern' }).click();
      await expect.poll(async () => secretAlert.getByTestId('webhook-secret').textContent()).not.toBe(secret);
      await endpoint.getByText('Das vorige Geheimnis signiert noch bis', { exact: false }).waitFor();

      await endpoint.getByRole('button', { name: 'Löschen' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
      await page.getByText('Noch keine Endpunkte.').waitFor();
    });
  });
});
