import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  benefitInputSchema,
  type AdminBenefit,
  type BenefitReveal,
  type SupplierBenefitsResponse,
} from '../../../domain/benefits-api.ts';
import { benefitAppliesTo, benefitsFor } from '../../../domain/benefits.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import { canUseFeature, requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { benefitUses, benefits } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';

type BenefitRow = typeof benefits.$inferSelect;

const gone = () => notFound('benefit not found', { _: 'benefits:errors.gone' });

const scopeOf = (row: BenefitRow) => ({ ...row, retired: row.retiredAt !== null });

/** Every benefit, retired ones too, newest first, each with the number of suppliers that used it (platform admins). */
export async function readAdminBenefits(db: Db): Promise<AdminBenefit[]> {
  const rows = await db
    .select({ benefit: benefits, usedBy: count(benefitUses.supplierId) })
    .from(benefits)
    .leftJoin(benefitUses, eq(benefitUses.benefitId, benefits.id))
    .groupBy(benefits.id)
    .orderBy(benefits.createdAt);
  return rows.reverse().map(({ benefit, usedBy }) => ({
    id: benefit.id,
    partnerName: benefit.partnerName,
    title: benefit.title,
    description: benefit.description,
    countries: benefit.countries,
    categories: benefit.categories,
    code: benefit.code,
    url: benefit.url,
    endsOn: benefit.endsOn,
    retiredAt: benefit.retiredAt?.toISOString() ?? null,
    updatedAt: benefit.updatedAt.toISOString(),
    usedBy,
  }));
}

/** Saves the admin's benefit form: with an id that benefit (404 when there is none, or it is retired), else a new one. */
export async function saveBenefit(db: Db, input: unknown, now: Date): Promise<void> {
  const { id, ...fields } = parseForm(benefitInputSchema, input);
  if (!id) {
    await db.insert(benefits).values({ ...fields, id: randomUUID(), createdAt: now, updatedAt: now });
    return;
  }
  const [updated] = await db
    .update(benefits)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(benefits.id, id), isNull(benefits.retiredAt)))
    .returning({ id: benefits.id });
  if (!updated) throw gone();
}

/** Retires a benefit: suppliers no longer see it; it stays for the admins with its uses (404 when already retired). */
export async function retireBenefit(db: Db, id: string, now: Date): Promise<void> {
  const [retired] = await db
    .update(benefits)
    .set({ retiredAt: now, updatedAt: now })
    .where(and(eq(benefits.id, id), isNull(benefits.retiredAt)))
    .returning({ id: benefits.id });
  if (!retired) throw gone();
}

const supplierScopeOf = (access: SupplierAccess, now: Date) => ({
  supplier: { country: access.supplier.countryCode, category: access.supplier.types[0] ?? '' },
  today: localDayIn(access.supplier.countryCode, now),
});

/** The benefits the supplier sees (its country and category, not ended); the links only from lite on. */
export async function listSupplierBenefits(
  db: Db,
  access: SupplierAccess,
  now: Date,
): Promise<SupplierBenefitsResponse> {
  const { supplier, today } = supplierScopeOf(access, now);
  const unlocked = canUseFeature(access, 'benefits');
  const rows = await db.select().from(benefits).where(isNull(benefits.retiredAt));
  return {
    benefits: benefitsFor(rows.map(scopeOf), supplier, today).map((benefit) => ({
      id: benefit.id,
      partnerName: benefit.partnerName,
      title: benefit.title,
      description: benefit.description,
      endsOn: benefit.endsOn,
      hasCode: benefit.code !== null,
      url: unlocked ? benefit.url : null,
    })),
  };
}

/**
 * A supplier uses a benefit (tier lite): answers its code and link, and counts the supplier once per benefit (not a
 * platform admin working as it); 404 for one the supplier does not see.
 */
export async function revealBenefit(db: Db, access: SupplierAccess, id: string, now: Date): Promise<BenefitReveal> {
  requireFeature(access, 'benefits');
  const { supplier, today } = supplierScopeOf(access, now);
  const [row] = await db.select().from(benefits).where(eq(benefits.id, id));
  if (!row || !benefitAppliesTo(scopeOf(row), supplier, today)) throw gone();
  // a platform admin looking at a supplier's page is not the supplier using the offer
  if (!access.user.isPlatformAdmin)
    await db
      .insert(benefitUses)
      .values({ benefitId: row.id, supplierId: access.supplier.id, usedAt: now })
      .onConflictDoNothing();
  return { code: row.code, url: row.url };
}
