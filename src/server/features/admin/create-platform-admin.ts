import { eq } from 'drizzle-orm';
import { isValidEmail } from '../../../domain/field-rules.ts';
import type { Db } from '../../db/client.ts';
import { platformAdmins, users } from '../../db/schema/index.ts';
import { generatePassword, seedUser } from '../../seed/demo.ts';

/** Makes `email` a platform admin; answers the new password when the account had to be created. */
export async function createPlatformAdmin(db: Db, email: string): Promise<{ created: boolean; password?: string }> {
  const address = email.trim().toLowerCase();
  if (!isValidEmail(address)) throw new Error(`not an e-mail address: ${email}`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  let userId = existing?.id;
  let password: string | undefined;
  if (!userId) {
    password = generatePassword();
    userId = await seedUser(db, {
      email: address,
      password,
      firstName: address.split('@')[0]!,
      lastName: '',
      country: 'GB',
    });
  }
  await db.insert(platformAdmins).values({ userId }).onConflictDoNothing();
  return { created: !existing, password };
}
