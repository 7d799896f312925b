import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fieldErrors } from '../../../domain/form-errors.ts';
import {
  consentInputSchema,
  realWeddingInputSchema,
  type RealWedding,
  type TaggedRealWedding,
} from '../../../domain/real-weddings/real-weddings-api.ts';
import {
  linkedRoleFor,
  maxRealWeddingPhotos,
  maxRealWeddings,
  taggingRequired,
} from '../../../domain/real-weddings/real-weddings.ts';
import { linkableSuppliers } from './linkable.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { realWeddingPhotos, realWeddings, suppliers } from '../../db/schema/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { unstorableText } from '../../http/request-guards.ts';
import { noteSupplierWrite } from '../../http/supplier-changes.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { receivePhotoForm } from '../photos/photo-form.ts';
import { removePhotoFiles, storePhotoFiles, type StoredPhoto } from '../photos/service.ts';
import { readRealWeddings } from './read.ts';

/** spec section 8: the error of a real wedding that is not there (another supplier's, deleted, unknown). */
const missingRealWedding = 'Missing real wedding';
/** The 404 of an item that is not there: a form shows that it was deleted meanwhile. */
const gone = () => notFound(missingRealWedding, { _: 'realWeddings:errors.gone' });

const refused = (fields: Record<string, string>) => badRequest('validation', 'Some fields are not valid', fields);

/**
 * The linked supplier, if it is on the marketplace, not the maker, of the role the maker's category links,
 * and in a country with real weddings (elsewhere it could never see the credit to accept it).
 */
async function linkableSupplier(db: Db, makerId: string, supplierId: string, category: string) {
  const role = linkedRoleFor(category);
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), linkableSuppliers(role)));
  if (!row || row.id === makerId || !role)
    throw refused({ linkedSupplierId: 'realWeddings:errors.linkedSupplierInvalid' });
  return { id: row.id, role };
}

/**
 * The form's `data` field as its fields, with the number of photo files received (counted here, never taken from the
 * data), refused (nothing written) when it is not JSON without NUL characters.
 */
function dataOf(received: {
  fields: Record<string, string>;
  formError: Record<string, string> | null;
  photos: readonly unknown[];
}): unknown {
  if (received.formError) throw refused(received.formError);
  try {
    const data: unknown = JSON.parse(received.fields.data ?? '{}');
    if (unstorableText(data)) throw refused({ _: 'validation:unsavableCharacter' });
    // anything but an object fails the schema as it is
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? { ...data, newPhotos: received.photos.length }
      : data;
  } catch (error) {
    if (error instanceof SyntaxError) throw refused({ _: 'realWeddings:errors.multipart' });
    throw error;
  }
}

/**
 * Saves the real-wedding form (multipart: its fields as JSON in `data`, new photos as files). Spec section
 * 4: with an id the supplier's active real wedding is updated ('Missing real wedding' 404 otherwise), without
 * one a real wedding is created; new photos are recorded unapproved. Refused with field errors (section 5)
 * and nothing written: required fields, a competitor's link, no photo (kept and new together), the tagging
 * rule, a linked supplier that cannot be linked. Changing the linked supplier asks the new one's consent
 * again. An edit reads the real wedding, its photos and its consent under a row lock, so an answer of the
 * linked supplier or another edit in between is neither undone nor mixed in. At most `maxRealWeddings`
 * active ones, counted under the supplier's row lock.
 */
