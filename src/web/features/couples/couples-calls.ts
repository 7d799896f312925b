import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingDetail,
  BookingFileView,
  BookingsResponse,
  InviteMessageView,
} from '../../../domain/enquiries/couples-api.ts';
import { api } from '../../app/api.ts';
import type { BookingsParams } from './couples-params.ts';

/** Every key starts with 'couples' and the supplier, so one supplier's couples never show for another. */
export const couplesKeys = {
  lists: (supplierId: string) => ['couples', supplierId, 'list'] as const,
  list: (supplierId: string, { sort, year }: BookingsParams) =>
    ['couples', supplierId, 'list', sort, String(year)] as const,
  /** The booking and its files. */
  booking: (supplierId: string, weddingId: string) => ['couples', supplierId, 'booking', weddingId] as const,
  files: (supplierId: string, weddingId: string, ownerSupplier: boolean) =>
    ['couples', supplierId, 'booking', weddingId, 'files', ownerSupplier] as const,
};

const segment = encodeURIComponent;

/**
 * The booked couples of the year filter in the asked order, with the stats; the previous list stays while the next
 * loads.
 */
export function useBookings(supplierId: string, params: BookingsParams) {
  return useQuery({
    queryKey: couplesKeys.list(supplierId, params),
    queryFn: () =>
      api.get<BookingsResponse>(`/api/inbox/bookings/${segment(supplierId)}?sort=${params.sort}&year=${params.year}`),
    placeholderData: keepPreviousData,
  });
}

export function useBooking(supplierId: string, weddingId: string) {
  return useQuery({
    queryKey: couplesKeys.booking(supplierId, weddingId),
    queryFn: async () =>
      (await api.post<{ booking: BookingDetail }>('/api/inbox/booking', { supplierId, weddingId })).booking,
  });
}

/** The files the couple shared (ownerSupplier false) or the supplier shared (true). */
export function useBookingFiles(supplierId: string, weddingId: string, ownerSupplier: boolean) {
  return useQuery({
    queryKey: couplesKeys.files(supplierId, weddingId, ownerSupplier),
    queryFn: async () =>
      (await api.post<{ files: BookingFileView[] }>('/api/files/get', { supplierId, weddingId, ownerSupplier })).files,
  });
}

/**
 * Collaborate with the couple or stop. Spec section 7: the details page fetches the booking again
 * after success; the mutation stays pending until it has, so the switch never flips back meanwhile.
 */
export function useToggleCollaboration(supplierId: string, booking: Pick<BookingDetail, 'weddingId' | 'userId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collaborating: boolean) =>
      api.post<{ bookingId: string; collaborating: boolean }>('/api/couple-collaboration/toggle', {
        profileId: supplierId,
        userId: booking.userId,
        collaborating,
        supplierId,
      }),
    onSuccess: async () => {
      // a refetch's failure stays in its query: invalidateQueries never rejects
      void queryClient.invalidateQueries({ queryKey: couplesKeys.lists(supplierId), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: couplesKeys.booking(supplierId, booking.weddingId) });
    },
  });
}

const bookingPath = (supplierId: string, weddingId: string) =>
  `/api/supplier/${segment(supplierId)}/bookings/${segment(weddingId)}`;

/** Shares a file with the couple, then reads the supplier's files and the booking (its file count) again. */
export function useShareBookingFile(supplierId: string, weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await api.upload<{ file: BookingFileView }>(`${bookingPath(supplierId, weddingId)}/files`, form)).file;
    },
    onSettled: () => refreshFiles(queryClient, supplierId, weddingId),
  });
}

/** Deletes a file the supplier shared. */
export function useDeleteBookingFile(supplierId: string, weddingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: BookingFileView) =>
      api.delete<void>(`${bookingPath(supplierId, weddingId)}/files/${segment(file.id)}`),
    onSettled: () => refreshFiles(queryClient, supplierId, weddingId),
  });
}

function refreshFiles(queryClient: ReturnType<typeof useQueryClient>, supplierId: string, weddingId: string) {
  // a refetch's failure stays in its query: invalidateQueries never rejects
  void queryClient.invalidateQueries({ queryKey: couplesKeys.lists(supplierId), refetchType: 'none' });
  return queryClient.invalidateQueries({ queryKey: couplesKeys.booking(supplierId, weddingId) });
}

/** The booking with its invite message replaced by what the server answered. */
function useInviteAnswer(supplierId: string, weddingId: string) {
  const queryClient = useQueryClient();
  return (answer: InviteMessageView & { collaborating?: boolean }) =>
    queryClient.setQueryData<BookingDetail>(
      couplesKeys.booking(supplierId, weddingId),
      (booking) => booking && { ...booking, ...answer },
    );
}

/** Saves the invite message; an empty one goes back to the standard text. */
export function useSaveInviteMessage(supplierId: string, weddingId: string) {
  const apply = useInviteAnswer(supplierId, weddingId);
  return useMutation({
    mutationFn: (message: string) =>
      api.put<InviteMessageView>(`${bookingPath(supplierId, weddingId)}/invite-message`, { message }),
    onSuccess: apply,
  });
}

/** Sends the couple the invite to collaborate (the saved message); collaboration is on afterwards. */
export function useSendInvite(supplierId: string, weddingId: string) {
  const apply = useInviteAnswer(supplierId, weddingId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<InviteMessageView & { collaborating: boolean }>(`${bookingPath(supplierId, weddingId)}/invite`),
    onSuccess: (answer) => {
      apply(answer);
      // a refetch's failure stays in its query: invalidateQueries never rejects
      void queryClient.invalidateQueries({ queryKey: couplesKeys.lists(supplierId), refetchType: 'none' });
    },
  });
}
