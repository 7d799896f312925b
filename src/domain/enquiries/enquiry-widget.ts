import { defaultCountry, supportedCountries } from '../countries.ts';

/** The embeddable enquiry widget (spec sections 2, 3 and 9). */

export const widgetFields = [
  'email',
  'partnerName',
  'phone',
  'partnerName2',
  'guestsInitialTarget',
  'weddingDate',
  'message',
] as const;
export type WidgetField = (typeof widgetFields)[number];
export type WidgetSettings = Record<WidgetField, boolean>;

export const defaultWidgetSettings: WidgetSettings = {
  email: true,
  partnerName: true,
  phone: false,
  partnerName2: false,
  guestsInitialTarget: false,
  weddingDate: false,
  message: false,
};

export function isWidgetField(value: unknown): value is WidgetField {
  return typeof value === 'string' && (widgetFields as readonly string[]).includes(value);
}

/** The supplier must be able to answer: e-mail or phone stays on. */
const fieldHeights: Record<WidgetField, number> = {
  email: 60,
  partnerName: 60,
  phone: 60,
  partnerName2: 60,
  guestsInitialTarget: 60,
  weddingDate: 150,
  message: 182,
};
const widgetBaseHeight = 270;
const messageAndDateOverlap = 70;

/** The iframe height in pixels: base 270 plus each enabled field, less 70 when message and wedding date are both on. */
export function widgetHeight(settings: WidgetSettings): number {
  const fields = widgetFields.reduce((sum, f) => sum + (settings[f] ? fieldHeights[f] : 0), 0);
  return widgetBaseHeight + fields - (settings.message && settings.weddingDate ? messageAndDateOverlap : 0);
}

export function enabledWidgetFields(settings: WidgetSettings): WidgetField[] {
  return widgetFields.filter((f) => settings[f]);
}

/**
 * The public widget page of this app: `${appUrl}/widget`, then `/de`, `/fr` or `/pl` outside GB.
 * @internal
 */
export function widgetBase(appUrl: string): string {
  return `${appUrl.replace(/\/+$/, '')}/widget`;
}

/** The country prefix: only for supported countries other than GB. */
export function widgetCountryPrefix(countryCode: string): string {
  const supported = supportedCountries.some((c) => c === countryCode);
  return supported && countryCode !== defaultCountry ? `/${countryCode.toLowerCase()}` : '';
}

/** e.g. https://portal.example.com/widget/de?publicId=k3x9q2m7vd&fields=email&fields=partnerName */
export function widgetUrl(input: {
  appUrl: string;
  countryCode: string;
  publicId: string;
  settings: WidgetSettings;
}): string {
  const query = new URLSearchParams({ publicId: input.publicId });
  for (const field of enabledWidgetFields(input.settings)) query.append('fields', field);
  return `${widgetBase(input.appUrl)}${widgetCountryPrefix(input.countryCode)}?${query.toString()}`;
}

/** The fields of the public widget page's URL; unknown names are ignored, no names give the defaults. */
export function widgetSettingsFromFields(fields: readonly string[]): WidgetSettings {
  const known = fields.filter(isWidgetField);
  if (known.length === 0) return { ...defaultWidgetSettings };
  return Object.fromEntries(widgetFields.map((f) => [f, known.includes(f)])) as WidgetSettings;
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The snippet a supplier pastes into its website; `title` names the frame for screen readers. */
export function widgetEmbedCode(input: { url: string; height: number; title: string }): string {
  return `<iframe src="${escapeAttribute(input.url)}" title="${escapeAttribute(input.title)}" width="100%" height="${input.height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

// ---- the couple's submission (its schema: enquiry-widget-schemas.ts) ----

export const widgetTextLimits = { name: 100, phone: 30, message: 5000 } as const;
