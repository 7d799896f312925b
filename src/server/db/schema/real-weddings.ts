import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LinkedRole } from '../../../domain/real-weddings/real-weddings.ts';
import { users } from './auth.ts';
import { awaitingPhotosIndex, moderatedPhotoColumns } from './moderated-photo.ts';
import { suppliers, supplierIdColumn } from './suppliers.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A real wedding (spec "Real wedding (work)"; src/domain/real-weddings): made by `supplier_id`, crediting
 * `linked_supplier_id` in its role, who consents before it shows on their profile. Deleting marks it
 * inactive (spec section 4): it is kept, shown nowhere.
 */
export const realWeddings = pgTable(
  'real_weddings',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    name: text('name').notNull(),
    couple: text('couple').notNull(),
    url: text('url').notNull(),
    /** The maker's role (its category then: venue or photo). */
    role: text('role').$type<LinkedRole>().notNull(),
    linkedSupplierId: text('linked_supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    linkedRole: text('linked_role').$type<LinkedRole>(),
    consent: boolean('consent').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('real_weddings_supplier_idx').on(t.supplierId, t.createdAt),
    index('real_weddings_linked_idx')
      .on(t.linkedSupplierId)
      .where(sql`${t.linkedSupplierId} is not null`),
  ],
);

/** A photo of a real wedding: re-encoded like the gallery's, shown once a platform admin approved it. */
export const realWeddingPhotos = pgTable(
  'real_wedding_photos',
  {
    id: text('id').primaryKey(),
    realWeddingId: text('real_wedding_id')
      .notNull()
      .references(() => realWeddings.id, { onDelete: 'cascade' }),
    supplierId: supplierIdColumn(),
    ...moderatedPhotoColumns(),
  },
  (t) => [
    index('real_wedding_photos_wedding_idx').on(t.realWeddingId, t.position),
    awaitingPhotosIndex('real_wedding_photos_awaiting_idx', t),
  ],
);
