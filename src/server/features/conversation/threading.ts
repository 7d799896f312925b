/**
 * The mail headers that thread a conversation in the couple's mail program (RFC 5322 section 3.6.4):
 * every message has its own Message-ID; a reply names the newest message before it in In-Reply-To and
 * the thread in References, which starts at a root id standing for the enquiry itself.
 */
export const messageIdOf = (id: string, domain: string) => `<${id}@${domain}>`;

export const enquiryRootId = (enquiryId: string, domain: string) => `<enquiry-${enquiryId}@${domain}>`;

/** References keeps the root and the newest ids: mail programs need no more, and headers stay short. */
const maxReferences = 10;

export function threadHeaders(messageId: string, rootId: string, earlier: readonly string[]): Record<string, string> {
  const thread = [rootId, ...earlier.slice(-(maxReferences - 1))];
  return { 'Message-ID': messageId, 'In-Reply-To': thread[thread.length - 1]!, References: thread.join(' ') };
}
