import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The host of a website without "www.", lower case, as SQL (get-listed finds existing listings by it; same rule as
 * websiteHost in src/domain/get-listed.ts).
 */
export const websiteHostSql = (website: AnyPgColumn): SQL =>
  sql`substring(lower(${website}) from ${sql.raw(`'^(?:[a-z][a-z0-9+.-]*://)?(?:www\\.)?([^/:?#[:space:]]+)'`)})`;
/** A postcode without spaces, upper case, as SQL. */
export const compactPostcodeSql = (postalCode: AnyPgColumn): SQL => sql`upper(replace(${postalCode}, ' ', ''))`;

/** A supplier (the business with a listing). Structured parts of the spec's entity live in jsonb. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: text('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** spec: "type (list; the first item is the category)" */
    types: text('types').array().notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    street: text('street').array().notNull().default([]),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    /** index 0 county or state, index 1 country or region */
    adminArea: text('admin_area').array().notNull().default([]),
    countryCode: text('country_code').notNull().default('GB'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    currency: text('currency').notNull().default('GBP'),
    locale: text('locale').notNull().default('en-GB'),
    tier: text('tier').notNull().default('free'),
    premiumActive: boolean('premium_active').notNull().default(false),
    premiumCreatedAt: timestamp('premium_created_at', { withTimezone: true }),
    premiumUpdatedAt: timestamp('premium_updated_at', { withTimezone: true }),
    /** When the paid plan ends (billing sets it; issue 11). */
    premiumEndDate: timestamp('premium_end_date', { withTimezone: true }),
    /** Spec "Trial extension": how often the trial was extended (once at most). */
    trialExtendedCount: integer('trial_extended_count').notNull().default(0),
    trialActive: boolean('trial_active').notNull().default(false),
    trialActivatedAt: timestamp('trial_activated_at', { withTimezone: true }),
    /** When the trial ends, or ended (src/domain/trial.ts); the trial job ends active trials past it. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The tier the supplier had when its trial started: where the trial's end returns it. */
    trialTierBefore: text('trial_tier_before'),
    payPerEnquiry: boolean('pay_per_enquiry').notNull().default(false),
    counters: jsonb('counters')
      .$type<{ photos: number; reviews: number; testimonials: number; videos: number; videoTours: number }>()
      .notNull()
      .default({ photos: 0, reviews: 0, testimonials: 0, videos: 0, videoTours: 0 }),
    deleted: boolean('deleted').notNull().default(false),
    searchable: boolean('searchable').notNull().default(true),
    /** Support has checked the listing (an actions flag). */
    checked: boolean('checked').notNull().default(false),
    /** The search boost of spec section 4: generic, for a venue type, or none (src/domain/search-boost.ts). */
    searchBoost: integer('search_boost').notNull().default(0),
    searchBoostActive: boolean('search_boost_active').notNull().default(false),
    searchBoostForType: integer('search_boost_for_type').notNull().default(0),
    searchBoostForTypeActive: boolean('search_boost_for_type_active').notNull().default(false),
    searchBoostType: text('search_boost_type'),
    /** The end of a bought boost's period; null for an admin's boost, which has none. */
    searchBoostEndsAt: timestamp('search_boost_ends_at', { withTimezone: true }),
    /** Demo mode: the tier platform admins see this supplier at, when on (src/domain/supplier-admin.ts). */
    demoTier: text('demo_tier'),
    /** Billing references of the payment providers (their customer ids), kept for support. */
    stripeCustomerId: text('stripe_customer_id'),
    chargebeeCustomerId: text('chargebee_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suppliers_name_idx').on(t.name),
    index('suppliers_country_idx').on(t.countryCode),
    // market insights: the suppliers of a category in a county (admin_area[1] is the county, types[1] the category)
    index('suppliers_market_idx').on(t.countryCode, sql`(${t.adminArea}[1])`, sql`(${t.types}[1])`),
    // the trial job's search for running trials past their end
    index('suppliers_running_trial_end_idx')
      .on(t.trialEndsAt)
      .where(sql`${t.trialActive}`),
    // get-listed's search for an existing listing: same e-mail, same website host, or same name and postcode
    index('suppliers_email_lower_idx').on(sql`lower(${t.email})`),
    index('suppliers_website_host_idx').on(websiteHostSql(t.website)),
    index('suppliers_name_postcode_idx').on(sql`lower(${t.name})`, compactPostcodeSql(t.postalCode)),
  ],
);

/** The owning supplier of a supplier-scoped row (design.md section 2): its rows go when the supplier goes. */
export const supplierIdColumn = () =>
  text('supplier_id')
    .notNull()
    .references(() => suppliers.id, { onDelete: 'cascade' });

/** Per-supplier role of a user: admin, editor or viewer (design.md section 4). */
export const supplierUsers = pgTable(
  'supplier_users',
  {
    supplierId: supplierIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('admin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId] }), index('supplier_users_user_idx').on(t.userId)],
);

/** The spec's platform admin record "*": its admins list, one row per admin user. */
export const platformAdmins = pgTable('platform_admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The counties a supplier is also found in beyond its own (spec: additionalAreas; the multi-county boost),
 * each until the end of the period bought for it.
 */
export const supplierAreas = pgTable(
  'supplier_areas',
  {
    supplierId: supplierIdColumn(),
    county: text('county').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.county] })],
);
