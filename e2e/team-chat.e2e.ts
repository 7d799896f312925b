import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, signInViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import type { WebSocketRoute } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { petalAndStem } = demoSuppliers;

describe('/team-chat: two members of a team chat in real time', () => {
  const unique = randomUUID().slice(0, 8);
  let owner: BrowserSession;
  let member: BrowserSession;
  const memberName = `Mira ${unique}`;

  beforeAll(async () => {
    owner = await openBrowser();
    await signInViaApi(owner, demoAccount('florist'));
    // a new editor of the florist (classic, so team chat is open) through the team's own invite calls
    member = await openBrowser();
    const email = `chat-${unique}@e2e.example`;
    await signUpViaApi(member, { email, firstName: 'Mira', lastName: unique, locale: 'de-DE' });
    const ownerId = ((await (await owner.context.request.get('/api/viewer')).json()) as { user: { id: string } }).user
      .id;
    const memberId = ((await (await member.context.request.get('/api/viewer')).json()) as { user: { id: string } }).user
      .id;
    const invite = await owner.context.request.post('/api/nonce/invite/create', {
      data: { supplierId: petalAndStem.id, userId: ownerId, email, role: 'editor' },
    });
    expect(invite.status(), await invite.text()).toBe(200);
    const { nonceId, nonceSecret } = (await invite.json()) as { nonceId: string; nonceSecret: string };
    const joined = await member.context.request.post('/api/nonce/invite/consume', {
      data: { nonceId, nonceSecret, userId: memberId },
    });
    expect(joined.status(), await joined.text()).toBe(200);
  });
  afterAll(async () => {
    await owner.close();
    await member.close();
  });

  it('delivers each one’s messages to the other at once, as text, with unread counts for the conversation not open', async () => {
    await owner.page.goto('/team-chat');
    await owner.page.getByRole('heading', { name: 'Team chat', level: 1 }).waitFor();
    await owner.page.getByText('Connected: new messages show at once.').waitFor();

    await inGermanOnPhone(member, async () => {
      const { page } = member;
      await page.goto('/team-chat');
      await page.getByRole('heading', { name: 'Team-Chat', level: 1 }).waitFor();
      await page.getByText('Verbunden: Neue Nachrichten erscheinen sofort.').waitFor();
      const messages = page.getByRole('list', { name: 'Nachrichten in Team-Kanal' });

      // markup in a message is shown as typed, never run
      const ownerComposer = owner.page.getByRole('textbox', { name: 'Your message' });
      await ownerComposer.fill('Flowers for the <b>Smith</b> wedding arrive at 8 <script>alert(1)</script>');
      await owner.page.getByRole('button', { name: 'Send' }).click();
      await messages.getByText('Flowers for the <b>Smith</b> wedding arrive at 8 <script>alert(1)</script>').waitFor();
      expect(await messages.locator('b, script').count()).toBe(0);
      await expect.poll(() => ownerComposer.inputValue()).toBe('');

      const composer = page.getByRole('textbox', { name: 'Ihre Nachricht' });
      await composer.fill('x'.repeat(2001));
      await page.getByRole('button', { name: 'Senden' }).click();
      await page.getByText('Eine Nachricht hat höchstens 2000 Zeichen.').waitFor();
      await composer.fill('Ich bin um halb acht da.');
      await composer.press('Enter');
      await owner.page
        .getByRole('list', { name: 'Messages in Team channel' })
        .getByText('Ich bin um halb acht da.')
        .waitFor();
      await messages.getByText('Ich bin um halb acht da.').waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'team-chat-de-phone');

      // a direct message while the other looks at the channel: counted as unread there and in the menu
      await page.getByRole('button', { name: 'Rosie Marsh' }).click();
      await page.getByRole('heading', { name: 'Rosie Marsh', level: 2 }).waitFor();
      await composer.fill('Soll ich die Pfingstrosen mitbringen?');
      await page.getByRole('button', { name: 'Senden' }).click();
      await expect.poll(() => composer.inputValue()).toBe('');
      const fromMember = owner.page.getByRole('button', { name: new RegExp(`^${memberName}\\s*1 unread message$`) });
      await fromMember.waitFor();
      const menuLink = owner.page
        .getByRole('navigation', { name: 'Portal menu' })
        .getByRole('link', { name: /^Team chat/ });
      await expect.poll(() => menuLink.textContent()).toBe('Team chat1');
      await screenshot(owner.page, 'team-chat-unread');
      await fromMember.click();
      await owner.page
        .getByRole('list', { name: `Messages in ${memberName}` })
        .getByText('Soll ich die Pfingstrosen mitbringen?')
        .waitFor();
      await expect.poll(() => menuLink.textContent()).toBe('Team chat');
      await ownerComposer.fill('Ja, bitte!');
      await owner.page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('list', { name: 'Nachrichten in Rosie Marsh' }).getByText('Ja, bitte!').waitFor();
    });

    expect(await axeViolations(owner.page)).toEqual([]);
    await screenshot(owner.page, 'team-chat');
  });

  it('shows a lost connection, connects again and catches up with what was sent meanwhile', async () => {
    const { page } = member;
    let down = false;
    let current: WebSocketRoute | undefined;
    // the chat socket through the browser's own route: passed on to the portal, or refused while "down"
    await page.routeWebSocket(/\/api\/chat\/socket/, (socket) => {
      if (down) return void socket.close({ code: 1011, reason: 'test: down' });
      current = socket;
      socket.connectToServer();
    });
    await page.goto('/team-chat');
    await page.getByText('Verbunden: Neue Nachrichten erscheinen sofort.').waitFor();
    const messages = page.getByRole('list', { name: 'Nachrichten in Team-Kanal' });
    await messages.getByText('Ich bin um halb acht da.').waitFor();

    down = true;
    await current!.close({ code: 1011, reason: 'test: lost' });
    await page
      .getByText(
        'Verbindung unterbrochen. Neue Verbindung wird hergestellt… Inzwischen gesendete Nachrichten erscheinen danach.',
      )
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Senden' }).isDisabled()).toBe(true);
    await screenshot(page, 'team-chat-reconnecting');
    await owner.page.getByRole('button', { name: 'Team channel' }).click();
    const ownerComposer = owner.page.getByRole('textbox', { name: 'Your message' });
    await ownerComposer.fill('Sent while you were away');
    await owner.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => ownerComposer.inputValue()).toBe('');

    down = false;
    await page.getByText('Verbunden: Neue Nachrichten erscheinen sofort.').waitFor();
    await messages.getByText('Sent while you were away').waitFor();
    await page.unrouteAll();
  });

  it('lets the team admin invite platform support into the channel, and end it', async () => {
    const { page } = owner;
    const invite = page.getByRole('switch', { name: 'Invite platform support into the team channel' });
    await invite.click();
    await expect.poll(() => invite.isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => invite.isChecked()).toBe(true);
    // the member sees that support is in
    await member.page.reload();
    await member.page.getByText('Der Plattform-Support ist in den Team-Kanal eingeladen.').waitFor();
    await invite.click();
    await expect.poll(() => invite.isChecked()).toBe(false);
  });
});
