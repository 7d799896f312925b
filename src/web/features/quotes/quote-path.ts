/** The quote editor's address under its enquiry; `new` starts a quote (router.tsx). */
export const newQuoteId = 'new';

export const quotePath = (enquiryId: string, quoteId: string | null) =>
  `/enquiry-manager/${encodeURIComponent(enquiryId)}/quotes/${encodeURIComponent(quoteId ?? newQuoteId)}`;
