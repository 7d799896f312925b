import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { alertSettingsExport } from '../notifications/settings.ts';
import { businessQuotesExport } from '../quotes/export.ts';
import { exportFilePath, type ExportEntityName } from '../../../domain/data-export/data-export.ts';
import type { Db } from '../../db/client.ts';
import {
  adminAudit,
  bookings,
  chatMessages,
  enquiries,
  enquiryMessages,
  enquiryNotes,
  platformAdmins,
  subscriptionInvoices,
  supplierDailyStats,
  supplierListings,
  supplierOffers,
  supplierPhotos,
  supplierReviews,
  supplierUsers,
  supplierVideos,
  suppliers,
  users,
} from '../../db/schema/index.ts';

/** A stored file the ZIP carries: where it goes in the ZIP and its storage key. */
interface ExportFile {
  zipPath: string;
  storageKey: string;
}

/** Each entity's content (one object, or a table's rows) and the files to put beside them. */
export interface ExportContents {
  entities: Partial<Record<ExportEntityName, unknown>>;
  files: ExportFile[];
}

/** A user's own data: the account (no password: it lives hashed in another table), memberships, what they wrote. */
export async function userExportContents(db: Db, userId: string): Promise<ExportContents> {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const admin = await db.select().from(platformAdmins).where(eq(platformAdmins.userId, userId));
  const memberships = await db
    .select({
      supplierId: supplierUsers.supplierId,
      supplierName: suppliers.name,
      role: supplierUsers.role,
      since: supplierUsers.createdAt,
    })
    .from(supplierUsers)
    .innerJoin(suppliers, eq(suppliers.id, supplierUsers.supplierId))
    .where(eq(supplierUsers.userId, userId))
    .orderBy(asc(supplierUsers.createdAt));
  const messages = await db
    .select({
      id: enquiryMessages.id,
      supplierId: enquiryMessages.supplierId,
      enquiryId: enquiryMessages.enquiryId,
      subject: enquiryMessages.subject,
      text: enquiryMessages.text,
      createdAt: enquiryMessages.createdAt,
    })
    .from(enquiryMessages)
    .where(eq(enquiryMessages.authorId, userId))
    .orderBy(asc(enquiryMessages.createdAt));
  const notes = await db
    .select({
      id: enquiryNotes.id,
      supplierId: enquiryNotes.supplierId,
      enquiryId: enquiryNotes.enquiryId,
      text: enquiryNotes.text,
      createdAt: enquiryNotes.createdAt,
    })
    .from(enquiryNotes)
    .where(eq(enquiryNotes.authorId, userId))
    .orderBy(asc(enquiryNotes.createdAt));
  const teamChat = await db
    .select({
      id: chatMessages.id,
      supplierId: chatMessages.supplierId,
      conversation: chatMessages.conversation,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, userId))
    .orderBy(asc(chatMessages.id));
  const notifications = await alertSettingsExport(db, userId);
  const auditEntries = await db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.actorId, userId))
    .orderBy(asc(adminAudit.createdAt));
  return {
    entities: {
      account: { ...account, platformAdmin: admin.length > 0 },
      memberships,
      messages: [
        ...messages.map((m) => ({ kind: 'reply', ...m })),
        ...notes.map((n) => ({ kind: 'note', subject: null, ...n })),
      ],
      teamChat,
      notifications,
      auditEntries,
    },
    files: [],
  };
}

/** A stored file's name: the last part of its key. */
const baseName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * One business's data for its admin. Every query names the supplier, so no other business's row can come in (the
 * integration test checks it with two businesses).
 */
export async function businessExportContents(db: Db, supplierId: string): Promise<ExportContents> {
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId));
  const [listing] = await db.select().from(supplierListings).where(eq(supplierListings.supplierId, supplierId));
  const photos = await db
    .select()
    .from(supplierPhotos)
    .where(eq(supplierPhotos.supplierId, supplierId))
    .orderBy(asc(supplierPhotos.order));
  const videos = await db.select().from(supplierVideos).where(eq(supplierVideos.supplierId, supplierId));
  const enquiryRows = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.supplierId, supplierId))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
  const messages = await db
    .select()
    .from(enquiryMessages)
    .where(eq(enquiryMessages.supplierId, supplierId))
    .orderBy(asc(enquiryMessages.createdAt));
  const notes = await db
    .select()
    .from(enquiryNotes)
    .where(eq(enquiryNotes.supplierId, supplierId))
    .orderBy(asc(enquiryNotes.createdAt));
  const bookingRows = await db
    .select({ id: bookings.id, enquiryId: bookings.enquiryId, files: bookings.files })
    .from(bookings)
    .where(and(eq(bookings.supplierId, supplierId), isNotNull(bookings.enquiryId)));
  const reviews = await db.select().from(supplierReviews).where(eq(supplierReviews.supplierId, supplierId));
  const offers = await db.select().from(supplierOffers).where(eq(supplierOffers.supplierId, supplierId));
  const statistics = await db
    .select({ day: supplierDailyStats.day, metric: supplierDailyStats.metric, count: supplierDailyStats.count })
    .from(supplierDailyStats)
    .where(eq(supplierDailyStats.supplierId, supplierId))
    .orderBy(asc(supplierDailyStats.day), asc(supplierDailyStats.metric));
  const quotes = await businessQuotesExport(db, supplierId);
  const invoices = await db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.supplierId, supplierId))
    .orderBy(asc(subscriptionInvoices.createdAt));

  const files: ExportFile[] = [];
  const media = [
    ...photos.map((photo) => {
      const zipPath = exportFilePath('photos', photo.id, baseName(photo.path));
      files.push({ zipPath, storageKey: photo.path });
      return { kind: 'photo', ...photo, file: zipPath };
    }),
    ...videos.map((video) => ({ kind: 'video', ...video, file: null })),
  ];
  const enquiryIds = new Set(enquiryRows.map((row) => row.id));
  const enquiryFiles = [
    ...bookingRows.flatMap((booking) =>
      booking.files.map((file) => ({ source: 'booking', enquiryId: booking.enquiryId, ...file })),
    ),
    ...messages.flatMap((message) =>
      message.attachments.map((file) => ({
        source: 'message',
        enquiryId: message.enquiryId,
        messageId: message.id,
        ...file,
      })),
    ),
  ]
    .filter((file) => file.enquiryId !== null && enquiryIds.has(file.enquiryId))
    .map((file) => {
      const zipPath = exportFilePath(`enquiries/${file.enquiryId}`, file.id, file.name);
      files.push({ zipPath, storageKey: file.path });
      return { ...file, file: zipPath };
    });
  return {
    entities: {
      listing: { ...supplier, listing: listing?.listing ?? {}, listingUpdatedAt: listing?.updatedAt ?? null },
      media,
      enquiries: enquiryRows,
      messages: messages.map(({ attachments, ...message }) => ({ ...message, attachments: attachments.length })),
      notes,
      quotes: quotes.quotes,
      contractTemplates: quotes.contractTemplates,
      files: enquiryFiles,
      reviews,
      offers,
      statistics,
      invoices,
    },
    files,
  };
}
