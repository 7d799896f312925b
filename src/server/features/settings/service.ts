import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { profileSettingsSchema } from '../../../domain/account-forms.ts';
import { profilePhotoMaxBytes, profilePhotoTypes } from '../../../domain/profile-photo.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/session.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { openUpload, TooManyPixelsError } from '../photos/images.ts';

export interface ProfileView {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** URL of the profile photo (as stored in users.profilePhoto), null without one. */
  profilePhoto: string | null;
}

export async function loadProfile(deps: AppDeps, userId: string): Promise<ProfileView> {
  const [row] = await deps.database.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      profilePhoto: users.profilePhoto,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export async function saveProfile(deps: AppDeps, user: SessionUser, input: unknown): Promise<ProfileView> {
  const form = parseForm(profileSettingsSchema, input);
  await deps.database.db
    .update(users)
    .set({ ...form, name: `${form.firstName} ${form.lastName}`, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return loadProfile(deps, user.id);
}

export interface UploadedPhoto {
  mimetype: string;
  body: Buffer;
  /** The upload was cut at the size limit. */
  truncated: boolean;
}

/**
 * Stores a new profile photo: JPEG, PNG or WebP up to 5 MB, decoded and re-encoded as a 512 px
 * square WebP (drops metadata such as GPS, and anything that is not really an image fails here).
 */
export async function saveProfilePhoto(
  deps: AppDeps,
  user: SessionUser,
  photo: UploadedPhoto | undefined,
): Promise<ProfileView> {
  if (!photo) throw badRequest('validation', 'No photo was sent', { photo: 'validation:required' });
  if (!(profilePhotoTypes as readonly string[]).includes(photo.mimetype)) {
    throw badRequest('unsupported-file-type', 'The photo must be a JPEG, PNG or WebP image', {
      photo: 'settings:photo.type',
    });
  }
  if (photo.truncated || photo.body.length > profilePhotoMaxBytes) {
    throw badRequest('file-too-large', 'The photo is larger than 5 MB', { photo: 'settings:photo.size' });
  }
  let webp: Buffer;
  try {
    webp = await (
      await openUpload(photo.body)
    )
      .rotate()
      .resize(512, 512, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof TooManyPixelsError)
      throw badRequest('image-too-large', 'The photo has too many pixels', { photo: 'settings:photo.pixels' });
    throw badRequest('unsupported-file-type', 'The file is not a readable image', { photo: 'settings:photo.type' });
  }
  const { storage } = deps.providers;
  const key = `profile-photos/${user.id}/${randomUUID()}.webp`;
  await storage.put(key, webp, 'image/webp');
  await replacePhoto(deps, user.id, storage.publicUrl(key));
  return loadProfile(deps, user.id);
}

export async function removeProfilePhoto(deps: AppDeps, user: SessionUser): Promise<ProfileView> {
  await replacePhoto(deps, user.id, null);
  return loadProfile(deps, user.id);
}

/**
 * users.profilePhoto holds the photo's URL, which every reader (viewer, user menu) shows as it is; the old file is
 * deleted.
 */
async function replacePhoto(deps: AppDeps, userId: string, url: string | null): Promise<void> {
  const { db } = deps.database;
  const { storage } = deps.providers;
  const [row] = await db.select({ profilePhoto: users.profilePhoto }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ profilePhoto: url, updatedAt: new Date() }).where(eq(users.id, userId));
  const previousKey = row?.profilePhoto ? storage.keyOf(row.profilePhoto) : null;
  if (previousKey) await storage.delete(previousKey);
}
