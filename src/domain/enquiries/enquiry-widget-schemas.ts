import { z } from '../zod.ts';
import { emailSchema, internationalPhoneSchema, isBlank } from '../validators.ts';
import { guestsEstimateSchema } from './guests.ts';
import { weddingDatePickerSchema } from './wedding-date-schema.ts';
import {
  enabledWidgetFields,
  widgetFields,
  widgetTextLimits,
  type WidgetField,
  type WidgetSettings,
} from './enquiry-widget.ts';

/** The widget's zod schemas (rules in widget.ts): the supplier's settings and the couple's submission. */

export const widgetSettingsSchema = z
  .object(Object.fromEntries(widgetFields.map((f) => [f, z.boolean()])) as Record<WidgetField, z.ZodBoolean>)
  .refine((s) => s.email || s.phone, { path: ['email'], message: 'enquiries:errors.widgetContactField' });

const requiredText = (max: number) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(max, { error: 'validation:maxLength' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation:maxLength' })
    .optional()
    .transform((v) => (isBlank(v) ? null : (v ?? null)));

/**
 * Everything a widget form can hold: e-mail, the first name and phone are required when shown; the rest is optional.
 */
const fieldSchemas = {
  email: requiredText(254).pipe(emailSchema),
  partnerName: requiredText(widgetTextLimits.name),
  phone: requiredText(widgetTextLimits.phone).pipe(internationalPhoneSchema),
  partnerName2: optionalText(widgetTextLimits.name),
  guestsInitialTarget: guestsEstimateSchema,
  weddingDate: weddingDatePickerSchema.optional().transform((v) => v ?? null),
  message: optionalText(widgetTextLimits.message),
};

export type WidgetSubmission = Partial<{ [F in WidgetField]: z.output<(typeof fieldSchemas)[F]> }>;

/** The submission schema for the fields a supplier's widget shows; fields it does not show are dropped. */
export function widgetSubmissionSchema(settings: WidgetSettings): z.ZodType<WidgetSubmission> {
  const shape = Object.fromEntries(enabledWidgetFields(settings).map((f) => [f, fieldSchemas[f]]));
  return z.object(shape);
}
