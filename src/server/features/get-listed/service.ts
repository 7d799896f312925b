import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { countryL10n, countryNames } from '../../../domain/countries.ts';
import type { GetListedOutput } from '../../../domain/get-listed-schemas.ts';
import { businessWebsiteHost, emailWebsiteDomainMismatch } from '../../../domain/get-listed.ts';
import type { ExistingListingReason } from '../../../domain/get-listed-calls.ts';
import { coupleProfileUrl, slugify } from '../../../domain/profile-url.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { compactPostcodeSql, events, supplierUsers, suppliers, users, websiteHostSql } from '../../db/schema/index.ts';

export interface ListingIdentity {
  email?: string;
  website?: string;
  name?: string;
  postcode?: string;
}

export interface ExistingListing {
  publicId: string;
  slug: string;
  reason: ExistingListingReason;
  profileUrl: string;
}

const compactPostcode = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

/**
 * A listing that is not deleted and has the same e-mail, the same website host (shared hosts such as
 * facebook.com do not count), or the same name and postcode; case-insensitive.
 */
export async function findExistingListing(
  db: Db,
  identity: ListingIdentity,
  linkOrigin: string,
): Promise<ExistingListing | null> {
  const email = identity.email?.trim().toLowerCase() ?? '';
  const host = identity.website ? businessWebsiteHost(identity.website) : null;
  const name = identity.name?.trim().toLowerCase() ?? '';
  const postcode = compactPostcode(identity.postcode ?? '');

  const conditions: SQL[] = [];
  if (email) conditions.push(eq(sql`lower(${suppliers.email})`, email));
  if (host) conditions.push(eq(websiteHostSql(suppliers.website), host));
  if (name && postcode)
    conditions.push(
      and(eq(sql`lower(${suppliers.name})`, name), eq(compactPostcodeSql(suppliers.postalCode), postcode))!,
    );
  if (conditions.length === 0) return null;

  const [row] = await db
    .select({
      publicId: suppliers.publicId,
      slug: suppliers.slug,
      types: suppliers.types,
      countryCode: suppliers.countryCode,
      email: suppliers.email,
      website: suppliers.website,
      name: suppliers.name,
      postalCode: suppliers.postalCode,
    })
    .from(suppliers)
    .where(and(eq(suppliers.deleted, false), or(...conditions)))
    .orderBy(suppliers.createdAt)
    .limit(1);
  if (!row) return null;
  const reason: ExistingListingReason =
    email && row.email.toLowerCase() === email
      ? 'email'
      : host && businessWebsiteHost(row.website) === host
        ? 'website'
        : 'name-postcode';
  return {
    publicId: row.publicId,
    slug: row.slug,
    reason,
    profileUrl: coupleProfileUrl(
      { countryCode: row.countryCode, category: row.types[0] ?? '', slug: row.slug, publicId: row.publicId },
      { origin: linkOrigin },
    ),
  };
}

const publicIdAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short public id for couple-facing links: 10 characters, about 52 bits. */
function newPublicId(): string {
  return Array.from({ length: 10 }, () => publicIdAlphabet[randomInt(publicIdAlphabet.length)]).join('');
}

export interface CreatedSupplier {
  id: string;
  publicId: string;
  slug: string;
}

/**
 * One transaction: the supplier with its country's l10n, the creating user as its admin, the
 * supplier as the user's active one (with the first name asked on the form, when sent), and the analytics event (with
 * the e-mail/website mismatch flag).
 */
export async function createSupplier(
  db: Db,
  user: SessionUser,
  values: GetListedOutput,
  firstName?: string,
): Promise<CreatedSupplier> {
  const created = { id: randomUUID(), publicId: newPublicId(), slug: slugify(values.name) };
  const l10n = countryL10n(values.countryCode);
  const countryName = values.countryName || countryNames[values.countryCode];
  await db.transaction(async (tx) => {
    await tx.insert(suppliers).values({
      ...created,
      name: values.name,
      types: [values.slug],
      email: values.email,
      phone: values.phone,
      website: values.website,
      street: values.address ? [values.address] : [],
      postalCode: values.postcode,
      city: values.town,
      adminArea: [values.county, countryName],
      countryCode: l10n.country,
      latitude: values.lat,
      longitude: values.lng,
      currency: l10n.currency,
      locale: l10n.locale,
    });
    await tx.insert(supplierUsers).values({ supplierId: created.id, userId: user.id, role: 'admin' });
    const account = firstName ? { firstName, name: sql`trim(${firstName} || ' ' || ${users.lastName})` } : {};
    await tx
      .update(users)
      .set({ ...account, activeSupplierId: created.id, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.insert(events).values({
      event: 'supplierCreated',
      category: 'getListed',
      supplierId: created.id,
      userId: user.id,
      specificEventProps: {
        category: values.slug,
        countryCode: l10n.country,
        emailWebsiteDomainMismatch: emailWebsiteDomainMismatch(values.email, values.website),
      },
    });
  });
  return created;
}
