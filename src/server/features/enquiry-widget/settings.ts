import { and, eq } from 'drizzle-orm';
import type { WidgetConfig } from '../../../domain/enquiries/enquiry-widget-api.ts';
import {
  defaultWidgetSettings,
  enabledWidgetFields,
  widgetEmbedCode,
  widgetFields,
  widgetHeight,
  widgetUrl,
  type WidgetSettings,
} from '../../../domain/enquiries/enquiry-widget.ts';
import { countryL10n, isCountryCode } from '../../../domain/countries.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { enquiries, widgetSettings } from '../../db/schema/index.ts';
import { translatorFor } from '../../i18n/translator.ts';

const pick = (row: WidgetSettings): WidgetSettings =>
  Object.fromEntries(widgetFields.map((f) => [f, row[f]])) as WidgetSettings;

/** The supplier's toggles; the spec's defaults until it saves its own. */
export async function loadWidgetSettings(db: Db, supplierId: string): Promise<WidgetSettings> {
  const [row] = await db.select().from(widgetSettings).where(eq(widgetSettings.supplierId, supplierId)).limit(1);
  return row ? pick(row) : { ...defaultWidgetSettings };
}

export async function saveWidgetSettings(
  db: Db,
  supplierId: string,
  settings: WidgetSettings,
  now: Date,
): Promise<WidgetSettings> {
  const values = { ...pick(settings), updatedAt: now };
  await db
    .insert(widgetSettings)
    .values({ supplierId, ...values })
    .onConflictDoUpdate({ target: widgetSettings.supplierId, set: values });
  return pick(settings);
}

/** Whether an enquiry has come through the supplier's widget (source widget). */
export async function hasWidgetEnquiry(db: Db, supplierId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.source, 'widget')))
    .limit(1);
  return row !== undefined;
}

/** The language of a supplier's widget page: its country's (the URL's prefix), en-GB where the portal has none. */
export function widgetLocaleOf(countryCode: string): string {
  return isCountryCode(countryCode) ? countryL10n(countryCode).locale : 'en-GB';
}

/**
 * What the settings screen shows: the toggles, the page URL, the iframe height and the snippet; and whether the widget
 * has brought an enquiry yet.
 */
export function widgetConfigOf(
  appUrl: string,
  supplier: Pick<Supplier, 'publicId' | 'countryCode'>,
  settings: WidgetSettings,
  hasEnquiry: boolean,
): WidgetConfig {
  const url = widgetUrl({ appUrl, countryCode: supplier.countryCode, publicId: supplier.publicId, settings });
  const height = widgetHeight(settings);
  const title = translatorFor(widgetLocaleOf(supplier.countryCode))('enquiries:widget.embedTitle');
  return {
    publicId: supplier.publicId,
    settings,
    fields: enabledWidgetFields(settings),
    url,
    height,
    embedCode: widgetEmbedCode({ url, height, title }),
    hasEnquiry,
  };
}
