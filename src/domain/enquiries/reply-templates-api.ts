import { z } from '../zod.ts';
import { locales } from '../locales.ts';
import { requiredText } from '../validators.ts';
import {
  autoAcknowledgeTemplateError,
  replyTemplateNameMaxLength,
  replyTemplateTextMaxLength,
  templatePlaceholderError,
  templateTextsError,
  unknownPlaceholders,
  type AutoAcknowledge,
} from './reply-templates.ts';

/** The reply-template calls' shapes (reply-templates.ts has the rules, which the composer loads without zod). */

const templateText = z
  .string()
  .trim()
  .max(replyTemplateTextMaxLength, { error: 'validation:maxLength' })
  .refine((text) => unknownPlaceholders(text).length === 0, { error: templatePlaceholderError });

export const replyTemplateInputSchema = z
  .object({
    name: requiredText('validation:required', replyTemplateNameMaxLength),
    texts: z.object({
      'en-GB': templateText.default(''),
      'de-DE': templateText.default(''),
      'fr-FR': templateText.default(''),
    }),
  })
  .refine((input) => locales.some((locale) => input.texts[locale] !== ''), {
    error: templateTextsError,
    path: ['texts', 'en-GB'],
  });
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

export const replyTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  texts: z.object({ 'en-GB': z.string(), 'de-DE': z.string(), 'fr-FR': z.string() }),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const replyTemplatesResponseSchema = z.object({ templates: z.array(replyTemplateSchema) });
export type ReplyTemplatesResponse = z.infer<typeof replyTemplatesResponseSchema>;

export const autoAcknowledgeSchema = z
  .object({ enabled: z.boolean(), templateId: z.string().min(1).max(128).nullable() })
  .refine((settings) => !settings.enabled || settings.templateId !== null, {
    error: autoAcknowledgeTemplateError,
    path: ['templateId'],
  }) satisfies z.ZodType<AutoAcknowledge>;
