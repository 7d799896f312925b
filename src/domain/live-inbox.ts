/**
 * The live inbox (issue 36): one socket per open portal tab tells it what changed in the supplier's enquiries, so it
 * asks again for just that. Frames carry ids and kinds, never what the couple or the team wrote.
 * - `enquiry`: the enquiry's messages or marks changed (and with them maybe the lists and counts);
 * - `counts`: the lists and the unread count may have changed (a new enquiry);
 * - `resync`: changes may have been missed (the server's feed dropped): ask again for everything.
 */
export type LiveFrame = { type: 'enquiry'; enquiryId: string } | { type: 'counts' } | { type: 'resync' };
