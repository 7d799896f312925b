import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EnquiryDetailResponse, EnquiryList } from '../../../domain/enquiries/inbox.ts';
import type { StatusView } from '../../../domain/enquiries/progress.ts';
import type { SupplierTeam } from '../../../domain/team.ts';
import { api } from '../../app/api.ts';
import { keepUnread, keptUnread } from '../shell/unread-items.ts';
import type { ListParams } from './list-params.ts';
import { listItemOf, patchList } from './optimistic.ts';

/** Every key starts with 'enquiries': switching supplier drops them all (viewer/use-switch-supplier.ts). */
export const enquiryKeys = {
  lists: (supplierId: string) => ['enquiries', 'list', supplierId] as const,
  list: (supplierId: string, { view, owner, page }: ListParams) =>
    ['enquiries', 'list', supplierId, view, owner, page] as const,
  /** Every cached copy of one open enquiry (one per view and owner filter it was opened from). */
  enquiry: (supplierId: string, enquiryId: string) => ['enquiries', 'detail', supplierId, enquiryId] as const,
  detail: (supplierId: string, enquiryId: string, view: StatusView, owner: string) =>
    ['enquiries', 'detail', supplierId, enquiryId, view, owner] as const,
  /** Apart from the enquiry's own key: the inbox's optimistic changes patch every query under that key as an enquiry. */
  conversation: (supplierId: string, enquiryId: string) =>
    ['enquiries', 'conversation', supplierId, enquiryId] as const,
  unread: (supplierId: string) => ['enquiries', 'unread', supplierId] as const,
  team: (supplierId: string) => ['enquiries', 'team', supplierId] as const,
};

const segment = encodeURIComponent;

export const enquiryUrls = {
  list: (supplierId: string, { view, owner, page }: ListParams) =>
    `/api/inbox/weddings/${segment(supplierId)}/${page}/${view}/${segment(owner)}`,
  detail: (supplierId: string, enquiryId: string, view: StatusView, owner: string) =>
    `/api/inbox/wedding/${segment(supplierId)}/${segment(enquiryId)}/${view}?ownerFilter=${segment(owner)}`,
  change: (supplierId: string, enquiryId: string, what: 'progress' | 'owner' | 'notes' | 'spam') =>
    `/api/inbox/wedding/${segment(supplierId)}/${segment(enquiryId)}/${what}`,
  note: (supplierId: string, enquiryId: string, noteId: string) =>
    `/api/inbox/wedding/${segment(supplierId)}/${segment(enquiryId)}/notes/${segment(noteId)}`,
  exportCsv: (supplierId: string) => `/api/enquiries/exportCSV/${segment(supplierId)}`,
};

/** One page of a view; the previous page stays on screen while the next one loads. */
export function useEnquiryList(supplierId: string, params: ListParams) {
  return useQuery({
    queryKey: enquiryKeys.list(supplierId, params),
    queryFn: () => api.get<EnquiryList>(enquiryUrls.list(supplierId, params)),
    placeholderData: keepPreviousData,
  });
}

/** After opening: the server marked it read, so the list rows take its state and the counts are asked again. */
function afterOpen(queryClient: QueryClient, supplierId: string, response: EnquiryDetailResponse): void {
  const row = listItemOf(response.supplierWedding);
  queryClient.setQueriesData<EnquiryList>({ queryKey: enquiryKeys.lists(supplierId) }, (list) =>
    patchList(list, row.id, () => row),
  );
  // a refetch's failure stays in its query: invalidateQueries never rejects
  void queryClient.invalidateQueries({ queryKey: enquiryKeys.lists(supplierId), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: enquiryKeys.unread(supplierId) });
}

export function useEnquiry(supplierId: string, enquiryId: string, view: StatusView, owner: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: enquiryKeys.detail(supplierId, enquiryId, view, owner),
    queryFn: async () => {
      const response = await api.get<EnquiryDetailResponse>(enquiryUrls.detail(supplierId, enquiryId, view, owner));
      afterOpen(queryClient, supplierId, response);
      return response;
    },
  });
}

/**
 * The unread count of the menu badge (null until known; the count kept from the last visit meanwhile), asked again when
 * the live inbox says it may have changed (use-live-inbox.ts).
 */
export function useUnreadEnquiries(supplierId: string | undefined): number | null {
  const { data } = useQuery({
    queryKey: enquiryKeys.unread(supplierId ?? ''),
    queryFn: async () => {
      const answer = await api.get<{ unread: number }>(`/api/inbox/unread/${segment(supplierId ?? '')}`);
      keepUnread(supplierId ?? '', 'enquiries', answer.unread);
      return answer;
    },
    enabled: supplierId !== undefined,
    // the kept count shows at once and is asked again straight away
    initialData: () => (supplierId ? keptUnread(supplierId, 'enquiries') : undefined),
    initialDataUpdatedAt: 0,
  });
  return data?.unread ?? null;
}

/** The supplier's team, for the owner filter and the owner select (only asked where owners are open to the tier). */
export function useTeam(supplierId: string, enabled: boolean) {
  return useQuery({
    queryKey: enquiryKeys.team(supplierId),
    queryFn: () => api.get<SupplierTeam>(`/api/supplier/${segment(supplierId)}/team`),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The CSV of every enquiry, in a new tab (spec section 7); the server sends it as a download. */
export function openCsvExport(supplierId: string): void {
  window.open(enquiryUrls.exportCsv(supplierId), '_blank', 'noopener');
}
