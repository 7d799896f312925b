import { z } from '../zod.ts';
import { widgetFields } from './enquiry-widget.ts';
import { widgetSettingsSchema } from './enquiry-widget-schemas.ts';

/** Requests and answers of the enquiry widget calls, shared by the server and the web. */

export const widgetConfigSchema = z.object({
  publicId: z.string(),
  settings: widgetSettingsSchema,
  /** The enabled fields in form order. */
  fields: z.array(z.enum(widgetFields)),
  /** The public widget page (widget.ts `widgetUrl`). */
  url: z.string(),
  /** The iframe height in pixels (widget.ts `widgetHeight`). */
  height: z.number().int(),
  /** The iframe snippet for the supplier's website. */
  embedCode: z.string(),
  /** An enquiry has come through the widget (else the inbox invites the supplier to add it: widget-popup.ts). */
  hasEnquiry: z.boolean(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

/** Name of the honeypot input: hidden from people, so any value means a robot filled the form. */
export const widgetHoneypotField = 'website';

/**
 * A couple's submission: publicId, the form token of the page, the honeypot, and the widget's
 * fields (validated by widget.ts `widgetSubmissionSchema` for the fields the page showed).
 */
export const widgetEnquiryEnvelopeSchema = z
  .object({
    publicId: z
      .string({ error: 'validation:required' })
      .min(1, { error: 'validation:required' })
      .max(64, { error: 'validation:maxLength' }),
    token: z
      .string({ error: 'validation:required' })
      .min(1, { error: 'validation:required' })
      .max(1000, { error: 'validation:maxLength' }),
    [widgetHoneypotField]: z.string().max(1000).optional(),
  })
  .loose();

export const widgetEnquiryResponseSchema = z.object({ ok: z.literal(true) });
