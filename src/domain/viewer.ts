import { z } from './zod.ts';
import { instant } from './instant.ts';
import { locales } from './locales.ts';
import { supplierRoles } from './roles.ts';
import { tiers } from './tiers.ts';
import { planStandingSchema } from './plan-standing.ts';

/**
 * What the portal loads before it shows anything (spec section 2: "not shown until the supplier, the
 * admin data and the viewer are loaded"): the signed-in user, the suppliers they can act for and the
 * active supplier with its admin data. Shared by the API (response schemas) and the web (types).
 */

const supplierCountersSchema = z.object({
  photos: z.number().int(),
  reviews: z.number().int(),
  testimonials: z.number().int(),
  videos: z.number().int(),
  videoTours: z.number().int(),
});

/**
 * The spec's "Supplier admin object" (section 3). Its score is the profile score (GET …/profile-score) and
 * its invites the team's (fetch-collaborators): both are read where they are shown, not with every viewer.
 */
const supplierAdminSchema = z.object({
  premium: z.object({
    /** The real tier, also while a platform admin looks at the supplier in demo mode. */
    tier: z.enum(tiers),
    active: z.boolean(),
    createdAt: instant.nullable(),
    updatedAt: instant.nullable(),
    endDate: instant.nullable(),
    /** The free trial (src/domain/trial.ts): endsAt is when it ends, or ended. */
    trial: z.object({ active: z.boolean(), activatedAt: instant.nullable(), endsAt: instant.nullable() }),
    /** How often the trial was extended (spec: once at most). */
    extendedCount: z.number().int(),
  }),
  registrationDate: instant,
  actions: z.object({ deleted: z.boolean(), checked: z.boolean(), searchable: z.boolean() }),
  searchBoost: z.number().int(),
  searchBoostActive: z.boolean(),
  searchBoostForType: z.number().int(),
  searchBoostForTypeActive: z.boolean(),
  searchBoostType: z.string().nullable(),
  /** The end of a bought boost (null for an admin's, which has none). */
  searchBoostEndsAt: instant.nullable(),
  billing: z.object({ stripeCustomerId: z.string().nullable(), chargebeeCustomerId: z.string().nullable() }),
  /** Demo mode: the tier platform admins see the portal at, when on. */
  demoMode: z.object({ active: z.boolean(), tier: z.enum(tiers).nullable() }),
});

export const supplierViewSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The first approved photo's thumbnail; null before one is approved. */
  thumbnail: z.string().nullable(),
  /** The ids of the users with access to the supplier (spec "Supplier": users), first added first. */
  users: z.array(z.string()),
  /** The first type is the category. */
  types: z.array(z.string()),
  category: z.string(),
  isVenue: z.boolean(),
  contacts: z.object({ email: z.string(), phone: z.string(), website: z.string() }),
  address: z.object({
    street: z.array(z.string()),
    postalCode: z.string(),
    city: z.string(),
    /** index 0 county or state, index 1 country or region */
    adminArea: z.array(z.string()),
    country: z.string(),
  }),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  l10n: z.object({ country: z.string(), currency: z.string(), locale: z.string() }),
  counters: supplierCountersSchema,
  tier: z.enum(tiers),
  /** How its plan stands against its real tier (src/domain/plan-standing.ts): what every plan notice reads. */
  plan: planStandingSchema,
  payPerEnquiry: z.boolean(),
  admin: supplierAdminSchema,
  /** The viewer's role on this supplier (platform admins act as admin). */
  role: z.enum(supplierRoles),
});
export type SupplierView = z.infer<typeof supplierViewSchema>;

/** One entry of the supplier switcher. */
const supplierSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  tier: z.enum(tiers),
  country: z.string(),
  role: z.enum(supplierRoles),
});
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;

export const viewerSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profilePhoto: z.string().nullable(),
    registrationDate: instant,
    l10n: z.object({ locale: z.enum(locales), currency: z.string(), country: z.string() }),
    isPlatformAdmin: z.boolean(),
  }),
  suppliers: z.array(supplierSummarySchema),
  activeSupplier: supplierViewSchema.nullable(),
});
export type Viewer = z.infer<typeof viewerSchema>;

export const switchSupplierBodySchema = z.object({
  supplierId: z.string({ error: 'validation:required' }).min(1, { error: 'validation:required' }),
});

export const setLocaleBodySchema = z.object({ locale: z.enum(locales, { error: 'validation:invalid' }) });
