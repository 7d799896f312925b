import { premiumRecordAfterTierChange, type Tier, readTier } from '../../../domain/tiers.ts';
import type { suppliers } from '../../db/schema/index.ts';

type SupplierRow = typeof suppliers.$inferSelect;

/** The supplier columns a tier change writes, by the spec's premium rules (an admin's change and a paid plan alike). */
export function premiumPatch(
  row: Pick<SupplierRow, 'tier' | 'premiumActive' | 'premiumCreatedAt'>,
  tier: Tier,
  now: Date,
) {
  const next = premiumRecordAfterTierChange(
    { tier: readTier(row.tier), active: row.premiumActive, createdAt: row.premiumCreatedAt ?? undefined },
    tier,
    now,
  );
  return {
    tier: next.tier,
    premiumActive: next.active,
    premiumCreatedAt: next.createdAt,
    premiumUpdatedAt: next.updatedAt,
  };
}
