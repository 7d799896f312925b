import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

// apart from the enquiry's own key: the inbox's optimistic changes patch every query under that key as an enquiry
const conversationKey = (supplierId: string, enquiryId: string) =>
  ['enquiries', 'conversation', supplierId, enquiryId] as const;
const conversationUrl = (supplierId: string, enquiryId: string) =>
  `/api/inbox/wedding/${encodeURIComponent(supplierId)}/${encodeURIComponent(enquiryId)}/messages`;

/**
 * How often an open enquiry asks for the couple's answers. The change feed tells API nodes of changes,
 * not browsers; until the inbox has a push channel, an open conversation asks again while it is on screen.
 */
const answerCheckMs = 5_000;

/** The enquiry itself (its marks) and the lists, asked again. */
function refreshEnquiry(queryClient: QueryClient, supplierId: string, enquiryId: string): void {
  // a refetch's failure stays in its query: invalidateQueries never rejects
  void queryClient.invalidateQueries({ queryKey: enquiryKeys.enquiry(supplierId, enquiryId) });
  void queryClient.invalidateQueries({ queryKey: enquiryKeys.lists(supplierId) });
}

/**
 * The enquiry's conversation, asked again while the enquiry is open (a couple's answer shows within
 * seconds). An answer marks the enquiry unread on the server; seen here, the enquiry is read again
 * (opening it marks it read), so the screen and the lists' counts follow.
 */
export function useConversation(supplierId: string, enquiryId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const conversation = useQuery({
    queryKey: conversationKey(supplierId, enquiryId),
    queryFn: () => api.get<ConversationResponse>(conversationUrl(supplierId, enquiryId)),
    enabled,
    refetchInterval: answerCheckMs,
  });
  const answers = conversation.data?.messages.filter((message) => message.direction === 'in').length;
  const answersSeen = useRef(answers);
  useEffect(() => {
    if (answers !== undefined && answersSeen.current !== undefined && answers > answersSeen.current)
      refreshEnquiry(queryClient, supplierId, enquiryId);
    answersSeen.current = answers;
  }, [answers, queryClient, supplierId, enquiryId]);
  return conversation;
}

/** Sends a reply: it joins the thread at once, and the enquiry (now "replied") and the lists are asked again. */
export function useSendReply(supplierId: string, enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<ReplySentResponse>(conversationUrl(supplierId, enquiryId), { text }),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<ConversationResponse>(
        conversationKey(supplierId, enquiryId),
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
