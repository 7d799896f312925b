import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  EnquiryChangeResponse,
  EnquiryDetail,
  EnquiryDetailResponse,
  EnquiryList,
  EnquiryListItem,
  EnquiryNote,
} from '../../../domain/enquiries/inbox.ts';
import type { EnquiryChange } from '../../../domain/enquiries/progress.ts';
import type { SpamVerdictResponse } from '../../../domain/enquiries/spam-api.ts';
import type { SpamVerdict } from '../../../domain/enquiries/spam.ts';
import type { TeamMember } from '../../../domain/team.ts';
import { api } from '../../app/api.ts';
import { couplesKeys } from '../couples/couples-calls.ts';
import { refreshResponseFigures } from '../response-time/response-time-calls.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { enquiryKeys, enquiryUrls } from './enquiry-calls.ts';
import { useErrorText } from './error-text.ts';
import { listItemOf, patchDetail, patchList, withMarkChange, type Actor } from './optimistic.ts';

type Patch = <E extends EnquiryListItem>(enquiry: E) => E;
type Snapshot = [QueryKey, unknown][];

/** The cached copies of one enquiry: its rows in the lists and its open views. */
function useEnquiryCache(supplierId: string, enquiryId: string) {
  const queryClient = useQueryClient();
  const lists = { queryKey: enquiryKeys.lists(supplierId) };
  const details = { queryKey: enquiryKeys.enquiry(supplierId, enquiryId) };
  return {
    queryClient,
    /** Stops fetches that would overwrite an optimistic change, and keeps what was there for a rollback. */
    async hold(): Promise<Snapshot> {
      await Promise.all([queryClient.cancelQueries(lists), queryClient.cancelQueries(details)]);
      return [...queryClient.getQueriesData(lists), ...queryClient.getQueriesData(details)];
    },
    restore(snapshot: Snapshot) {
      for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
    },
    patch(patch: Patch) {
      queryClient.setQueriesData<EnquiryList>(lists, (list) => patchList(list, enquiryId, patch));
      queryClient.setQueriesData<EnquiryDetailResponse>(details, (response) => patchDetail(response, patch));
    },
    /** The server's enquiry replaces every copy. */
    put(detail: EnquiryDetail) {
      const row = listItemOf(detail);
      queryClient.setQueriesData<EnquiryList>(lists, (list) => patchList(list, enquiryId, () => row));
      queryClient.setQueriesData<EnquiryDetailResponse>(details, (response) => patchDetail(response, () => detail));
    },
    /** The counts of every view may have moved. */
    refreshCounts() {
      // a refetch's failure stays in its query: invalidateQueries never rejects
      void queryClient.invalidateQueries(lists);
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.unread(supplierId) });
    },
  };
}

/**
 * Progress, status and owner changes (spec section 4): shown at once in the list and the open enquiry,
 * rolled back on failure, and replaced by the server's answer once the last pending change is back.
 * A platform admin's change is skipped by the domain here as by the server, and said so.
 */
interface ChangeOptions<V> {
  send: (value: V) => Promise<EnquiryChangeResponse>;
  patch: (value: V) => Patch | null;
  /** What else the change may have moved. */
  settled?: (value: V) => void;
}

function useOptimisticChange<V>(supplierId: string, enquiryId: string, options: ChangeOptions<V>) {
  const { t } = useTranslation('enquiries');
  const errorText = useErrorText();
  const cache = useEnquiryCache(supplierId, enquiryId);
  const mutationKey = ['enquiries', 'change', supplierId, enquiryId];
  const lastPending = () => cache.queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: options.send,
    onMutate: async (value) => {
      const snapshot = await cache.hold();
      const patch = options.patch(value);
      if (patch) cache.patch(patch);
      return snapshot;
    },
    onError: (error, _value, snapshot) => {
      if (snapshot) cache.restore(snapshot);
      showSnackbar({ mode: 'error', text: errorText(error) });
    },
    onSuccess: ({ outcome, supplierWedding }) => {
      if (outcome === 'skipped') showSnackbar({ mode: 'info', text: t('detail.adminSkipped') });
      if (lastPending()) cache.put(supplierWedding);
    },
    onSettled: (_answer, _error, value) => {
      options.settled?.(value);
      if (lastPending()) cache.refreshCounts();
    },
  });
}

