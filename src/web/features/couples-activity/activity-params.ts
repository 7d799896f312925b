import { coupleActivityEvents, type CoupleActivityEvent } from '../../../domain/enquiries/couples-activity.ts';

/**
 * Where the couples activity is, kept in the address: `?type=shortlisted&page=2`. Pages count from 1,
 * as the server does; the defaults (every activity, page 1) are left out.
 */
export interface ActivityParams {
  eventType: CoupleActivityEvent | null;
  page: number;
}

const isActivityEvent = (value: string | null): value is CoupleActivityEvent =>
  (coupleActivityEvents as readonly (string | null)[]).includes(value);

export function parseActivityParams(search: URLSearchParams): ActivityParams {
  const type = search.get('type');
  const page = Number(search.get('page'));
  return { eventType: isActivityEvent(type) ? type : null, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function activitySearch({ eventType, page }: ActivityParams): URLSearchParams {
  const search = new URLSearchParams();
  if (eventType) search.set('type', eventType);
  if (page > 1) search.set('page', String(page));
  return search;
}
