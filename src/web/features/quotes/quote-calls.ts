import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../domain/locales.ts';
import type { z } from '../../../domain/zod.ts';
import type {
  contractTemplateResponseSchema,
  QuoteResponse,
  quotesResponseSchema,
  sentQuoteResponseSchema,
} from '../../../domain/quotes/quote-api.ts';
import { api } from '../../app/api.ts';

/** Keys start with 'quotes' and the supplier. */
const quoteKeys = {
  ofEnquiry: (supplierId: string, enquiryId: string) => ['quotes', supplierId, 'enquiry', enquiryId] as const,
  quote: (supplierId: string, quoteId: string) => ['quotes', supplierId, 'quote', quoteId] as const,
  template: (supplierId: string, language: Locale) => ['quotes', supplierId, 'template', language] as const,
};

const base = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}`;

export const useEnquiryQuotes = (supplierId: string, enquiryId: string) =>
  useQuery({
    queryKey: quoteKeys.ofEnquiry(supplierId, enquiryId),
    queryFn: () =>
      api.get<z.infer<typeof quotesResponseSchema>>(
        `${base(supplierId)}/enquiries/${encodeURIComponent(enquiryId)}/quotes`,
      ),
  });

export const useQuote = (supplierId: string, quoteId: string | null) =>
  useQuery({
    queryKey: quoteKeys.quote(supplierId, quoteId ?? ''),
    queryFn: () => api.get<QuoteResponse>(`${base(supplierId)}/quotes/${encodeURIComponent(quoteId!)}`),
    enabled: quoteId !== null,
  });

/** The supplier's contract template of a language (or the portal's starter): a new quote's terms. */
export const useContractTemplate = (supplierId: string, language: Locale, enabled: boolean) =>
  useQuery({
    queryKey: quoteKeys.template(supplierId, language),
    queryFn: () =>
      api.get<z.infer<typeof contractTemplateResponseSchema>>(`${base(supplierId)}/contract-templates/${language}`),
    enabled,
  });

/** Saving (a new draft when there is no quote yet) and sending; both refresh the enquiry's list. */
export function useQuoteChanges(supplierId: string, enquiryId: string) {
  const queryClient = useQueryClient();
  const keep = (quote: QuoteResponse) => {
    queryClient.setQueryData(quoteKeys.quote(supplierId, quote.id), quote);
    return queryClient.invalidateQueries({ queryKey: quoteKeys.ofEnquiry(supplierId, enquiryId) });
  };
  return {
    save: useMutation({
      mutationFn: ({ quoteId, body }: { quoteId: string | null; body: object }) =>
        quoteId
          ? api.put<QuoteResponse>(`${base(supplierId)}/quotes/${encodeURIComponent(quoteId)}`, body)
          : api.post<QuoteResponse>(`${base(supplierId)}/enquiries/${encodeURIComponent(enquiryId)}/quotes`, body),
      onSuccess: keep,
    }),
    send: useMutation({
      mutationFn: ({ quoteId, expected }: { quoteId: string; expected: { total: number; deposit: number } }) =>
        api.post<z.infer<typeof sentQuoteResponseSchema>>(
          `${base(supplierId)}/quotes/${encodeURIComponent(quoteId)}/send`,
          { expected },
        ),
      onSuccess: ({ quote }) => keep(quote),
    }),
  };
}
