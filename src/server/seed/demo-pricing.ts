import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { supplierBrochures, supplierPackages, supplierPriceSchemes } from '../db/schema/index.ts';
import type { StorageProvider } from '../providers/storage/index.ts';

/**
 * A valid one-page PDF showing `title` (cross-reference offsets computed), for the demo brochure and tests.
 * @internal
 */
export function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const venueId = 'demo-old-barn';
const photographerId = 'demo-lichtblick';

/**
 * Demo pricing: packages for the venue and the photographer, the venue's price schemes, and a
 * brochure for the venue when a storage provider is given (its PDF has to be stored somewhere).
 */
export async function seedDemoPricing(db: Db, now: Date, storage?: StorageProvider): Promise<void> {
  const times = { createdAt: now, updatedAt: now };
  await db.insert(supplierPackages).values([
    {
      id: randomUUID(),
      supplierId: venueId,
      name: 'Exclusive Saturday',
      description: 'The barn and gardens for the day, ceremony to last dance.',
      price: 1250000,
      included: ['exclusiveUse', 'civilCeremony', 'drinksReception', 'weddingBreakfast', 'bridalSuite'],
      guestsMin: 60,
      guestsMax: 150,
      hoursMin: 12,
      hoursMax: 14,
      order: 0,
      ...times,
    },
    {
      id: randomUUID(),
      supplierId: venueId,
      name: 'Midweek intimate',
      description: 'A smaller wedding from Monday to Thursday.',
      price: 650000,
      included: ['civilCeremony', 'weddingBreakfast', 'weddingCoordinator'],
      guestsMin: 20,
      guestsMax: 60,
      order: 1,
      ...times,
    },
    {
      id: randomUUID(),
      supplierId: photographerId,
      name: 'Ganztags-Reportage',
      description: 'Vom Getting Ready bis zum ersten Tanz.',
      price: 249000,
      included: ['fullDayCoverage', 'onlineGallery', 'highResImages'],
      hoursMin: 8,
      hoursMax: 10,
      order: 0,
      ...times,
    },
  ]);
  await db.insert(supplierPriceSchemes).values([
    {
      id: randomUUID(),
      supplierId: venueId,
      name: 'Summer per head',
      order: 0,
      priceMethod: 'perHead',
      guestsType: 'minMax',
      priceType: 'pricePerHead',
      priceMin: 8500,
      priceMax: 11500,
      guestsMin: 60,
      guestsMax: 150,
      ...times,
    },
    {
      id: randomUUID(),
      supplierId: venueId,
      name: 'Venue hire only',
      order: 1,
      priceMethod: 'fixed',
      guestsType: 'guestIndependent',
      priceType: 'venueHire',
      priceMin: 450000,
      priceMax: 650000,
      ...times,
    },
  ]);
  if (!storage) return;
  const id = randomUUID();
  const fileKey = `brochures/${venueId}/${id}.pdf`;
  const body = tinyPdf('The Old Barn - Wedding brochure 2026');
  await storage.put(fileKey, body, 'application/pdf');
  await db.insert(supplierBrochures).values({
    id,
    supplierId: venueId,
    name: 'old-barn-weddings-2026',
    title: 'Wedding brochure 2026',
    fileKey,
    size: body.length,
    createdAt: now,
  });
}
