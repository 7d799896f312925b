import {
  defaultStatusView,
  isStatusView,
  parseOwnerFilter,
  type StatusView,
} from '../../../domain/enquiries/progress.ts';

/**
 * Where the enquiry manager is, kept in the address so that back, reload and links to an enquiry and
 * back keep the view: `?view=booked&owner=none&page=2`. The page is counted from 1 here and from 0
 * by the server; defaults (inprogress, all owners, page 1) are left out.
 */
export interface ListParams {
  view: StatusView;
  /** "all", "none" or a user id: the {ownerFilter} path segment of the list call. */
  owner: string;
  /** From 0, as the server counts. */
  page: number;
}

const defaultListParams: ListParams = { view: defaultStatusView, owner: 'all', page: 0 };

export function parseListParams(search: URLSearchParams): ListParams {
  const view = search.get('view');
  const owner = search.get('owner') ?? 'all';
  const page = Number(search.get('page'));
  return {
    view: isStatusView(view) ? view : defaultStatusView,
    owner: parseOwnerFilter(owner) ? owner : 'all',
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

const listKeys = ['view', 'owner', 'page'] as const;

/** `search` with `params` written over its view, owner and page; other parameters (a purchase's ?payment=) stay. */
export function withListParams(search: URLSearchParams, { view, owner, page }: ListParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of listKeys) next.delete(key);
  if (view !== defaultListParams.view) next.set('view', view);
  if (owner !== defaultListParams.owner) next.set('owner', owner);
  if (page > 0) next.set('page', String(page + 1));
  return next;
}

/** The query string of `params` ("" for the defaults), with a leading "?" when not empty. */
export function listSearch(params: ListParams): string {
  const text = withListParams(new URLSearchParams(), params).toString();
  return text ? `?${text}` : '';
}

export const enquiryManagerPath = '/enquiry-manager';

export function enquiryPath(id: string, params: ListParams): string {
  return `${enquiryManagerPath}/${encodeURIComponent(id)}${listSearch({ ...params, page: 0 })}`;
}
