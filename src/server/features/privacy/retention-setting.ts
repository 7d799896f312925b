import { eq } from 'drizzle-orm';
import { retentionInputSchema, type RetentionSetting } from '../../../domain/privacy/privacy-api.ts';
import type { Db } from '../../db/client.ts';
import { retentionSettings } from '../../db/schema/index.ts';
import { parseForm } from '../../http/parse-form.ts';

/** The business's retention period of enquiries: its own months (null: the platform's) and the platform's. */
export async function readRetentionSetting(
  db: Db,
  supplierId: string,
  platformMonths: number,
): Promise<RetentionSetting> {
  const [row] = await db
    .select({ months: retentionSettings.months })
    .from(retentionSettings)
    .where(eq(retentionSettings.supplierId, supplierId));
  return { months: row?.months ?? null, platformMonths };
}

/** Saves the business's period: whole months up to the platform's; null goes back to the platform's. */
export async function saveRetentionSetting(
  db: Db,
  supplierId: string,
  platformMonths: number,
  input: unknown,
): Promise<RetentionSetting> {
  const { months } = parseForm(retentionInputSchema(platformMonths), input);
  if (months === null) await db.delete(retentionSettings).where(eq(retentionSettings.supplierId, supplierId));
  else
    await db
      .insert(retentionSettings)
      .values({ supplierId, months, updatedAt: new Date() })
      .onConflictDoUpdate({ target: retentionSettings.supplierId, set: { months, updatedAt: new Date() } });
  return { months, platformMonths };
}
