import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { defaultWidgetSettings } from '../../../domain/enquiries/enquiry-widget.ts';
import { suppliers } from './suppliers.ts';

/**
 * A supplier's enquiry widget: which of the seven fields its form shows (a supplier without a row has the defaults).
 */
export const widgetSettings = pgTable('widget_settings', {
  supplierId: text('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(defaultWidgetSettings.email),
  partnerName: boolean('partner_name').notNull().default(defaultWidgetSettings.partnerName),
  phone: boolean('phone').notNull().default(defaultWidgetSettings.phone),
  partnerName2: boolean('partner_name_2').notNull().default(defaultWidgetSettings.partnerName2),
  guestsInitialTarget: boolean('guests_initial_target').notNull().default(defaultWidgetSettings.guestsInitialTarget),
  weddingDate: boolean('wedding_date').notNull().default(defaultWidgetSettings.weddingDate),
  message: boolean('message').notNull().default(defaultWidgetSettings.message),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
