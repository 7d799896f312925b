import { z } from './zod.ts';
import { instant } from './instant.ts';
import { locales } from './locales.ts';
import { supplierRoles } from './roles.ts';
import { socialProviders } from './social-sign-in.ts';
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

/** The spec's company fields, from the listing (noOfWeddingsHosted, noOfPeopleInTeam, publicLiabilityInsurance, …). */
const supplierCompanySchema = z.object({
  weddingsHosted: z.string().describe("The listing's noOfWeddingsHosted, as typed"),
  teamSize: z.number().int().describe("The listing's noOfPeopleInTeam"),
  insurance: z.boolean().describe("The listing's publicLiabilityInsurance"),
  established: z.number().int().describe("The listing's yearBusinessWasEstablished (the template's 1900 until set)"),
});

/** Per type; only a venue has details: its ticked venue types and whether couples are shown video tours. */
const supplierTypeDetailsSchema = z.object({
  venue: z
    .object({
      type: z.array(z.string()).describe("The venue-type flags ticked on the listing (venueType), in the list's order"),
      videoToursAvailable: z.boolean().describe('The venue has video tours and its tier shows them to couples'),
    })
    .optional(),
});

/** The badges the portal gives a supplier: a running TopSpot search boost, with the spec's label. */
const supplierBadgeSchema = z.object({ type: z.enum(['topSpot']), value: z.number().int(), label: z.string() });

/** The spec's social links, from the listing's social group (which also keeps blog and googlePlus). */
const supplierSocialSchema = z.object({
  facebook: z.string(),
  instagram: z.string(),
  linkedin: z.string(),
  pinterest: z.string(),
  twitter: z.string(),
  vimeo: z.string(),
  youtube: z.string(),
});

/** The spec's premium object of a supplier: `tier` is the one the viewer works with (a platform admin's demo tier). */
const supplierPremiumSchema = z.object({
  tier: z.enum(tiers),
  active: z.boolean(),
  createdAt: instant.nullable(),
  trial: z.object({ active: z.boolean(), activatedAt: instant.nullable() }),
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
  /** The users with access and their role on the supplier, in the order of `users` (pending invites are the team's). */
  collaborators: z.array(z.object({ userId: z.string(), role: z.enum(supplierRoles) })),
  type: z.array(z.string()).describe('The first item is the category'),
  category: z.string(),
  isVenue: z.boolean(),
  description: z
    .object({ short: z.string(), long: z.string() })
    .describe("The listing's description and detailedDescription"),
  status: z
    .object({ message: z.string(), createdAt: instant, updatedAt: instant })
    .nullable()
    .describe('The status message (About you); null when there is none'),
  contacts: z.object({ email: z.string(), phone: z.string(), website: z.string() }),
  address: z.object({
    street: z.array(z.string()),
    postalCode: z.string(),
    city: z.string(),
    adminArea: z.array(z.string()).describe('Index 0 county or state, index 1 country or region'),
    country: z.string(),
  }),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  additionalAreas: z
    .array(z.string())
    .describe('The counties the supplier is also found in now, bought on /locations, by name'),
  flags: z.object({ hideStreet: z.boolean().describe("The listing's hideFirstAddressLine") }),
  l10n: z.object({ country: z.string(), currency: z.string(), locale: z.string() }),
  counters: supplierCountersSchema,
  company: supplierCompanySchema,
  typeDetails: supplierTypeDetailsSchema,
  badges: z.array(supplierBadgeSchema),
  social: supplierSocialSchema,
  premium: supplierPremiumSchema,
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
    /** How the newest sign-in was made; null for an account that has not signed in since this was kept. */
    provider: z.enum(['password', ...socialProviders]).nullable(),
    /** The newest sign-in. */
    authenticatedAt: instant.nullable(),
    /** Where the portal writes to this user: the sign-in address (docs/decisions/auth.md, "The viewer's user"). */
    correspondenceEmail: z.string(),
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
