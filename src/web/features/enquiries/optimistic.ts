import type {
  EnquiryDetail,
  EnquiryDetailResponse,
  EnquiryList,
  EnquiryListItem,
} from '../../../domain/enquiries/inbox.ts';
import { applyEnquiryChange, hasMark, type EnquiryChange } from '../../../domain/enquiries/progress.ts';

/**
 * What the caches of the list and the open enquiry hold after a change (spec section 4: progress and
 * owner update optimistically in the list and in the open enquiry), by the domain's own rules.
 */

export interface Actor {
  isPlatformAdmin: boolean;
}

/**
 * The enquiry after a progress or status change, or null when the domain changes nothing (already so, a platform admin,
 * a locked enquiry).
 */
export function withMarkChange<E extends EnquiryListItem>(
  enquiry: E,
  change: EnquiryChange,
  actor: Actor,
  now: Date,
): E | null {
  const result = applyEnquiryChange(enquiry, change, { actor, now, locked: enquiry.locked });
  if (result.outcome !== 'applied') return null;
  const next = result.enquiry;
  return { ...next, important: hasMark(next, 'important'), dismissed: hasMark(next, 'dismissed') };
}

/** The list row of an open enquiry the server answered. */
export function listItemOf(detail: EnquiryDetail): EnquiryListItem {
  const {
    wedding: _wedding,
    user: _user,
    message: _message,
    guestsInitialTarget: _target,
    contactedCoupleTime: _contacted,
    notes: _notes,
    spamScore: _spamScore,
    ...item
  } = detail;
  return item;
}

export type ItemPatch = (item: EnquiryListItem) => EnquiryListItem;

/** The list with the row `id` patched; the same list when the row is not on it. */
export function patchList(list: EnquiryList | undefined, id: string, patch: ItemPatch): EnquiryList | undefined {
  if (!list?.enquiries.some((e) => e.id === id)) return list;
  return { ...list, enquiries: list.enquiries.map((e) => (e.id === id ? patch(e) : e)) };
}

export function patchDetail(
  response: EnquiryDetailResponse | undefined,
  patch: (enquiry: EnquiryDetail) => EnquiryDetail,
): EnquiryDetailResponse | undefined {
  return response && { ...response, supplierWedding: patch(response.supplierWedding) };
}
