import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Achievements, AchievementsInput } from '../../../domain/about-you/achievements.ts';
import type { Faq, FaqInput } from '../../../domain/about-you/faq.ts';
import type {
  StatusMessage,
  StatusMessageChange,
  StatusMessageInput,
} from '../../../domain/about-you/status-message.ts';
import { api } from '../../app/api.ts';

type Resource = 'status-message' | 'achievements' | 'faq';

/** Keys start with 'aboutYou' and the supplier. */
const aboutYouKeys = {
  resource: (supplierId: string, resource: Resource) => ['aboutYou', supplierId, resource] as const,
};

const url = (supplierId: string, resource: Resource) => `/api/supplier/${encodeURIComponent(supplierId)}/${resource}`;

function useResource<T>(supplierId: string, resource: Resource) {
  return useQuery({
    queryKey: aboutYouKeys.resource(supplierId, resource),
    queryFn: () => api.get<T>(url(supplierId, resource)),
  });
}

/** PUTs the resource; the answer replaces the cached copy. */
function useSaveResource<Input, Answer extends object>(supplierId: string, resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api.put<Answer>(url(supplierId, resource), input),
    onSuccess: (answer) => queryClient.setQueryData(aboutYouKeys.resource(supplierId, resource), answer),
  });
}

export const useStatusMessage = (supplierId: string) => useResource<StatusMessage>(supplierId, 'status-message');
export const useSaveStatusMessage = (supplierId: string) =>
  useSaveResource<StatusMessageInput, StatusMessage & { change: StatusMessageChange['kind'] }>(
    supplierId,
    'status-message',
  );

export const useAchievements = (supplierId: string) => useResource<Achievements>(supplierId, 'achievements');
export const useSaveAchievements = (supplierId: string) =>
  useSaveResource<AchievementsInput, Achievements>(supplierId, 'achievements');

export const useFaq = (supplierId: string) => useResource<Faq>(supplierId, 'faq');
export const useSaveFaq = (supplierId: string) => useSaveResource<FaqInput, Faq>(supplierId, 'faq');
