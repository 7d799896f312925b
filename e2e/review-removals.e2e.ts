import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModerationQueue } from '../src/domain/photos/photo-moderation-api.ts';
import type { ReviewsResponse } from '../src/domain/reviews/reviews-api.ts';
import { createSupplierViaApi, demoAccount, inGermanOnPhone, signInViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

interface CoupleReview {
  stars: number;
  title: string;
  body: string;
  authorName: string;
  photo?: boolean;
}

describe('/review-removals: platform admins remove or keep the reviews suppliers ask them to remove', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Maple Frames ${unique}`;
  const kept: CoupleReview = {
    stars: 2,
    title: `Late to the church ${unique}`,
    body: 'They came an hour late.\nThe photos were fine in the end.',
    authorName: 'Ruth & Sam',
  };
  const removed: CoupleReview = {
    stars: 1,
    title: `Never booked them ${unique}`,
    body: 'Awful, do not book.',
    authorName: 'A rival',
    photo: true,
  };
  let admin: BrowserSession;
  let supplierTeam: BrowserSession;
  let supplierId: string;

  const reviews = async () =>
    (await (await supplierTeam.context.request.get(`/api/supplier/${supplierId}/reviews`)).json()) as ReviewsResponse;

  /**
   * Sends couples' reviews on the shared link as the review page's form does (multipart, with the token the
   * page was served with), after the 3 s the server wants between serving a form and receiving it.
   */
  async function sendReviews(path: string, sent: CoupleReview[]): Promise<void> {
    const { request } = supplierTeam.context;
    const tokens = await Promise.all(
      sent.map(async () => /name="token" value="([^"]+)"/.exec(await (await request.get(path)).text())?.[1] ?? ''),
    );
    const servedAt = Date.now();
    const photo = {
      name: 'wedding.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6a4' } })
        .png()
        .toBuffer(),
    };
    await vi.waitUntil(() => Date.now() - servedAt > 3200, { timeout: 10_000, interval: 50 });
    for (const [i, review] of sent.entries()) {
      const fields = {
        token: tokens[i]!,
        stars: String(review.stars),
        title: review.title,
        body: review.body,
        authorName: review.authorName,
        email: `couple-${i}-${unique}@e2e.example`,
        weddingDate: '',
        website: '',
      };
      const res = await request.post(path, {
        multipart: review.photo ? { ...fields, photos: photo } : fields,
        maxRedirects: 0,
      });
      expect(res.status(), await res.text()).toBe(303);
      // a shared link's review is published once its author confirms the address: the button of the mailed link
      const outbox = (await (await request.get(`/api/dev/mail?to=${encodeURIComponent(fields.email)}`)).json()) as {
        mails: { text: string }[];
      };
      const confirm = new URL(/(http\S+\/reviews\/confirm\/\S+)/.exec(outbox.mails[0]?.text ?? '')![1]!).pathname;
      expect((await request.post(confirm)).status()).toBe(200);
    }
  }

  beforeAll(async () => {
    supplierTeam = await openBrowser();
    await signUpViaApi(supplierTeam, { email: `reviewed-${unique}@e2e.example`, firstName: 'Mia', lastName: 'Maple' });
    supplierId = await createSupplierViaApi(supplierTeam, { name: business, category: 'photo', unique });

    await sendReviews(new URL((await reviews()).shareLink).pathname, [kept, removed]);

    const written = (await reviews()).reviews;
    for (const [review, reason] of [
      [kept, 'They were only half an hour late.'],
      [removed, 'This person never booked us.\nThey run the studio next door.'],
    ] as const) {
      const reviewId = written.find((other) => other.title === review.title)?.id;
      const asked = await supplierTeam.context.request.post(
        `/api/supplier/${supplierId}/reviews/${reviewId}/removal-request`,
        { data: { reason } },
      );
      expect(asked.status(), await asked.text()).toBe(200);
    }
    admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
  });
  afterAll(async () => {
    await admin?.close();
    await supplierTeam?.close();
  });

  it('is for platform admins only', async () => {
    expect((await supplierTeam.context.request.get('/api/admin/review-removals')).status()).toBe(403);
    const { page } = supplierTeam;
    await page.goto('/review-removals');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/review-removals');
  });

  it('marks the photo of a couple’s review in the photo approval queue', async () => {
    const queue = (await (await admin.context.request.get('/api/admin/photo-queue?page=0')).json()) as ModerationQueue;
    expect(queue.photos.filter((photo) => photo.supplierName === business).map((photo) => photo.source)).toEqual([
      'review',
    ]);
    const { page } = admin;
    await page.goto('/photo-approvals');
    const ours = page
      .getByRole('list', { name: 'Photos awaiting approval' })
      .getByRole('listitem')
      .filter({ hasText: business });
    await ours.getByText('Review photo', { exact: true }).waitFor();
  });

  it('keeps one review and removes the other, which takes its photo out of the queue', async () => {
    const { page } = admin;
    await page.goto('/search');
    await page.getByRole('link', { name: 'Review removals' }).first().click();
    await page.getByRole('heading', { name: 'Review removals', level: 1 }).waitFor();
    const ours = page
      .getByRole('list', { name: 'Removal requests' })
      .getByRole('listitem')
      .filter({ hasText: business });
    await expect.poll(() => ours.count()).toBe(2);
    const first = ours.filter({ hasText: kept.title });
    await first.getByRole('img', { name: '2 stars out of 5' }).waitFor();
    await first.getByText('They were only half an hour late.').waitFor();
    await first.getByText('By Ruth & Sam, received on', { exact: false }).waitFor();
    await screenshot(page, 'review-removals');
    expect(await axeViolations(page)).toEqual([]);

    await inGermanOnPhone(admin, async () => {
      await page.goto('/review-removals');
      await page.getByRole('heading', { name: 'Entfernungsanträge', level: 1 }).waitFor();
      await page.getByRole('button', { name: `Bewertung entfernen: „${removed.title}“` }).waitFor();
      await screenshot(page, 'review-removals-german-narrow');
      expect(await axeViolations(page)).toEqual([]);
    });

    await page.goto('/review-removals');
    await page.getByRole('button', { name: `Keep review “${kept.title}”` }).click();
    await page.getByText('Review kept: it stays published, and the supplier sees your decision.').waitFor();
    await expect.poll(() => ours.count()).toBe(1);
    // the decided card is gone: the keyboard goes on from the heading
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Review removals');

    await page.getByRole('button', { name: `Remove review “${removed.title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this review?' });
    await dialog.getByText(`“${removed.title}” will be deleted with its photos`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remove review' }).click();
    await page.getByText('Review removed: couples no longer see it.').waitFor();
    await expect.poll(() => ours.count()).toBe(0);
    if ((await page.getByRole('list', { name: 'Removal requests' }).count()) === 0)
      await page.getByText('No removal request awaits a decision.').waitFor();

    const left = (await reviews()).reviews;
    expect(left.map((review) => [review.title, review.removal.state])).toEqual([[kept.title, 'kept']]);
    const queue = (await (await admin.context.request.get('/api/admin/photo-queue?page=0')).json()) as ModerationQueue;
    expect(queue.photos.filter((photo) => photo.supplierName === business)).toEqual([]);
  });
});
