import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { supplierPhotos } from '../db/schema/index.ts';
import { makePhotoImages } from '../features/photos/images.ts';
import { galleryFolder, insertPhotoBatch, storePhotoFiles, type StoredPhoto } from '../features/photos/service.ts';
import type { StorageProvider } from '../providers/storage/index.ts';

/** A text-free pattern: a two-colour gradient with soft circles, landscape or portrait. */
interface DemoPicture {
  width: number;
  height: number;
  from: string;
  to: string;
  accent: string;
}

const pictures: Record<string, DemoPicture[]> = {
  // the venue: barn wood, meadow, evening light, stone
  'demo-old-barn': [
    { width: 1600, height: 1067, from: '#8a5a3c', to: '#e9c99b', accent: '#fff3dc' },
    { width: 1600, height: 1067, from: '#4f7a4a', to: '#cfe3b0', accent: '#f7f2d0' },
    { width: 1067, height: 1600, from: '#f29e6d', to: '#6b3f6e', accent: '#ffd9a8' },
    { width: 1600, height: 1067, from: '#9aa3a8', to: '#e8e2d6', accent: '#ffffff' },
  ],
  // the photographer: blush, black and white, golden hour
  'demo-lichtblick': [
    { width: 1067, height: 1600, from: '#f4c7c3', to: '#fff5f2', accent: '#e58fa0' },
    { width: 1600, height: 1067, from: '#1f1f1f', to: '#d9d9d9', accent: '#ffffff' },
    { width: 1600, height: 1067, from: '#f7b733', to: '#fc4a1a', accent: '#fff1c1' },
  ],
};

function svgOf({ width, height, from, to, accent }: DemoPicture): Buffer {
  const r = Math.round(Math.min(width, height) / 5);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.3}" cy="${height * 0.35}" r="${r}" fill="${accent}" opacity="0.35"/>
      <circle cx="${width * 0.7}" cy="${height * 0.65}" r="${r * 1.5}" fill="${accent}" opacity="0.2"/>
    </svg>`,
  );
}

/**
 * A few generated gallery photos for the demo venue and photographer, stored like uploads (one
 * batch each). The last photo of each stays unapproved, so the badge shows in the demo.
 */
export async function seedDemoPhotos(db: Db, storage: StorageProvider): Promise<void> {
  for (const [supplierId, list] of Object.entries(pictures)) {
    const stored: StoredPhoto[] = [];
    for (const picture of list) {
      const jpeg = await sharp(svgOf(picture)).jpeg({ quality: 85 }).toBuffer();
      stored.push(await storePhotoFiles(storage, galleryFolder(supplierId), await makePhotoImages(jpeg)));
    }
    await insertPhotoBatch(db, supplierId, stored);
    const approved = stored.slice(0, -1).map((p) => p.id);
    await db.update(supplierPhotos).set({ approved: true }).where(inArray(supplierPhotos.id, approved));
  }
}
