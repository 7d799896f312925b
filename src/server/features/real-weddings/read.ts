import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  RealWedding,
  RealWeddingsResponse,
  TaggedRealWedding,
} from '../../../domain/real-weddings/real-weddings-api.ts';
import { maxRealWeddings, type LinkedRole } from '../../../domain/real-weddings/real-weddings.ts';
import type { Db } from '../../db/client.ts';
import { realWeddingPhotos, realWeddings, suppliers } from '../../db/schema/index.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { moderatedPhotoView } from '../photos/moderated-photo-view.ts';
import { canonicalProfilePath } from '../public-profile/profile-links.ts';
import { readSupplierUserIds } from '../team/read.ts';

type PhotoRow = typeof realWeddingPhotos.$inferSelect;
/**
 * The supplier on the other end of a real wedding: the linked one of the supplier's own, the maker of one that credits
 * it.
 */
const otherParty = alias(suppliers, 'other_party');
/** The supplier that made a real wedding. */
const maker = alias(suppliers, 'maker');
const makerColumns = {
  id: maker.id,
  name: maker.name,
  countryCode: maker.countryCode,
  currency: maker.currency,
  locale: maker.locale,
};
type Maker = { id: string; name: string; countryCode: string; currency: string; locale: string };
type WeddingRow = typeof realWeddings.$inferSelect;

/**
 * The fields both copies carry; `users` (the maker's team) and `createdBy` only on the maker's own copy: the linked
 * supplier does not learn who works for another.
 */
function copyFieldsOf(wedding: WeddingRow, made: Maker, team: string[] | null) {
  const createdBy = team ? wedding.createdBy : null;
  return {
    active: wedding.active,
    role: wedding.role,
    supplier: { id: made.id, name: made.name, role: wedding.role },
    createdBy,
    wedding: {
      id: wedding.id,
      l10n: { country: made.countryCode, currency: made.currency, locale: made.locale },
      createdBy,
      users: team ?? [],
    },
  };
}

/** The photos of these real weddings, one query for all, each wedding's in its order. */
async function photosOf(db: Db, storage: StorageProvider, ids: readonly string[], approvedOnly = false) {
  const rows: PhotoRow[] =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(realWeddingPhotos)
          .where(
            and(
              inArray(realWeddingPhotos.realWeddingId, [...ids]),
              approvedOnly ? eq(realWeddingPhotos.approved, true) : undefined,
            ),
          )
          .orderBy(asc(realWeddingPhotos.position));
  return (id: string) =>
    rows.filter((photo) => photo.realWeddingId === id).map((photo) => moderatedPhotoView(storage, photo));
}

/**
 * The role of a supplier a real wedding credits, from its category (only venues and photographers are linked:
 * `linkableSuppliers`).
 */
const creditedRoleOf = (types: string[]): LinkedRole => (types[0] === 'photo' ? 'photo' : 'venue');

