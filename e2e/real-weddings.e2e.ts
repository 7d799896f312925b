import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealWeddingsResponse } from '../src/domain/real-weddings/real-weddings-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { lichtblick, oldBarn } = demoSuppliers;

describe('real weddings: a photographer credits the venue (German), the venue accepts, couples see it on both profiles', () => {
  let photographer: BrowserSession;
  let venue: BrowserSession;
  let admin: BrowserSession;
  beforeAll(async () => {
    [photographer, venue, admin] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
    await Promise.all([
      signInViaApi(photographer, demoAccount('photographer')),
      signInViaApi(venue, demoAccount('venue')),
      signInViaApi(admin, demoAccount('admin')),
    ]);
  });
  afterAll(async () => {
    await Promise.all([photographer.close(), venue.close(), admin.close()]);
  });

  it('creates a real wedding crediting The Old Barn, which accepts it', async () => {
    const { page } = photographer;
    await page.goto('/real-weddings');
    await page.getByRole('heading', { name: 'Echte Hochzeiten', level: 1 }).waitFor();
    await page.getByText('Noch keine echten Hochzeiten.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Echte Hochzeit hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Echte Hochzeit hinzufügen' });
    await dialog.getByRole('button', { name: 'Echte Hochzeit speichern' }).click();
    await dialog.getByText('Geben Sie den Namen der Hochzeit ein.').waitFor();
    await dialog.getByText('Wählen Sie den Dienstleister, den diese Hochzeit nennt.').waitFor();
    // every error at once: the missing photo too, not only once the other fields pass
    await dialog.getByText('Fügen Sie mindestens ein Foto hinzu.').waitFor();

    await dialog.getByLabel('Name der Hochzeit').fill('Sommerfest in der Scheune');
    await dialog.getByLabel('Paar').fill('Lena & Max');
    await dialog.getByLabel('Link zur Geschichte').fill('https://www.hitched.co.uk/real-weddings/lena-max');
    await dialog.getByLabel('Location').fill('Old Barn');
    await dialog.getByRole('button', { name: `Auswählen: ${oldBarn.name}` }).click();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a4' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Fotos hinzufügen' }).click();
    await (await chooser).setFiles({ name: 'lena-max.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByText('lena-max.png').waitFor();
    expect(await dialog.getByText('Fügen Sie mindestens ein Foto hinzu.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Echte Hochzeit speichern' }).click();
    await dialog
      .getByText('Links zu Hochzeitsverzeichnissen und -portalen sind nicht erlaubt.', { exact: false })
      .waitFor();
    await screenshot(page, 'real-wedding-form-de');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('Link zur Geschichte').fill('https://lichtblick.example/blog/lena-max');
    await dialog.getByRole('button', { name: 'Echte Hochzeit speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Echte Hochzeit gespeichert').waitFor();
    const card = page
      .getByRole('list', { name: 'Ihre echten Hochzeiten' })
      .getByRole('listitem')
      .filter({ hasText: 'Sommerfest in der Scheune' });
    await card.getByText(`Nennt ${oldBarn.name} (Location): wartet auf Zustimmung.`).waitFor();
    await card.getByText('Wartet auf Freigabe').waitFor();
    await screenshot(page, 'real-weddings-de');
    await page.setViewportSize({ width: 375, height: 800 });
    await card.getByText('Wartet auf Freigabe').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'real-weddings-de-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // the venue, below the tier that adds real weddings, still answers the one that credits it
    const answer = venue.page;
    await answer.goto('/real-weddings');
    const tagged = answer
      .getByRole('list', { name: 'Weddings that credit you (1)' })
      .getByRole('listitem')
      .filter({ hasText: 'Sommerfest in der Scheune' });
    await tagged.getByText(`${lichtblick.name} credits you. Not on your profile until you accept.`).waitFor();
    await answer.getByText('Adding real weddings is part of the', { exact: false }).waitFor();
    expect(await axeViolations(answer)).toEqual([]);
    await tagged.getByRole('button', { name: 'Accept “Sommerfest in der Scheune”' }).click();
    await answer.getByText('Shown on your profile', { exact: true }).waitFor();
    await tagged
      .getByText(`Accepted: shown on your profile, crediting ${lichtblick.name}, once our team has approved a photo.`)
      .waitFor();
    await screenshot(answer, 'real-weddings-tagged');
    await page.reload();
    await page.getByText(`Nennt ${oldBarn.name} (Location), hat zugestimmt.`).waitFor();

    // a platform admin approves the photo: couples see the wedding on both profiles
    const { realWeddings } = (await (
      await page.request.get(`/api/supplier/${lichtblick.id}/real-weddings`)
    ).json()) as RealWeddingsResponse;
    const photoIds = realWeddings
      .filter((w) => w.name === 'Sommerfest in der Scheune')
      .flatMap((w) => w.photos.map((p) => p.id));
    const decided = await admin.context.request.post('/api/admin/photo-queue/decisions', {
      data: { photoIds, decision: 'approve' },
    });
    expect(await decided.json()).toEqual({ decided: 1 });
    const profileOf = async (session: BrowserSession, supplierId: string) =>
      new URL(
        (
          (await (await session.context.request.get(`/api/supplier/${supplierId}/profile-link`)).json()) as {
            url: string;
          }
        ).url,
      ).pathname;
    await answer.goto(await profileOf(venue, oldBarn.id));
    const section = answer.getByRole('region', { name: 'Real weddings' });
    await section.getByRole('heading', { name: 'Sommerfest in der Scheune' }).waitFor();
    await section.getByRole('link', { name: lichtblick.name }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(answer, 'real-weddings-public-profile');
    await answer.goto(await profileOf(photographer, lichtblick.id));
    await answer.getByRole('region', { name: 'Echte Hochzeiten' }).getByRole('link', { name: oldBarn.name }).waitFor();
  });
});
