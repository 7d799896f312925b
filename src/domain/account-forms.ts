import { z } from './zod.ts';
import { internationalPhoneSchema, requiredEmailSchema, requiredText, simplePasswordSchema } from './validators.ts';

/** The account forms of spec sections 2 and 5, shared by the server and the web forms; messages are i18n keys. */

const requiredPassword = z.string({ error: 'validation:required' }).min(1, { error: 'validation:required' });

/** Sign in and sign up: e-mail required and valid, password required and simple (6+). */
export const credentialsSchema = z.object({ email: requiredEmailSchema, password: simplePasswordSchema });

export const signUpSchema = credentialsSchema.extend({
  firstName: z.string().trim().max(100, { error: 'validation:maxLength' }).optional(),
  lastName: z.string().trim().max(100, { error: 'validation:maxLength' }).optional(),
  locale: z.string().optional(),
});

/** Password reset request: e-mail required and valid. */
export const resetRequestSchema = z.object({ email: requiredEmailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, { error: 'validation:required' }),
  password: simplePasswordSchema,
});

/** Change e-mail asks for the current password (spec: re-authenticates with the old e-mail and password). */
export const changeEmailSchema = z.object({ email: requiredEmailSchema, currentPassword: requiredPassword });

export const changePasswordSchema = z.object({ currentPassword: requiredPassword, newPassword: simplePasswordSchema });

/** Spec "Settings form": firstName, lastName, phone (the photo is uploaded on its own). */
export const profileSettingsSchema = z.object({
  firstName: requiredText('validation:requiredFirstName', 100),
  lastName: requiredText('validation:requiredLastName', 100),
  phone: internationalPhoneSchema,
});
export type ProfileSettings = z.output<typeof profileSettingsSchema>;