export function useMarkChange(supplierId: string, enquiryId: string, actor: Actor) {
  const queryClient = useQueryClient();
  return useOptimisticChange<EnquiryChange>(supplierId, enquiryId, {
    // booked records (or keeps) a booking: the couples list is asked again when next shown; a first reply
    // moves the response figures of the inbox and the dashboard
    settled: (change) => {
      if (change.value === 'booked')
        // a refetch's failure stays in its query: invalidateQueries never rejects
        void queryClient.invalidateQueries({ queryKey: couplesKeys.lists(supplierId), refetchType: 'none' });
      if (change.value === 'replied') refreshResponseFigures(queryClient, supplierId);
    },
    send: (change) => api.post<EnquiryChangeResponse>(enquiryUrls.change(supplierId, enquiryId, 'progress'), change),
    patch: (change) => {
      const now = new Date();
      return (enquiry) => withMarkChange(enquiry, change, actor, now) ?? enquiry;
    },
  });
}

/** Assigns a team member (their id) or clears the owner (null). */
export function useOwnerChange(supplierId: string, enquiryId: string, actor: Actor, team: readonly TeamMember[]) {
  return useOptimisticChange<string | null>(supplierId, enquiryId, {
    send: (owner) => api.post<EnquiryChangeResponse>(enquiryUrls.change(supplierId, enquiryId, 'owner'), { owner }),
    patch: (ownerId) => {
      if (actor.isPlatformAdmin) return null;
      const member = team.find((m) => m.id === ownerId);
      const owner = member ? { id: member.id, name: member.name } : null;
      return (enquiry) => ({ ...enquiry, owner });
    },
  });
}

/** Adding and deleting notes: the open enquiry's notes and every copy's notesCount follow the server. */
export function useNoteChanges(supplierId: string, enquiryId: string) {
  const errorText = useErrorText();
  const cache = useEnquiryCache(supplierId, enquiryId);
  const onError = (error: Error) => showSnackbar({ mode: 'error', text: errorText(error) });
  const setNotes = (notesCount: number, notes: (current: EnquiryNote[]) => EnquiryNote[]) =>
    cache.patch((enquiry) =>
      'notes' in enquiry
        ? { ...enquiry, notesCount, notes: notes(enquiry.notes as EnquiryNote[]) }
        : { ...enquiry, notesCount },
    );

  const add = useMutation({
    mutationFn: (text: string) =>
      api.post<{ note: EnquiryNote; notesCount: number }>(enquiryUrls.change(supplierId, enquiryId, 'notes'), { text }),
    onSuccess: ({ note, notesCount }) => {
      setNotes(notesCount, (notes) => [...notes, note]);
      cache.refreshCounts();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (noteId: string) => api.delete<{ notesCount: number }>(enquiryUrls.note(supplierId, enquiryId, noteId)),
    onSuccess: ({ notesCount }, noteId) => {
      setNotes(notesCount, (notes) => notes.filter((n) => n.id !== noteId));
      cache.refreshCounts();
    },
    onError,
  });
  return { add, remove };
}

/** "Report spam" / "Not spam": the enquiry moves between the Spam view and the inbox, so every count is asked again. */
export function useSpamVerdict(supplierId: string, enquiryId: string) {
  const { t } = useTranslation('enquiries');
  const errorText = useErrorText();
  const cache = useEnquiryCache(supplierId, enquiryId);
  return useMutation({
    mutationFn: (verdict: SpamVerdict) =>
      api.post<SpamVerdictResponse>(enquiryUrls.change(supplierId, enquiryId, 'spam'), { verdict }),
    onSuccess: ({ spam }) => {
      cache.patch((enquiry) => ({ ...enquiry, spam }));
      cache.refreshCounts();
      showSnackbar({ mode: 'success', text: t(spam ? 'spam.movedToSpam' : 'spam.movedToInbox') });
    },
    onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
  });
}
