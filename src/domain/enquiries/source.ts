/**
 * Where an enquiry came from (spec section 3: "widget or otherwise"): the marketplace profile or the supplier's own
 * website widget.
 */
export const enquirySources = ['marketplace', 'widget'] as const;
export type EnquirySource = (typeof enquirySources)[number];
