import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  achievementGroupOfType,
  achievementTypeOfGroup,
  emptyAchievements,
  type Achievements,
  type AchievementType,
  type CleanAchievements,
} from '../../../domain/about-you/achievements.ts';
import { achievementGroups } from '../../../domain/about-you/card-rules.ts';
import type { Db } from '../../db/client.ts';
import { supplierAchievements } from '../../db/schema/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';

export async function loadAchievements(db: Db, supplierId: string): Promise<Achievements> {
  const rows = await db
    .select()
    .from(supplierAchievements)
    .where(eq(supplierAchievements.supplierId, supplierId))
    .orderBy(asc(supplierAchievements.type), asc(supplierAchievements.position));
  const result = emptyAchievements();
  for (const row of rows) {
    const type = row.type as AchievementType;
    result[achievementGroupOfType(type)].push({
      id: row.id,
      type,
      name: row.name,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return result;
}

/**
 * Replaces each group sent with its cleaned set. An entry that names a saved entry of the same group
 * by id keeps its id and createdAt; any other is new.
 */
export async function saveAchievements(
  db: Db,
  supplierId: string,
  groups: CleanAchievements,
  now: Date,
): Promise<Achievements> {
  await db.transaction(async (tx) => {
    // one save of a supplier at a time, so two saves cannot interleave their delete and insert
    await lockSupplierRow(tx, supplierId);
    for (const group of achievementGroups) {
      const entries = groups[group];
      if (!entries) continue;
      const type = achievementTypeOfGroup[group];
      const ofType = and(eq(supplierAchievements.supplierId, supplierId), eq(supplierAchievements.type, type));
      const saved = new Map(
        (
          await tx
            .select({ id: supplierAchievements.id, createdAt: supplierAchievements.createdAt })
            .from(supplierAchievements)
            .where(ofType)
        ).map((r) => [r.id, r.createdAt]),
      );
      const savedAt = new Map(saved);
      await tx.delete(supplierAchievements).where(ofType);
      if (entries.length === 0) continue;
      await tx.insert(supplierAchievements).values(
        entries.map((entry, position) => {
          const kept = entry.id !== undefined && saved.has(entry.id);
          // an id sent twice keeps its createdAt once; the copy is new
          if (kept) saved.delete(entry.id!);
          return {
            id: kept ? entry.id! : randomUUID(),
            supplierId,
            type,
            name: entry.name,
            link: entry.link,
            position,
            createdAt: kept ? savedAt.get(entry.id!)! : now,
          };
        }),
      );
    }
  });
  return loadAchievements(db, supplierId);
}
