import { relations } from 'drizzle-orm';
import { supplierListings } from './listings.ts';
import { supplierBrochures, supplierPriceSchemes } from './pricing.ts';
import { suppliers } from './suppliers.ts';
import { supplierVideos } from './videos.ts';

/**
 * What the query builder's relational queries (`db.query`) may read along with a supplier, each in the
 * same statement: the listing read takes the document and a venue's price schemes, brochures and video
 * tours in one round trip instead of four (issue 9).
 */
export const supplierRelations = relations(suppliers, ({ one, many }) => ({
  listing: one(supplierListings, { fields: [suppliers.id], references: [supplierListings.supplierId] }),
  priceSchemes: many(supplierPriceSchemes),
  brochures: many(supplierBrochures),
  videos: many(supplierVideos),
}));

// the supplier side of each list (a relational query's `many` needs the way back)
export const priceSchemeRelations = relations(supplierPriceSchemes, ({ one }) => ({
  supplier: one(suppliers, { fields: [supplierPriceSchemes.supplierId], references: [suppliers.id] }),
}));
export const brochureRelations = relations(supplierBrochures, ({ one }) => ({
  supplier: one(suppliers, { fields: [supplierBrochures.supplierId], references: [suppliers.id] }),
}));
export const videoRelations = relations(supplierVideos, ({ one }) => ({
  supplier: one(suppliers, { fields: [supplierVideos.supplierId], references: [suppliers.id] }),
}));
