import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed.ts';

/**
 * The change feed's `enquiry` key: the supplier and the enquiry, or no enquiry when only the lists and counts changed
 * (a new one). Ids only, whatever is in them (JSON): a NOTIFY payload holds at most 8 kB.
 */
const keyOf = (supplierId: string, enquiryId: string | null) => JSON.stringify([supplierId, enquiryId]);

export function readEnquiryChangeKey(key: string): { supplierId: string; enquiryId: string | null } {
  const [supplierId, enquiryId] = JSON.parse(key) as [string, string | null];
  return { supplierId, enquiryId };
}

/**
 * Tells the live inboxes on every node that a supplier's enquiry changed (null: a new enquiry, only the lists and
 * counts). Called once the write has committed, so that other nodes read it. A failure is logged, not thrown: the
 * write stands, and open pages see it when they next ask.
 */
export async function announceEnquiryChange(
  changes: ChangeFeed,
  log: FastifyBaseLogger,
  supplierId: string,
  enquiryId: string | null,
): Promise<void> {
  try {
    await changes.publish('enquiry', keyOf(supplierId, enquiryId));
  } catch (error) {
    log.error({ err: error, supplierId, enquiryId }, 'an enquiry change could not be told to the live inboxes');
  }
}
