import type { EnquiryListItem } from '../../../domain/enquiries/inbox.ts';
import { hasMark } from '../../../domain/enquiries/progress.ts';

/** Where an enquiry stands, in one word for the list: an outcome, else its furthest progress step, else new. */
export type EnquiryStage = { key: string; colour: string };

export function enquiryStage(enquiry: Pick<EnquiryListItem, 'progress' | 'statuses' | 'enquiryRead'>): EnquiryStage {
  if (hasMark(enquiry, 'booked')) return { key: 'progress.booked', colour: 'teal' };
  if (hasMark(enquiry, 'lost')) return { key: 'statusFlags.lost', colour: 'red' };
  if (hasMark(enquiry, 'dismissed')) return { key: 'statusFlags.dismissed', colour: 'gray' };
  const furthest = enquiry.progress.at(-1);
  if (furthest && furthest !== 'read') return { key: `progress.${furthest}`, colour: 'blue' };
  return enquiry.enquiryRead ? { key: 'progress.read', colour: 'gray' } : { key: 'list.new', colour: 'pink' };
}

/** "Amy & Ben", one name, or null when the couple's names are hidden (locked) or not given. */
export function coupleNames(enquiry: Pick<EnquiryListItem, 'partnerName1' | 'partnerName2'>): string | null {
  const names = [enquiry.partnerName1, enquiry.partnerName2].filter((n): n is string => Boolean(n?.trim()));
  return names.length > 0 ? names.join(' & ') : null;
}
