import { regexes } from 'zod/v4/core';
import { simplePasswordMinLength } from './ui-constants.ts';

/**
 * The field rules of spec section 5 as plain predicates, and the i18n keys (namespace `validation`) of
 * their messages. The zod schemas built on them are in validators.ts; screens that only check a value
 * import this file and so do not download zod.
 * @internal
 */
export const validationMessages = [
  'invalid',
  'required',
  'requiredField',
  'email',
  'url',
  'websiteIsEmail',
  'ukPostcode',
  'ukPhone',
  'phone',
  'password',
  'digits',
  'coordinate',
  'maxLength',
  'requiredPostcode',
  'requiredCountry',
  'requiredCounty',
  'requiredPhone',
  'requiredFirstName',
  'requiredLastName',
  'requiredTitle',
  'requiredFrom',
  'requiredDate',
  'requiredPermission',
  'invalidAddress',
  'invalidGeoAddress',
  'unsavableCharacter',
  'granularityNotSupported',
  'number',
  'wholeNumber',
  'tooShort',
  'tooSmall',
  'tooBig',
  'tooFew',
  'tooMany',
  'chooseOption',
  'unknownField',
] as const;
export type ValidationMessage = `validation:${(typeof validationMessages)[number]}`;

// ---- predicates ----

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && regexes.email.test(v);
}

// Scheme optional (http or https only), a host with a dot and a letter TLD, optional port, path, query, fragment.
const websitePattern =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{2,59})\.?(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** An e-mail address (or mailto: link) typed where a website is asked for. */
export function isEmailNotWebsite(value: string): boolean {
  return isValidEmail(value.trim().replace(/^mailto:/i, ''));
}

/** An http(s) link; a bare host such as www.example.co.uk is accepted (normaliseUrl adds https://). */
export function isValidUrl(value: string): boolean {
  const v = value.trim();
  if (!websitePattern.test(v) || isEmailNotWebsite(v)) return false;
  // "www.mysite" (the TLD forgotten) would otherwise pass as host "www" in TLD "mysite".
  const host = v.replace(/^https?:\/\//i, '').split(/[/?#:]/)[0] ?? '';
  return !/^www\.[^.]+\.?$/i.test(host);
}

/** Adds https:// to a valid link typed without a scheme; other values come back trimmed. */
export function normaliseUrl(value: string): string {
  const v = value.trim();
  return isValidUrl(v) && !/^https?:\/\//i.test(v) ? `https://${v}` : v;
}

// Royal Mail formats A9, A99, A9A, AA9, AA99, AA9A with their letter rules, plus GIR 0AA.
const ukOutward = '(?:[A-PR-UWYZ](?:\\d[A-HJKPSTUW]|\\d{1,2})|[A-PR-UWYZ][A-HK-Y](?:\\d[ABEHMNPRVWXY]|\\d{1,2}))';
const ukInward = '\\d[ABD-HJLNP-UW-Z]{2}';
const ukPostcodePattern = new RegExp(`^(?:GIR *0AA|${ukOutward} *${ukInward})$`, 'i');

/** A UK postcode (incl. Crown dependencies and BF1 BFPO postcodes; not "BFPO 123" nor overseas territories). */
export function isUkPostcode(value: string): boolean {
  return ukPostcodePattern.test(value.trim());
}

const ukPostcodeInText = new RegExp(`\\b${ukOutward} *${ukInward}\\b`, 'gi');
const ukOutwardPattern = new RegExp(`^${ukOutward}$`, 'i');

/** The UK postcodes written in a text (an address line), normalised. */
export function ukPostcodesIn(text: string): string[] {
  return (text.match(ukPostcodeInText) ?? []).map(normaliseUkPostcode);
}

/** A UK outward code alone ("SW1A", "M1"), as a supplier may type for a postcode. */
export function isUkOutwardCode(value: string): boolean {
  return ukOutwardPattern.test(value.trim());
}

/** Upper case with one space before the inward code when valid; other values come back trimmed. */
export function normaliseUkPostcode(value: string): string {
  if (!isUkPostcode(value)) return value.trim();
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** The digits of a phone number with its separators removed, or null when other characters appear. */
function phoneDigits(value: string): string | null {
  const v = value.trim();
  if (!/^\+?[\d\s\-().]+$/.test(v)) return null;
  const opening = v.split('(').length - 1;
  if (opening !== v.split(')').length - 1 || opening > 1) return null;
  return v.replace(/[\s\-().]/g, '');
}

/** UK landline and mobile numbers (01, 02, 03, 07, 08), nationally or with +44 / 0044, "(0)" allowed. */
export function isUkPhone(value: string): boolean {
  const digits = phoneDigits(value.trim().replace(/^(\+44|0044)\s*\(0\)/, '$1'));
  if (digits === null) return false;
  const national = digits.replace(/^(\+44|0044)/, '0');
  return /^(?:01\d{8,9}|0[237]\d{9}|08\d{8,9})$/.test(national);
}

/** A general international-style number: optional leading +, 7 to 15 digits, spaces, dashes, dots, brackets. */
export function isInternationalPhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits !== null && /^\+?\d{7,15}$/.test(digits);
}

export function isSimplePassword(value: string): boolean {
  return [...value].length >= simplePasswordMinLength;
}

export function isNonZeroCoordinate(value: unknown): boolean {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n !== 0;
}

/** Number inputs: a non-negative whole number; decimals are cut, anything invalid or negative gives 0. */
export function toNonNegativeInt(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return 0;
  const whole = Math.trunc(n);
  return Number.isSafeInteger(whole) ? whole : 0;
}
