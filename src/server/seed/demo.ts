import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { countryL10n, type CountryCode } from '../../domain/countries.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { accounts, platformAdmins, supplierUsers, suppliers, users } from '../db/schema/index.ts';
import { seedDemoEnquiries } from './demo-enquiries.ts';
import { seedDemoRivals } from './demo-rivals.ts';
import { seedDemoSuppliersActivity } from './demo-couples-activity.ts';
import { seedDemoSearchAppearances } from './demo-search.ts';
import { rollUp } from '../features/statistics/rollup.ts';
import { seedDemoPayPerEnquiry } from './demo-ppe.ts';
import { seedDemoAboutYou } from './demo-about-you.ts';
import { seedDemoPhotos } from './demo-photos.ts';
import { seedDemoListings } from './demo-listings.ts';
import { seedDemoPricing } from './demo-pricing.ts';
import { seedDemoVideos } from './demo-videos.ts';
import { seedDemoCompetitors } from './demo-competitors.ts';
import { seedDemoBenefits } from './demo-benefits.ts';
import { seedDemoRankHistory } from './demo-rank-history.ts';
import type { StorageProvider } from '../providers/storage/index.ts';

/** @internal */
export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  country: CountryCode;
}

/** A user who signs in with e-mail and password. */
export interface PasswordUser extends DemoUser {
  password: string;
}

/**
 * The demo accounts of a fresh embedded portal; e2e tests and the benchmark sign in with them. Their
 * passwords are made for each install by `seedDemo` (a well-known password would open every portal that
 * forgot to remove them).
 * @internal
 */
export const demoUsers = {
  admin: { email: 'admin@demo.portal', firstName: 'Alex', lastName: 'Admin', country: 'GB' },
  venue: { email: 'venue@demo.portal', firstName: 'Victoria', lastName: 'Hale', country: 'GB' },
  photographer: { email: 'foto@demo.portal', firstName: 'Jonas', lastName: 'Becker', country: 'DE' },
  florist: { email: 'florist@demo.portal', firstName: 'Rosie', lastName: 'Marsh', country: 'GB' },
} as const satisfies Record<string, DemoUser>;

/** @internal */
export type DemoUserKey = keyof typeof demoUsers;

/** Who can sign in to the demo, by key: e-mail and the password this install was given. */
export type DemoAccounts = Record<DemoUserKey, { email: string; password: string }>;

/** A random password of 20 URL-safe characters (120 bits). */
export const generatePassword = () => randomBytes(15).toString('base64url');

export type DemoSupplier = Omit<typeof suppliers.$inferInsert, 'id' | 'publicId'> & { id: string; publicId: string };

export const demoSuppliers = {
  oldBarn: {
    id: 'demo-old-barn',
    publicId: 'oldbarn1',
    slug: 'the-old-barn',
    name: 'The Old Barn',
    types: ['venue'],
    email: 'hello@oldbarn.example',
    phone: '01451 820000',
    website: 'https://oldbarn.example',
    street: ['Manor Farm, Station Road'],
    postalCode: 'GL54 2AA',
    city: 'Bourton-on-the-Water',
    adminArea: ['Gloucestershire', 'England'],
    countryCode: 'GB',
    latitude: 51.8856,
    longitude: -1.7592,
    tier: 'classic',
    premiumActive: true,
    premiumCreatedAt: new Date('2024-01-15T10:00:00Z'),
    ...l10nOf('GB'),
  },
  lichtblick: {
    id: 'demo-lichtblick',
    publicId: 'lichtblick1',
    slug: 'lichtblick-hochzeitsfotografie',
    name: 'Lichtblick Hochzeitsfotografie',
    types: ['photo'],
    email: 'studio@lichtblick.example',
    phone: '+49 30 44012345',
    website: 'https://lichtblick.example',
    street: ['Kastanienallee 12'],
    postalCode: '10435',
    city: 'Berlin',
    adminArea: ['Berlin', 'Deutschland'],
    countryCode: 'DE',
    latitude: 52.5386,
    longitude: 13.4098,
    tier: 'free',
    ...l10nOf('DE'),
  },
  petalAndStem: {
    id: 'demo-petal-stem',
    publicId: 'petalstem1',
    slug: 'petal-and-stem',
    name: 'Petal & Stem',
    types: ['florist'],
    email: 'flowers@petalandstem.example',
    phone: '020 7613 0000',
    website: 'https://petalandstem.example',
    street: ['Unit 4, 120 Columbia Road'],
    postalCode: 'E2 7RG',
    city: 'London',
    adminArea: ['Greater London', 'England'],
    countryCode: 'GB',
    latitude: 51.5295,
    longitude: -0.0697,
    tier: 'classic',
    premiumActive: true,
    premiumCreatedAt: new Date('2024-03-01T09:00:00Z'),
    ...l10nOf('GB'),
  },
} as const satisfies Record<string, DemoSupplier>;

