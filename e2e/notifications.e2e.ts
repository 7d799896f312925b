import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupplierViaApi,
  demoAccount,
  inGermanOnPhone,
  setTierAsAdmin,
  signInViaApi,
  signUpViaApi,
} from './accounts.ts';
import { axeViolations } from './axe.ts';
import { expectNoSidewaysScroll, openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('notifications: each person chooses how they hear of alerts; team admins see who gets what', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Blüte ${unique}`;
  const other = `Second Studio ${unique}`;
  let owner: BrowserSession;
  let member: BrowserSession;
  let businessId: string;
  let memberId: string;

  beforeAll(async () => {
    owner = await openBrowser();
    await signUpViaApi(owner, { email: `owner-${unique}@e2e.example`, firstName: 'Olivia', lastName: 'Owner' });
    businessId = await createSupplierViaApi(owner, { name: business, category: 'florist', unique });
    // a member of the owner's business through the team's own invite calls
    member = await openBrowser();
    const email = `member-${unique}@e2e.example`;
    await signUpViaApi(member, { email, firstName: 'Mira', lastName: unique, locale: 'de-DE' });
    const idOf = async (session: BrowserSession) =>
      ((await (await session.context.request.get('/api/viewer')).json()) as { user: { id: string } }).user.id;
    const invite = await owner.context.request.post('/api/nonce/invite/create', {
      data: { supplierId: businessId, userId: await idOf(owner), email, role: 'editor' },
    });
    expect(invite.status(), await invite.text()).toBe(200);
    const { nonceId, nonceSecret } = (await invite.json()) as { nonceId: string; nonceSecret: string };
    memberId = await idOf(member);
    const joined = await member.context.request.post('/api/nonce/invite/consume', {
      data: { nonceId, nonceSecret, userId: memberId },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    // team chat (a direct message's link) needs lite
    const admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
    await setTierAsAdmin(admin, businessId, 'lite');
    await admin.close();
  });
  afterAll(async () => {
    await owner.close();
    await member.close();
  });

  it('saves a channel in German on a phone, keeps it after a reload, and saves the browser’s zone once', async () => {
    await inGermanOnPhone(member, async () => {
      const { page } = member;
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Benachrichtigungen' });
      const review = section.getByRole('combobox', { name: 'Neue Bewertung' });
      await review.waitFor();
      expect(await review.inputValue()).toBe('email');
      // the digest's zone: the browser's, saved without a word on the first visit
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await section.getByText(`Tägliche Zusammenfassung um 8:00 Uhr (${zone})`).waitFor();
      await expect
        .poll(
          async () =>
            ((await (await member.context.request.get('/api/notifications')).json()) as { timeZoneSaved: boolean })
              .timeZoneSaved,
        )
        .toBe(true);

      await review.selectOption('digest');
      await page.getByText('Neue Bewertung: Tägliche Zusammenfassung. Gespeichert.').waitFor();
      // without a device, push comes by e-mail, and each push row says so
      await section
        .getByText('Push kommt per E-Mail, bis Sie Push auf einem Ihrer Geräte einschalten.', { exact: false })
        .waitFor();
      await page
        .getByRole('region', { name: 'Push-Benachrichtigungen' })
        .getByText('Noch keines Ihrer Geräte erhält Push.', { exact: false })
        .waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'notifications-de-phone');

      await page.reload();
      await review.waitFor();
      expect(await review.inputValue()).toBe('digest');
      expect(await section.getByRole('combobox', { name: 'Neue Anfrage' }).inputValue()).toBe('push');
    });
  });

  it('shows the team admin who of the team gets what', async () => {
    const { page } = owner;
    await page.goto('/settings/team');
    const table = page.getByRole('region', { name: 'Who gets what' });
    const memberRow = table.getByRole('row', { name: new RegExp(`Mira ${unique}`) });
    await memberRow.waitFor();
    await table.getByRole('row', { name: /Olivia Owner/ }).waitFor();
    // the member's choice from the test before, and push by e-mail while they have no device
    await expect.poll(() => memberRow.getByRole('cell').nth(3).textContent()).toBe('Daily digest');
    await expect
      .poll(() => memberRow.getByRole('cell').nth(0).textContent())
      .toBe('Push notificationby e-mail (no device)');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-team');
  });

  it('opens an alert’s link in the business it names, switching to it and keeping the screen', async () => {
    const { page } = owner;
    // a second business of the owner's becomes the active one
    const otherId = await createSupplierViaApi(owner, { name: other, category: 'photo', unique: `${unique}-2` });
    await page.goto(`/settings?supplier=${encodeURIComponent(businessId)}`);
    await page.getByText(`You are now working on ${business}.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '');
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
    const viewer = (await (await owner.context.request.get('/api/viewer')).json()) as {
      activeSupplier: { id: string };
    };
    expect(viewer.activeSupplier.id).toBe(businessId);

    // a direct message's link, while the other business is the active one: that business, that conversation
    const back = await owner.context.request.post('/api/viewer/active-supplier', { data: { supplierId: otherId } });
    expect(back.status(), await back.text()).toBe(200);
    await page.goto(`/team-chat?supplier=${encodeURIComponent(businessId)}&conversation=dm:${memberId}`);
    await page.getByRole('heading', { name: `Mira ${unique}`, level: 2 }).waitFor();
    await page.waitForURL((url) => url.pathname === '/team-chat' && url.search === '');
    await page.getByRole('banner').getByText(business).waitFor();

    // a business the user does not act for: the parameter is dropped, nothing switches
    await page.goto('/settings?supplier=not-theirs');
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '');
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
  });
});
