import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConversationResponse, ReplySentResponse } from '../../../domain/enquiries/conversation-api.ts';
import type { AutoAcknowledge } from '../../../domain/enquiries/reply-templates.ts';
import type {
  ReplyTemplate,
  ReplyTemplateInput,
  ReplyTemplatesResponse,
} from '../../../domain/enquiries/reply-templates-api.ts';
import { api } from '../../app/api.ts';
import { refreshResponseFigures } from '../response-time/response-time-calls.ts';
import { enquiryKeys } from './enquiry-calls.ts';

const conversationUrl = (supplierId: string, enquiryId: string) =>
  `/api/inbox/wedding/${encodeURIComponent(supplierId)}/${encodeURIComponent(enquiryId)}/messages`;

/** The enquiry itself (its marks) and the lists, asked again. */
function refreshEnquiry(queryClient: QueryClient, supplierId: string, enquiryId: string): void {
  // a refetch's failure stays in its query: invalidateQueries never rejects
  void queryClient.invalidateQueries({ queryKey: enquiryKeys.enquiry(supplierId, enquiryId) });
  void queryClient.invalidateQueries({ queryKey: enquiryKeys.lists(supplierId) });
}

/**
 * The enquiry's conversation; a couple's answer arrives through the live inbox (use-live-inbox.ts), which asks for it
 * again, with the enquiry and the lists. Without the live inbox (a proxy refusing sockets), coming back to the tab
 * asks again.
 */
export function useConversation(supplierId: string, enquiryId: string, enabled: boolean) {
  return useQuery({
    queryKey: enquiryKeys.conversation(supplierId, enquiryId),
    queryFn: () => api.get<ConversationResponse>(conversationUrl(supplierId, enquiryId)),
    enabled,
    refetchOnWindowFocus: true,
  });
}

/** Sends a reply: it joins the thread at once, and the enquiry (now "replied") and the lists are asked again. */
export function useSendReply(supplierId: string, enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<ReplySentResponse>(conversationUrl(supplierId, enquiryId), { text }),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<ConversationResponse>(
        enquiryKeys.conversation(supplierId, enquiryId),
        (data) => data && { ...data, messages: [...data.messages, message] },
      );
      refreshEnquiry(queryClient, supplierId, enquiryId);
      refreshResponseFigures(queryClient, supplierId);
    },
  });
}

const templatesKey = (supplierId: string) => ['enquiries', 'reply-templates', supplierId] as const;
const templatesUrl = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/reply-templates`;

export function useReplyTemplates(supplierId: string) {
  return useQuery({
    queryKey: templatesKey(supplierId),
    queryFn: () => api.get<ReplyTemplatesResponse>(templatesUrl(supplierId)),
  });
}

/**
 * Adding, changing and deleting reply templates; the list (and the acknowledgement, which a deleted template switches
 * off) is asked again after each.
 */
export function useReplyTemplateChanges(supplierId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    // a refetch's failure stays in its query: invalidateQueries never rejects
    void queryClient.invalidateQueries({ queryKey: templatesKey(supplierId) });
    void queryClient.invalidateQueries({ queryKey: autoAcknowledgeKey(supplierId) });
  };
  const templateUrl = (id: string) => `${templatesUrl(supplierId)}/${encodeURIComponent(id)}`;
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ReplyTemplateInput }) =>
      id === null
        ? api.post<{ template: ReplyTemplate }>(templatesUrl(supplierId), input)
        : api.put<{ template: ReplyTemplate }>(templateUrl(id), input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.delete<void>(templateUrl(id)), onSuccess });
  return { save, remove };
}

const autoAcknowledgeKey = (supplierId: string) => ['enquiries', 'auto-acknowledge', supplierId] as const;
const autoAcknowledgeUrl = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/auto-acknowledge`;

/** The automatic acknowledgement of new enquiries, and saving it (the answer is what is kept). */
export function useAutoAcknowledge(supplierId: string) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: autoAcknowledgeKey(supplierId),
    queryFn: () => api.get<AutoAcknowledge>(autoAcknowledgeUrl(supplierId)),
  });
  const save = useMutation({
    mutationFn: (next: AutoAcknowledge) => api.put<AutoAcknowledge>(autoAcknowledgeUrl(supplierId), next),
    onSuccess: (kept) => queryClient.setQueryData(autoAcknowledgeKey(supplierId), kept),
  });
  return { settings, save };
}
