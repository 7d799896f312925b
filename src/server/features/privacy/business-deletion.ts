import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { businessDeletionConfirmed, subscriptionRenews } from '../../../domain/privacy/business-deletion.ts';
import { deleteBusinessSchema } from '../../../domain/privacy/privacy-api.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Database, Tx } from '../../db/client.ts';
import {
  adminAudit,
  bookings,
  calendarFeeds,
  callRequests,
  chatMessages,
  chatReadMarkers,
  chatSupportInvites,
  chatTokens,
  coupleMessages,
  couples,
  dataExports,
  enquiries,
  enquiryMessages,
  instagramConnections,
  realWeddingPhotos,
  realWeddings,
  reviewPhotos,
  reviewRequests,
  supplierBrochures,
  supplierInvites,
  supplierPhotos,
  supplierReviews,
  supplierUsers,
  subscriptions,
  suppliers,
  webhookEndpoints,
  widgetSettings,
} from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/**
 * A supplier admin deletes their business (issue 35, docs/decisions/privacy.md "Deleting a business"). The supplier row
 * stays, marked deleted: the ledger, checkouts, invoices and payments point to it with cascading foreign keys and the
 * law keeps them. Everything personal goes in one transaction: enquiries with their conversations, notes and bookings,
 * the couples that wrote to no other business, reviews, photos, brochures, real weddings, team memberships and invites,
 * team chat, webhooks, connected apps, calendar feeds, call requests and data exports; then their stored files.
 */
export async function deleteBusiness(
  database: Database,
  storage: StorageProvider,
  access: SupplierAccess,
  input: unknown,
  log?: FastifyBaseLogger,
): Promise<void> {
  const form = parseForm(deleteBusinessSchema, input);
  const supplierId = access.supplier.id;
  const fileKeys = await database.db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ name: suppliers.name, deleted: suppliers.deleted })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for('update');
    // a second click after the first deleted it: the business is gone, as for any other deleted supplier
    if (!supplier || supplier.deleted) throw notFound('supplier not found');
    if (!businessDeletionConfirmed(form.confirmation, supplier.name))
      throw badRequest('validation', 'The confirmation is not the business’s name', {
        confirmation: 'privacy:deleteBusiness.confirmationMismatch',
      });
    const plans = await tx
      .select({ status: subscriptions.status, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.supplierId, supplierId));
    if (plans.some(subscriptionRenews))
      throw new AppError(409, 'plan-running', 'End the business’s plan before deleting the business');
    const keys = await fileKeysOf(tx, supplierId);
    await deleteRowsOf(tx, supplierId);
    await tx.update(suppliers).set({ deleted: true, searchable: false }).where(eq(suppliers.id, supplierId));
    // when and by whom (the supplier row has no date of its own); no personal data of couples
    await tx.insert(adminAudit).values({
      supplierId,
      actorId: access.user.id,
      action: 'businessDeleted',
      before: { deleted: false },
      after: { deleted: true },
    });
    return keys;
  });
  // after the commit: a failed file delete leaves an orphaned file, never a business half deleted
  for (const key of fileKeys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log?.error({ err: error, supplierId }, 'could not delete a file of a deleted business');
    }
  }
}

/** Every stored file of the business: gallery, review and real-wedding photos, brochures, booking files, attachments, export ZIPs. */
async function fileKeysOf(tx: Tx, supplierId: string): Promise<string[]> {
  const [photos, reviewPics, weddingPics, brochures, bookingFiles, attachments, exports] = await Promise.all([
    tx
      .select({ path: supplierPhotos.path, thumbnail: supplierPhotos.thumbnail })
      .from(supplierPhotos)
      .where(eq(supplierPhotos.supplierId, supplierId)),
    tx
      .select({ path: reviewPhotos.path, thumbnail: reviewPhotos.thumbnail })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.supplierId, supplierId)),
    tx
      .select({ path: realWeddingPhotos.path, thumbnail: realWeddingPhotos.thumbnail })
      .from(realWeddingPhotos)
      .where(eq(realWeddingPhotos.supplierId, supplierId)),
    tx
      .select({ key: supplierBrochures.fileKey })
      .from(supplierBrochures)
      .where(eq(supplierBrochures.supplierId, supplierId)),
    tx.select({ files: bookings.files }).from(bookings).where(eq(bookings.supplierId, supplierId)),
    tx
      .select({ attachments: enquiryMessages.attachments })
      .from(enquiryMessages)
      .where(eq(enquiryMessages.supplierId, supplierId)),
    tx.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.supplierId, supplierId)),
  ]);
  return [
    ...[...photos, ...reviewPics, ...weddingPics].flatMap((photo) => [photo.path, photo.thumbnail]),
    ...brochures.map((brochure) => brochure.key),
    ...bookingFiles.flatMap((row) => row.files.map((file) => file.path)),
    ...attachments.flatMap((row) => row.attachments.map((file) => file.path)),
    ...exports.flatMap((row) => row.key ?? []),
  ];
}

/**
 * The business's personal rows. Couples are shared by every business they wrote to: only those left without any
 * enquiry or booking go. Accounting (ledger, balances, checkouts, subscriptions, invoices, payments), the audit log and
 * the statistics' counts stay with the supplier row.
 */
async function deleteRowsOf(tx: Tx, supplierId: string): Promise<void> {
  const [enquiryCouples, bookingCouples] = await Promise.all([
    tx.selectDistinct({ id: enquiries.coupleId }).from(enquiries).where(eq(enquiries.supplierId, supplierId)),
    tx.selectDistinct({ id: bookings.coupleId }).from(bookings).where(eq(bookings.supplierId, supplierId)),
  ]);
  const writtenTo = [...new Set([...enquiryCouples, ...bookingCouples].map((row) => row.id))];

  // bookings first (their enquiry link is SET NULL, not cascade), then the enquiries take conversations, notes,
  // spam scores and contact messages with them
  await tx.delete(bookings).where(eq(bookings.supplierId, supplierId));
  await tx.delete(enquiries).where(eq(enquiries.supplierId, supplierId));
  await tx.delete(supplierReviews).where(eq(supplierReviews.supplierId, supplierId));
  await tx.delete(reviewRequests).where(eq(reviewRequests.supplierId, supplierId));
  await tx.delete(coupleMessages).where(eq(coupleMessages.supplierId, supplierId));
  for (const table of [
    supplierPhotos,
    supplierBrochures,
    realWeddings,
    supplierInvites,
    supplierUsers,
    chatMessages,
    chatReadMarkers,
    chatTokens,
    webhookEndpoints,
    instagramConnections,
    widgetSettings,
    calendarFeeds,
    callRequests,
    dataExports,
  ])
    await tx.delete(table).where(eq(table.supplierId, supplierId));
  await tx.delete(chatSupportInvites).where(eq(chatSupportInvites.supplierId, supplierId));
  if (writtenTo.length > 0)
    await tx
      .delete(couples)
      .where(
        and(
          inArray(couples.id, writtenTo),
          notExists(tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.coupleId, couples.id))),
          notExists(tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.coupleId, couples.id))),
        ),
      );
}
