import type { Locale } from '../locales.ts';

/**
 * The privacy notice for couples (issue 35): a page of the portal in the reader's language, linked from every public
 * page (profile, review form) and from the enquiry widget.
 */
export const privacyNoticePath = '/privacy-notice';

export const privacyNoticeHref = (locale: Locale) => `${privacyNoticePath}?lang=${locale}`;
