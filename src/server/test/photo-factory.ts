import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { supplierPhotos } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/**
 * `n` stored gallery photos of a supplier (files not written; every third a portrait), approved or awaiting moderation.
 */
export async function insertTestPhotos(
  ctx: TestContext,
  supplierId: string,
  n: number,
  { approved }: { approved: boolean },
): Promise<void> {
  if (n === 0) return;
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    supplierId,
    order: i,
    path: `photos/${supplierId}/${i}.webp`,
    thumbnail: `photos/${supplierId}/${i}-thumb.webp`,
    portrait: i % 3 === 0,
    width: i % 3 === 0 ? 800 : 1200,
    height: i % 3 === 0 ? 1200 : 800,
    approved,
  }));
  await ctx.database.db.insert(supplierPhotos).values(rows);
}

/**
 * A PNG of a few hundred bytes whose header declares `width` × `height` pixels (a decompression bomb's shape): its
 * header is a real PNG's with the size written over, and the checksum made again.
 */
export async function oversizedPng(width = 16_000, height = 16_000): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c06' } })
    .png()
    .toBuffer();
  // signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC over type+data
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
