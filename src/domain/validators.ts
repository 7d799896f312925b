import { z } from './zod.ts';
import {
  isBlank,
  isEmailNotWebsite,
  isInternationalPhone,
  isSimplePassword,
  isValidEmail,
  isValidUrl,
  normaliseUrl,
  type ValidationMessage,
} from './field-rules.ts';

export * from './field-rules.ts';

/**
 * Zod schemas of spec section 5's validators (field-rules.ts), whose error messages are i18n keys of
 * the `validation` namespace. Empty values pass non-required checks; whitespace-only counts as empty;
 * `required(...)` makes any of them required.
 */

/** A trimmed text that passes when empty and otherwise must satisfy `isValid`. */
function textFormat(isValid: (value: string) => boolean, message: ValidationMessage) {
  return z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (value !== '' && !isValid(value)) ctx.addIssue({ code: 'custom', message });
    });
}

/** Makes a text schema required: missing, empty or whitespace-only gives `message`. */
export function required<S extends z.ZodType<unknown, string>>(
  schema: S,
  message: ValidationMessage = 'validation:required',
) {
  return z.string({ error: message }).trim().min(1, { error: message }).pipe(schema);
}

/**
 * A required text, trimmed, optionally limited in length (validation:maxLength); `message` may be a feature's own i18n
 * key.
 */
export function requiredText(
  message: ValidationMessage | `${string}:${string}` = 'validation:required',
  maxLength?: number,
) {
  const text = z.string({ error: message }).trim().min(1, { error: message });
  return maxLength === undefined ? text : text.max(maxLength, { error: 'validation:maxLength' });
}

export const emailSchema = textFormat(isValidEmail, 'validation:email');
export const requiredEmailSchema = required(emailSchema);

/** Required, at least 6 characters; not trimmed (spaces are part of a password). */
export const simplePasswordSchema = z.string({ error: 'validation:required' }).superRefine((value, ctx) => {
  if (isBlank(value)) ctx.addIssue({ code: 'custom', message: 'validation:required' });
  else if (!isSimplePassword(value)) ctx.addIssue({ code: 'custom', message: 'validation:password' });
});

/** A website: an e-mail address gets its own message; the output gets https:// when typed without. */
export const urlSchema = z
  .string({ error: 'validation:url' })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '' || isValidUrl(value)) return;
    ctx.addIssue({
      code: 'custom',
      message: isEmailNotWebsite(value) ? 'validation:websiteIsEmail' : 'validation:url',
    });
  })
  .overwrite(normaliseUrl);

export const internationalPhoneSchema = textFormat(isInternationalPhone, 'validation:phone');
