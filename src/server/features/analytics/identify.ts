import { count, eq } from 'drizzle-orm';
import type { IdentifyKind } from '../../../domain/analytics-events.ts';
import {
  identifyEventCategory,
  identifyEventNames,
  supplierClaimedTraits,
  supplierLevelTraits,
  type IdentifyProps,
  type IdentifyTraits,
} from '../../../domain/analytics-identify.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { events, supplierUsers } from '../../db/schema/index.ts';
import { readTier } from '../../../domain/tiers.ts';

/** What the call says of the supplier, read from the database (never from the client's props). */
async function traitsOf(db: Db, kind: IdentifyKind, { supplier }: SupplierAccess): Promise<IdentifyTraits> {
  if (kind === 'supplierLevel')
    return supplierLevelTraits({
      tier: readTier(supplier.tier),
      trialActive: supplier.trialActive,
      payPerEnquiry: supplier.payPerEnquiry,
    });
  const [team] = await db.select({ n: count() }).from(supplierUsers).where(eq(supplierUsers.supplierId, supplier.id));
  return supplierClaimedTraits(team?.n ?? 0);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * Records one identify call as an event (source cms, category identify: the statistics never count it):
 * the supplier's traits as its identifyProps, the client's props as its specificEventProps, the user and
 * supplier from the checked access. The analytics session ids and path, when the props carry them, are
 * also the event's own columns, so the identify record joins the session's page views.
 */
export async function storeIdentify(
  db: Db,
  kind: IdentifyKind,
  access: SupplierAccess,
  body: { pageTitle?: string; props: IdentifyProps },
  now: Date,
): Promise<IdentifyTraits> {
  const traits = await traitsOf(db, kind, access);
  const { props } = body;
  const pathname = text(props.pathname);
  await db.insert(events).values({
    event: identifyEventNames[kind],
    category: identifyEventCategory,
    source: 'cms',
    supplierId: access.supplier.id,
    userId: access.user.id,
    anonymousId: text(props.anonymousId),
    sessionId: text(props.sessionId),
    pathname: pathname?.startsWith('/') ? pathname : null,
    pageTitle: body.pageTitle ?? null,
    identifyProps: traits,
    specificEventProps: props,
    genericProps: { userId: access.user.id, isAnonymous: false, pageTitle: body.pageTitle ?? null },
    createdAt: now,
  });
  return traits;
}
