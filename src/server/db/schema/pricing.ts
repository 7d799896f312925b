import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/** A supplier's packages (spec "Package"); price in integer minor units of the supplier's currency. */
export const supplierPackages = pgTable(
  'supplier_packages',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    /** The checked inclusions of the category's checkbox group. */
    included: text('included').array().notNull().default([]),
    guestsMin: integer('guests_min'),
    guestsMax: integer('guests_max'),
    hoursMin: integer('hours_min'),
    hoursMax: integer('hours_max'),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_packages_supplier_idx').on(t.supplierId, t.order, t.price)],
);

/** A venue's price schemes (spec "Price scheme (venues)"); price_type is the scheme of the section 4 table. */
export const supplierPriceSchemes = pgTable(
  'supplier_price_schemes',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    priceMethod: text('price_method').notNull(),
    guestsType: text('guests_type').notNull(),
    priceType: text('price_type').notNull(),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max'),
    guestsMin: integer('guests_min'),
    guestsMax: integer('guests_max'),
    guests: integer('guests'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_price_schemes_supplier_idx').on(t.supplierId, t.order)],
);

/** A supplier's PDF brochures (spec "Brochure"); file_key is the storage provider's key. */
export const supplierBrochures = pgTable(
  'supplier_brochures',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_brochures_supplier_idx').on(t.supplierId, t.createdAt)],
);
