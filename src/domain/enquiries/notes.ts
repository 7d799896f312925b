/** The team's notes on an enquiry (tier lite): long enough for a call's summary, short enough to scan in the panel. */
export const enquiryNoteMaxLength = 2000;