/** The supplier's active real weddings (newest first), and those other suppliers made and linked to it. */
export async function readRealWeddings(
  db: Db,
  storage: StorageProvider,
  supplierId: string,
): Promise<RealWeddingsResponse> {
  const [own, tagged, team] = await Promise.all([
    db
      .select({
        wedding: realWeddings,
        maker: makerColumns,
        linkedName: otherParty.name,
        linkedDeleted: otherParty.deleted,
      })
      .from(realWeddings)
      .innerJoin(maker, eq(maker.id, realWeddings.supplierId))
      .leftJoin(otherParty, eq(otherParty.id, realWeddings.linkedSupplierId))
      .where(and(eq(realWeddings.supplierId, supplierId), eq(realWeddings.active, true)))
      .orderBy(desc(realWeddings.createdAt), desc(realWeddings.id)),
    db
      .select({ wedding: realWeddings, maker: makerColumns, linkedName: otherParty.name })
      .from(realWeddings)
      .innerJoin(maker, eq(maker.id, realWeddings.supplierId))
      .innerJoin(otherParty, eq(otherParty.id, realWeddings.linkedSupplierId))
      .where(
        and(eq(realWeddings.linkedSupplierId, supplierId), eq(realWeddings.active, true), eq(maker.deleted, false)),
      )
      .orderBy(desc(realWeddings.createdAt), desc(realWeddings.id)),
    readSupplierUserIds(db, supplierId),
  ]);
  const photos = await photosOf(db, storage, [
    ...own.map((row) => row.wedding.id),
    ...tagged.map((row) => row.wedding.id),
  ]);
  return {
    realWeddings: own.map(({ wedding, maker: made, linkedName, linkedDeleted }): RealWedding => ({
      id: wedding.id,
      name: wedding.name,
      couple: wedding.couple,
      url: wedding.url,
      photos: photos(wedding.id),
      linkedSupplier:
        wedding.linkedSupplierId && wedding.linkedRole && linkedName !== null && !linkedDeleted
          ? { id: wedding.linkedSupplierId, name: linkedName, role: wedding.linkedRole }
          : null,
      consent: wedding.consent,
      ...copyFieldsOf(wedding, made, team),
      createdAt: wedding.createdAt.toISOString(),
      updatedAt: wedding.updatedAt.toISOString(),
    })),
    // linked_role is written with the link, so every row here has it
    taggedIn: tagged.flatMap(({ wedding, maker: made, linkedName }): TaggedRealWedding[] =>
      wedding.linkedRole
        ? [
            {
              id: wedding.id,
              name: wedding.name,
              couple: wedding.couple,
              url: wedding.url,
              // the reader itself, in the role the maker credited
              linkedSupplier: { id: supplierId, name: linkedName, role: wedding.linkedRole },
              consent: wedding.consent,
              ...copyFieldsOf(wedding, made, null),
              // a rejected photo and its reason are the maker's business
              photos: photos(wedding.id).filter((photo) => photo.state !== 'rejected'),
              createdAt: wedding.createdAt.toISOString(),
            },
          ]
        : [],
    ),
    max: maxRealWeddings,
  };
}

/** A real wedding on a profile: approved photos only, and the other supplier credited with a link once it consented. */
export interface PublicRealWedding {
  id: string;
  name: string;
  couple: string;
  url: string;
  photos: { id: string; path: string; thumbnail: string }[];
  credit: { name: string; role: LinkedRole; path: string } | null;
}

/**
 * The real weddings a profile shows: its own, and those it is linked to once it consented; active, of
 * suppliers still listed, with at least one approved photo (spec: shown once approved).
 */
export async function readPublicRealWeddings(
  db: Db,
  storage: StorageProvider,
  supplierId: string,
): Promise<PublicRealWedding[]> {
  const rows = await db
    .select({
      wedding: realWeddings,
      maker: {
        name: maker.name,
        deleted: maker.deleted,
        types: maker.types,
        countryCode: maker.countryCode,
        slug: maker.slug,
        publicId: maker.publicId,
      },
      linked: {
        name: otherParty.name,
        deleted: otherParty.deleted,
        types: otherParty.types,
        countryCode: otherParty.countryCode,
        slug: otherParty.slug,
        publicId: otherParty.publicId,
      },
    })
    .from(realWeddings)
    .innerJoin(maker, eq(maker.id, realWeddings.supplierId))
    .leftJoin(otherParty, eq(otherParty.id, realWeddings.linkedSupplierId))
    .where(
      and(
        eq(realWeddings.active, true),
        eq(maker.deleted, false),
        or(
          eq(realWeddings.supplierId, supplierId),
          and(eq(realWeddings.linkedSupplierId, supplierId), eq(realWeddings.consent, true)),
        ),
      ),
    )
    .orderBy(desc(realWeddings.createdAt), desc(realWeddings.id));
  const photos = await photosOf(
    db,
    storage,
    rows.map((row) => row.wedding.id),
    true,
  );
  return rows.flatMap(({ wedding, maker: made, linked }) => {
    const shown = photos(wedding.id).map(({ id, path, thumbnail }) => ({ id, path, thumbnail }));
    if (shown.length === 0) return [];
    const own = wedding.supplierId === supplierId;
    // on the maker's page the linked supplier is credited once it consented; on the linked one's, the maker
    const credited = own ? (wedding.consent && linked && !linked.deleted ? linked : null) : made;
    return [
      {
        id: wedding.id,
        name: wedding.name,
        couple: wedding.couple,
        url: wedding.url,
        photos: shown,
        credit: credited
          ? { name: credited.name, role: creditedRoleOf(credited.types), path: canonicalProfilePath(credited) }
          : null,
      },
    ];
  });
}
