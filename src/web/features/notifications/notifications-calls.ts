import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeviceRequest,
  NotificationSettings,
  NotificationSettingsRequest,
  TeamNotifications,
} from '../../../domain/notifications-api.ts';
import { api } from '../../app/api.ts';

const settingsKey = ['notifications'] as const;

/** The signed-in user's own channels, digest zone and devices (for every business they belong to). */
export function useNotificationSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => api.get<NotificationSettings>('/api/notifications') });
}

/**
 * Saves channels or the zone, shown at once: the change is put in the cache before the server answers and taken
 * back when it fails (a select that snaps back, with the snackbar saying why).
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsRequest) => api.put<NotificationSettings>('/api/notifications', body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (before)
        queryClient.setQueryData<NotificationSettings>(settingsKey, {
          ...before,
          channels: { ...before.channels, ...body.channels },
          ...(body.timeZone ? { timeZone: body.timeZone, timeZoneSaved: true } : {}),
        });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

/** The device list is read again after a device is added or removed (the server gives it its id and dates). */
function useDeviceChange<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // a refetch's failure stays in its query: invalidateQueries never rejects
    onSettled: () => void queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}

export function useAddDevice() {
  return useDeviceChange((body: DeviceRequest) => api.post<{ id: string }>('/api/notifications/devices', body));
}

export function useRemoveDevice() {
  return useDeviceChange((id: string) => api.delete<undefined>(`/api/notifications/devices/${encodeURIComponent(id)}`));
}

export function useTestDevice() {
  return useMutation({
    mutationFn: (id: string) => api.post<undefined>(`/api/notifications/devices/${encodeURIComponent(id)}/test`),
  });
}

/** Who of the team hears of what (team admins). */
export function useTeamNotifications(supplierId: string) {
  return useQuery({
    queryKey: ['notifications', 'team', supplierId],
    queryFn: () => api.get<TeamNotifications>(`/api/supplier/${encodeURIComponent(supplierId)}/notifications/team`),
  });
}
