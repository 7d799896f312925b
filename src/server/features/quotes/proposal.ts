import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fieldErrors } from '../../../domain/form-errors.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import { acceptanceFormSchema, proposalState, type ProposalState } from '../../../domain/quotes/acceptance.ts';
import { canonicalQuoteDocument } from '../../../domain/quotes/canonical.ts';
import { clientSubjectOf, countAttempt, type AttemptLimit } from '../../auth/attempt-limits.ts';
import type { Db, Tx } from '../../db/client.ts';
import { quoteAcceptances, quoteVersions, quotes, suppliers } from '../../db/schema/index.ts';
import { hashSecret } from '../../auth/secret-hash.ts';
import { sha256Hex } from './send.ts';

/**
 * The couple's side of a sent version (docs/decisions/quotes.md, "The couple's proposal"): the version its link opens,
 * found by the SHA-256 of the link's token, and the acceptance a typed name signs, once per version.
 */

type VersionRow = typeof quoteVersions.$inferSelect;
type AcceptanceRow = typeof quoteAcceptances.$inferSelect;

export interface Proposal {
  version: VersionRow;
  /** The supplier's country: the version's days are the supplier's. */
  country: string;
  acceptance: AcceptanceRow | null;
  state: ProposalState;
}

/** The version a link opens with its acceptance, the quote's row locked when `lock` (an edit locks it too). */
async function findProposalIn(db: Db | Tx, token: string, now: Date, lock = false): Promise<Proposal | null> {
  const query = db
    .select({ version: quoteVersions, country: suppliers.countryCode, quoteId: quotes.id })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .innerJoin(suppliers, eq(suppliers.id, quoteVersions.supplierId))
    .where(eq(quoteVersions.linkTokenSha256, hashSecret(token)));
  const [found] = lock ? await query.for('update', { of: quotes }) : await query;
  if (!found) return null;
  const [acceptance] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.versionId, found.version.id));
  const { version, country } = found;
  const state = proposalState(
    { validUntil: version.validUntil, voided: version.voidedAt !== null, accepted: acceptance !== undefined },
    localDayIn(country, now),
  );
  return { version, country, acceptance: acceptance ?? null, state };
}

/** The version of a link (any string: an unknown one is null, whatever its shape). */
export const findProposal = (db: Db, token: string, now: Date) => findProposalIn(db, token, now);

/** Acceptance attempts per client address and link: a couple retrying a typo is a few, a robot is many. */
const acceptanceLimit: AttemptLimit = { name: 'quote-acceptances', max: 10, windowMs: 60 * 60_000 };

/** Counts this attempt; true when the client is over the limit for this link (refuse it, nothing written). */
export const acceptanceOverLimit = (db: Db, request: FastifyRequest, proposal: Proposal, now: Date) =>
  countAttempt(db, acceptanceLimit, `${clientSubjectOf(request.ip)}|${proposal.version.id}`, now.getTime());

/** The form sent back: field errors, and what the couple typed. */
export class AcceptanceRefused extends Error {
  constructor(
    readonly errors: Record<string, string>,
    readonly fullName: string,
  ) {
    super('acceptance refused');
  }
}

/**
 * Accepts the link's version with the typed name, the client's address and user agent, and the SHA-256 of the stored
 * document worked out again (it must be the hash stored when it was sent: the version accepted is the one sent).
 * Answers the proposal as it is afterwards: `accepted` (now or before: one version is accepted once, by the first),
 * `voided` or `expired` (nothing written), or null for an unknown link. Field errors throw `AcceptanceRefused` before
 * anything is read. The quote's row is locked, as an edit locks it, so an edit and an acceptance at once never both
 * pass; two acceptances at once make one record (the unique version, and the lock).
 */
export async function acceptProposal(
  db: Db,
  token: string,
  body: unknown,
  client: { ip: string; userAgent: string },
  now: Date,
): Promise<Proposal | null> {
  const parsed = acceptanceFormSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const typed = (body as { fullName?: unknown } | null)?.fullName;
    throw new AcceptanceRefused(fieldErrors(parsed.error), typeof typed === 'string' ? typed : '');
  }
  return db.transaction(async (tx) => {
    const proposal = await findProposalIn(tx, token, now, true);
    if (!proposal || proposal.state !== 'open') return proposal;
    const { version } = proposal;
    const documentSha256 = sha256Hex(canonicalQuoteDocument(version.document));
    if (documentSha256 !== version.documentSha256)
      throw new Error(`The stored document of quote version ${version.id} does not match its SHA-256`);
    const [acceptance] = await tx
      .insert(quoteAcceptances)
      .values({
        id: randomUUID(),
        supplierId: version.supplierId,
        quoteId: version.quoteId,
        versionId: version.id,
        typedName: parsed.data.fullName,
        documentSha256,
        ipAddress: client.ip,
        userAgent: client.userAgent,
        acceptedAt: now,
      })
      .onConflictDoNothing({ target: quoteAcceptances.versionId })
      .returning();
    await tx.update(quotes).set({ status: 'accepted', updatedAt: now }).where(eq(quotes.id, version.quoteId));
    return acceptance ? { ...proposal, acceptance, state: 'accepted' } : findProposalIn(tx, token, now);
  });
}