function l10nOf(country: CountryCode) {
  const { currency, locale } = countryL10n(country);
  return { currency, locale };
}

/** Inserts a user who signs in with e-mail and password (better-auth's credential account, argon2id hash). */
export async function seedUser(db: Db, user: PasswordUser): Promise<string> {
  const id = randomUUID();
  const { currency, locale } = countryL10n(user.country);
  await db.insert(users).values({
    id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    currency,
    locale,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(user.password),
  });
  return id;
}

/** Inserts a supplier with `ownerId` as its admin and active user. */
async function seedSupplier(db: Db, supplier: DemoSupplier, ownerId: string): Promise<void> {
  await db.insert(suppliers).values(supplier);
  await db.insert(supplierUsers).values({ supplierId: supplier.id, userId: ownerId, role: 'admin' });
  await db.update(users).set({ activeSupplierId: supplier.id }).where(eq(users.id, ownerId));
}

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

const day = 86_400_000;
/** The Old Barn moved up from lite to classic this long ago: the performance and rank charts show the step. */
const oldBarnUpgradedDaysAgo = 120;

/**
 * The demo data: a platform admin, a GB venue owner, a DE photographer and a GB florist, each with a new
 * random password. Returns who can sign in.
 */
export async function seedDemo(db: Db, storage?: StorageProvider): Promise<DemoAccounts> {
  const now = new Date();
  const accounts = Object.fromEntries(
    Object.entries(demoUsers).map(([key, user]) => [key, { email: user.email, password: generatePassword() }]),
  ) as DemoAccounts;
  const withPassword = (key: DemoUserKey): PasswordUser => ({ ...demoUsers[key], password: accounts[key].password });
  await db.transaction(async (tx) => {
    const adminId = await seedUser(tx, withPassword('admin'));
    await tx.insert(platformAdmins).values({ userId: adminId });
    // The Old Barn was listed on lite and moved up to classic four months ago: the performance charts draw it
    await seedSupplier(
      tx,
      { ...demoSuppliers.oldBarn, tier: 'lite', createdAt: demoSuppliers.oldBarn.premiumCreatedAt },
      await seedUser(tx, withPassword('venue')),
    );
    await tx
      .update(suppliers)
      .set({
        tier: demoSuppliers.oldBarn.tier,
        premiumUpdatedAt: new Date(now.getTime() - oldBarnUpgradedDaysAgo * day),
      })
      .where(eq(suppliers.id, demoSuppliers.oldBarn.id));
    await seedSupplier(tx, demoSuppliers.lichtblick, await seedUser(tx, withPassword('photographer')));
    await seedSupplier(tx, demoSuppliers.petalAndStem, await seedUser(tx, withPassword('florist')));
    await seedDemoEnquiries(tx, now);
    await seedDemoRivals(tx);
    await seedDemoSuppliersActivity(tx, now);
    await seedDemoSearchAppearances(tx, now);
    await seedDemoPayPerEnquiry(tx);
    await seedDemoAboutYou(tx, now);
    await seedDemoListings(tx, now);
    // gallery photos need the file storage (the portal passes it; tests of other data may leave it out)
    if (storage) await seedDemoPhotos(tx, storage);
    await seedDemoPricing(tx, now, storage);
    await seedDemoVideos(tx, now);
    await seedDemoCompetitors(tx, now);
    await seedDemoBenefits(tx, now);
  });
  await seedDemoRankHistory(db, now, { supplierId: demoSuppliers.oldBarn.id, upgradedDaysAgo: oldBarnUpgradedDaysAgo });
  // the demo's year of events in the statistics at once, not at the rollup job's next minute
  await rollUp(db, { now: true });
  return accounts;
}
