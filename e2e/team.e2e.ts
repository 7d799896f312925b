import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('the team: invite a collaborator, who joins and works with the role given', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Studio Lumière ${unique}`;
  const inviteeEmail = `colleague-${unique}@e2e.example`;
  let owner: BrowserSession;
  let invitee: BrowserSession;

  beforeAll(async () => {
    owner = await openBrowser();
    await signUpViaApi(owner, { email: `owner-${unique}@e2e.example`, firstName: 'Olivia', lastName: 'Owner' });
    // a business of its own (its owner is its admin), so the team it grows is this file's alone
    await createSupplierViaApi(owner, { name: business, category: 'photo', unique });
    invitee = await openBrowser();
  });
  afterAll(async () => {
    await owner.close();
    await invitee.close();
  });

  it('an admin invites an address as editor from the team screen, named in the user menu', async () => {
    const { page } = owner;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Members' }).getByText('Olivia Owner (you)').waitFor();

    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Enter a valid e-mail address').waitFor();

    await page.getByLabel('E-mail address').fill(inviteeEmail);
    await page.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: /^Editor/ }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${inviteeEmail}.`).waitFor();
    const invites = page.getByRole('region', { name: 'Invitations' });
    await invites.getByText(`${inviteeEmail} · Editor`).waitFor();
    await screenshot(page, 'team');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the invitee opens the mailed link in another browser, makes an account and sees the business', async () => {
    const mails = await (
      await owner.context.request.get(`/api/dev/mail?to=${encodeURIComponent(inviteeEmail)}`)
    ).json();
    const link = /http\S+\/signup-invite\?\S+/.exec(mails.mails[0].text)![0];
    const { page } = invitee;
    await page.goto(link);
    await page.getByRole('heading', { name: `Join ${business}` }).waitFor();
    await page.getByText(`Olivia Owner invited you to work on ${business} as Editor.`).waitFor();
    await expect.poll(() => page.getByLabel('E-mail address').inputValue()).toBe(inviteeEmail);
    await screenshot(page, 'signup-invite');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Password' }).fill('a fine password');
    // the used-up invite is not asked for again after it is accepted (it could only answer 404)
    const failed: string[] = [];
    const noteFailure = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', noteFailure);
    await page.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(/\/(dashboard|enquiry-manager)$/);
    await page.getByRole('banner').getByText(business).waitFor();
    page.off('response', noteFailure);
    expect(failed).toEqual([]);

    await page.goto('/supplier');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Only editors and admins of this business can change it.').count()).toBe(0);
  });

  it('the admin makes them a viewer: their listing editor turns read-only', async () => {
    const { page } = owner;
    await page.reload();
    const members = page.getByRole('region', { name: 'Members' });
    await members.getByText(inviteeEmail).waitFor();
    // an account made on the invite page has no name yet: the address stands for it
    await members.getByRole('combobox', { name: `Role of ${inviteeEmail}` }).click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await page.getByText(/is now Viewer\.$/).waitFor();

    await invitee.page.reload();
    await invitee.page
      .getByText('You can view this listing. Only editors and admins of this business can change it.')
      .waitFor();
    await screenshot(invitee.page, 'listing-read-only');
  });

  it('a viewer sees the team but cannot invite or change roles', async () => {
    const { page } = invitee;
    await page.goto('/settings/team');
    await page.getByText(`Only an admin of ${business} can invite people or change roles.`).waitFor();
    await page.getByRole('region', { name: 'Members' }).getByText('Olivia Owner').waitFor();
    expect(await page.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
