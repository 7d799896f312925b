import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoList } from '../src/domain/photos/photos-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const supplierId = demoSuppliers.oldBarn.id;
const photosUrl = `/api/supplier/${supplierId}/photos`;

const image = async (name: string, width: number, height: number, background: string) => ({
  name,
  mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  buffer: await (
    name.endsWith('.png')
      ? sharp({ create: { width, height, channels: 3, background } }).png()
      : sharp({ create: { width, height, channels: 3, background } }).jpeg()
  ).toBuffer(),
});

describe('the photo gallery of the demo venue', () => {
  let browser: BrowserSession;
  // the photos this test added, removed again at the end (other browser tests share the server)
  const added: string[] = [];
  const gallery = async () => ((await (await browser.context.request.get(photosUrl)).json()) as PhotoList).photos;

  beforeAll(async () => {
    browser = await openBrowser({ width: 1280, height: 900 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(async () => {
    if (added.length > 0) await browser.context.request.post(`${photosUrl}/delete`, { data: { ids: added } });
    await browser.close();
  });

  it('uploads two photos, shows their thumbnails and the count, saves a dragged order and deletes one', async () => {
    const { page } = browser;
    const before = await gallery();
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Portal menu' });
    await menu.getByRole('link', { name: /^Photos/ }).click();
    await page.waitForURL('**/photos');
    await page.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
    const tiles = page.getByRole('list', { name: 'Your gallery' }).getByRole('listitem');
    if (before.length > 0) await tiles.nth(before.length - 1).waitFor();
    await expect.poll(() => tiles.count()).toBe(before.length);

    // the drop zone's file input, as the "Choose photos" button opens it
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        await image('meadow.jpg', 1200, 800, '#6a994e'),
        await image('portrait.png', 600, 900, '#bc4749'),
      ]);
    await page.getByText('2 photos uploaded').waitFor();
    await tiles.nth(before.length + 1).waitFor();
    const afterUpload = await gallery();
    expect(afterUpload).toHaveLength(before.length + 2);
    const [meadow, portrait] = afterUpload.slice(-2);
    added.push(meadow!.id, portrait!.id);
    expect([meadow!.portrait, portrait!.portrait, meadow!.approved]).toEqual([false, true, false]);
    // the new photos come last, as the next batch, each with its thumbnail and the unapproved badge
    expect(afterUpload.slice(0, before.length).map((p) => p.id)).toEqual(before.map((p) => p.id));
    await expect.poll(() => tiles.last().getByRole('img').getAttribute('src')).toBe(portrait!.thumbnail);
    await tiles.last().getByText('Awaiting approval').waitFor();
    await menu.getByRole('link', { name: `Photos ${before.length + 2}` }).waitFor();
    await page.getByText('2 photos uploaded').waitFor({ state: 'hidden' });
    await screenshot(page, 'photos');
    expect(await axeViolations(page)).toEqual([]);

    // move the last photo one place earlier with the keyboard: the gallery's own unsaved flag shows; discard it first
    const last = before.length + 2;
    const move = async () => {
      await page.getByRole('button', { name: `Move photo ${last}` }).focus();
      // each step waits for dnd-kit's screen reader announcement of it
      const announced = (text: string) =>
        page.locator('[id^="DndLiveRegion"]', { hasText: text }).waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await announced(`Photo ${last} is over position ${last}.`);
      // dnd-kit's keyboard sensor listens for the arrow keys from a timer it sets when the drag starts (so the
      // key that started it is not read as a move); a timer set now runs after it, and the arrow is heard
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press('ArrowLeft');
      await announced(`Photo ${last} is over position ${last - 1}.`);
      await page.keyboard.press('Space');
      await announced(`Photo ${last} dropped at position ${last - 1}.`);
      await page.getByText('You have changed the order of your photos.').waitFor();
    };
    await move();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByText('You have changed the order of your photos.').waitFor({ state: 'hidden' });
    await expect.poll(() => tiles.last().getAttribute('data-photo-id')).toBe(portrait!.id);

    await move();
    const order = () => tiles.evaluateAll((items) => items.map((item) => item.getAttribute('data-photo-id')));
    await expect.poll(async () => (await order()).indexOf(portrait!.id)).toBe(last - 2);
    const shownOrder = await order();
    await screenshot(page, 'photos-order-unsaved');
    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('Order saved').waitFor();
    await page.getByText('You have changed the order of your photos.').waitFor({ state: 'hidden' });
    expect((await gallery()).map((p) => p.id)).toEqual(shownOrder);

    // select the meadow photo and delete it after the confirmation
    const meadowTile = page.locator(`[data-photo-id="${meadow!.id}"]`);
    await meadowTile.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
    await dialog.waitFor();
    await screenshot(page, 'photos-delete-confirm');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Photos deleted successfully').waitFor();
    await meadowTile.waitFor({ state: 'detached' });
    added.splice(added.indexOf(meadow!.id), 1);
    const afterDelete = await gallery();
    expect(afterDelete.map((p) => p.id)).not.toContain(meadow!.id);
    expect(afterDelete).toHaveLength(before.length + 1);
    await menu.getByRole('link', { name: `Photos ${before.length + 1}` }).waitFor();
  });

  it('lists refused files by name with the reason and uploads nothing', async () => {
    const { page } = browser;
    const before = await gallery();
    await page.goto('/photos');
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    const alert = page.getByRole('alert').filter({ hasText: 'These files were not uploaded' });
    await alert.getByText('notes.txt: Wrong file type: upload JPEG, PNG or WebP images.').waitFor();
    expect(await gallery()).toHaveLength(before.length);
  });
});

describe('the photo gallery on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('fits the screen with two thumbnails a row and passes the accessibility checks', async () => {
    const { page } = browser;
    await page.goto('/photos');
    await page.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
    await page.getByRole('region', { name: 'Add photos' }).getByRole('button', { name: 'Choose photos' }).waitFor();
    const tiles = page.getByRole('list', { name: 'Your gallery' }).getByRole('listitem');
    await tiles.first().waitFor();
    await expectNoSidewaysScroll(page);
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(first!.y).toBe(second!.y);
    await screenshot(page, 'photos-phone');
    expect(await axeViolations(page)).toEqual([]);
  });
});
