import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WidgetConfig } from '../../../domain/enquiries/enquiry-widget-api.ts';
import type { WidgetSettings } from '../../../domain/enquiries/enquiry-widget.ts';
import { api } from '../../app/api.ts';

/** Keys start with 'enquiryWidget' and the supplier. */
const widgetKeys = { config: (supplierId: string) => ['enquiryWidget', supplierId] as const };

const url = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/enquiry-widget`;

/** The saved toggles with the widget page's URL, its height and the embed code built from them. */
export function useWidgetConfig(supplierId: string) {
  return useQuery({ queryKey: widgetKeys.config(supplierId), queryFn: () => api.get<WidgetConfig>(url(supplierId)) });
}

/** Saves the seven toggles; the answer (new URL, height and code) replaces the cached settings. */
export function useSaveWidget(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WidgetSettings) => api.put<WidgetConfig>(url(supplierId), settings),
    onSuccess: (config) => queryClient.setQueryData(widgetKeys.config(supplierId), config),
  });
}