export async function saveRealWedding(
  request: FastifyRequest,
  access: SupplierAccess,
  now: Date,
): Promise<RealWedding> {
  const { deps } = request.server;
  const { db } = deps.database;
  const { storage } = deps.providers;
  const { supplier } = access;
  const category = supplier.types[0] ?? '';
  requireFeature(access, 'realWeddings');
  if (!request.isMultipart()) throw refused({ _: 'realWeddings:errors.multipart' });
  const received = await receivePhotoForm(request.parts(), {
    maxPhotos: maxRealWeddingPhotos,
    tooManyKey: 'realWeddings:errors.tooManyPhotos',
  });
  const parsed = realWeddingInputSchema({ taggingRequired: taggingRequired(category) }).safeParse(dataOf(received));
  const errors = {
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
    ...(received.photoError ? { photos: received.photoError } : {}),
  };
  if (!parsed.success || Object.keys(errors).length > 0) throw refused(errors);
  const input = parsed.data;
  const linked =
    input.linkedSupplierId === '' ? null : await linkableSupplier(db, supplier.id, input.linkedSupplierId, category);

  const stored: StoredPhoto[] = [];
  let saved: { id: string; dropped: { path: string; thumbnail: string }[]; linkedBefore: string | null };
  try {
    for (const images of received.photos)
      stored.push(await storePhotoFiles(storage, `real-weddings/${supplier.id}`, images));
    saved = await db.transaction(async (tx) => {
      const fields = {
        name: input.name,
        couple: input.couple,
        url: input.url,
        linkedSupplierId: linked?.id ?? null,
        linkedRole: linked?.role ?? null,
        updatedAt: now,
      };
      if (!input.id) {
        await lockSupplierRow(tx, supplier.id);
        const [active] = await tx
          .select({ n: count() })
          .from(realWeddings)
          .where(and(eq(realWeddings.supplierId, supplier.id), eq(realWeddings.active, true)));
        if ((active?.n ?? 0) >= maxRealWeddings)
          throw new AppError(409, 'limit-reached', `A supplier can have at most ${maxRealWeddings} real weddings`, {
            _: 'realWeddings:errors.limit',
          });
        if (stored.length === 0) throw refused({ photos: 'realWeddings:errors.photos' });
        const id = randomUUID();
        await tx.insert(realWeddings).values({
          ...fields,
          id,
          supplierId: supplier.id,
          role: category === 'photo' ? 'photo' : 'venue',
          consent: false,
          createdBy: access.user.id,
          createdAt: now,
        });
        await insertPhotos(tx, id, supplier.id, stored, 0, now);
        return { id, dropped: [], linkedBefore: null };
      }
      const [existing] = await tx
        .select()
        .from(realWeddings)
        .where(
          and(eq(realWeddings.id, input.id), eq(realWeddings.supplierId, supplier.id), eq(realWeddings.active, true)),
        )
        .for('update');
      if (!existing) throw gone();
      // the photos it keeps, in their order (ids of other real weddings are not its photos)
      const photos = await tx
        .select({ id: realWeddingPhotos.id })
        .from(realWeddingPhotos)
        .where(eq(realWeddingPhotos.realWeddingId, existing.id))
        .orderBy(asc(realWeddingPhotos.position));
      const keptIds = photos.map((photo) => photo.id).filter((id) => input.keepPhotoIds.includes(id));
      if (keptIds.length + stored.length === 0) throw refused({ photos: 'realWeddings:errors.photos' });
      if (keptIds.length + stored.length > maxRealWeddingPhotos)
        throw refused({ photos: 'realWeddings:errors.tooManyPhotos' });
      // the same supplier keeps its answer; a new one is asked
      const consent = existing.linkedSupplierId === fields.linkedSupplierId ? existing.consent : false;
      await tx
        .update(realWeddings)
        .set({ ...fields, consent })
        .where(eq(realWeddings.id, existing.id));
      const dropped = await tx
        .delete(realWeddingPhotos)
        .where(
          and(
            eq(realWeddingPhotos.realWeddingId, existing.id),
            keptIds.length > 0 ? notInArray(realWeddingPhotos.id, keptIds) : undefined,
          ),
        )
        .returning({ path: realWeddingPhotos.path, thumbnail: realWeddingPhotos.thumbnail });
      for (const [position, photoId] of keptIds.entries())
        await tx.update(realWeddingPhotos).set({ position }).where(eq(realWeddingPhotos.id, photoId));
      await insertPhotos(tx, existing.id, supplier.id, stored, keptIds.length, now);
      return { id: existing.id, dropped, linkedBefore: existing.linkedSupplierId };
    });
  } catch (error) {
    await removePhotoFiles(storage, stored, request.log);
    throw error;
  }
  await removePhotoFiles(storage, saved.dropped, request.log);
  // the linked suppliers' pages show it (or stop showing it) too
  for (const linkedId of new Set([saved.linkedBefore, linked?.id])) if (linkedId) noteSupplierWrite(request, linkedId);
  return ownRealWedding(db, storage, supplier.id, saved.id);
}

async function insertPhotos(
  tx: Tx,
  realWeddingId: string,
  supplierId: string,
  stored: readonly StoredPhoto[],
  from: number,
  now: Date,
): Promise<void> {
  if (stored.length === 0) return;
  await tx.insert(realWeddingPhotos).values(
    stored.map((photo, i) => ({
      id: photo.id,
      realWeddingId,
      supplierId,
      position: from + i,
      path: photo.path,
      thumbnail: photo.thumbnail,
      createdAt: now,
    })),
  );
}

async function ownRealWedding(db: Db, storage: StorageProvider, supplierId: string, id: string): Promise<RealWedding> {
  const wedding = (await readRealWeddings(db, storage, supplierId)).realWeddings.find((item) => item.id === id);
  if (!wedding) throw gone();
  return wedding;
}

/** Deleting marks it inactive (spec section 4): kept, shown nowhere, its photos kept with it. */
export async function deleteRealWedding(
  request: FastifyRequest,
  access: SupplierAccess,
  id: string,
  now: Date,
): Promise<void> {
  const { db } = request.server.deps.database;
  const [row] = await db
    .update(realWeddings)
    .set({ active: false, updatedAt: now })
    .where(and(eq(realWeddings.id, id), eq(realWeddings.supplierId, access.supplier.id), eq(realWeddings.active, true)))
    .returning({ linkedSupplierId: realWeddings.linkedSupplierId });
  if (!row) throw gone();
  if (row.linkedSupplierId) noteSupplierWrite(request, row.linkedSupplierId);
}

/**
 * The linked supplier's answer: consenting shows the real wedding on its profile too (crediting the
 * maker), withdrawing hides it again. Any role that may edit, whatever the tier: being credited is not a
 * feature of a plan. 404 for a real wedding that does not link this supplier.
 */
export async function setRealWeddingConsent(
  request: FastifyRequest,
  access: SupplierAccess,
  id: string,
  input: unknown,
): Promise<TaggedRealWedding> {
  const { db } = request.server.deps.database;
  const { storage } = request.server.deps.providers;
  const { consent } = parseForm(consentInputSchema, input);
  const [row] = await db
    .update(realWeddings)
    .set({ consent })
    .where(
      and(
        eq(realWeddings.id, id),
        eq(realWeddings.linkedSupplierId, access.supplier.id),
        eq(realWeddings.active, true),
      ),
    )
    .returning({ supplierId: realWeddings.supplierId });
  if (!row) throw gone();
  noteSupplierWrite(request, row.supplierId);
  const tagged = (await readRealWeddings(db, storage, access.supplier.id)).taggedIn.find((item) => item.id === id);
  if (!tagged) throw gone();
  return tagged;
}
