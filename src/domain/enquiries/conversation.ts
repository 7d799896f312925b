/**
 * The conversation inside an enquiry (issue 15): the supplier's replies, sent by e-mail from a
 * per-enquiry reply address, and the couple's answers that come back to it. Shared by the server
 * and the web (the composer's limits); the calls' shapes are in conversation-api.ts.
 */

/** A reply's text; longer than a letter is not a reply. */
export const replyMaxLength = 10_000;
/** An inbound mail larger than this (raw, attachments included) is refused whole (SMTP 552, HTTP 413). */
export const inboundMailMaxBytes = 10 * 1024 * 1024;
/** How long the reply address of a sent reply takes answers: couples answer weeks later, rarely after a year. */
export const replyAddressLifetimeDays = 365;

export const messageDirections = ['out', 'in'] as const;
export type MessageDirection = (typeof messageDirections)[number];

/** The couple left no e-mail address: there is nobody to send the reply to. */
export const noCoupleEmailError = 'enquiries:errors.noCoupleEmail';
