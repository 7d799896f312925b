import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { profilePhotoMaxBytes } from '../../../domain/profile-photo.ts';
import { requireUser } from '../../auth/session.ts';
import { loadProfile, removeProfilePhoto, saveProfile, saveProfilePhoto } from './service.ts';

const profileView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  profilePhoto: z.string().nullable(),
});

/** /profile-settings: the spec's settings form (first name, last name, phone, profile photo). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(multipart, { limits: { fileSize: profilePhotoMaxBytes, files: 1, fields: 0 } });

  app.get(
    '/api/account/profile',
    {
      schema: { tags: ['settings'], summary: "The signed-in user's personal settings", response: { 200: profileView } },
    },
    async (request) => loadProfile(deps, (await requireUser(request)).id),
  );

  app.put(
    '/api/account/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save first name, last name and phone',
        body: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }),
        response: { 200: profileView },
      },
    },
    async (request) => saveProfile(deps, await requireUser(request), request.body),
  );

  app.post(
    '/api/account/profile/photo',
    {
      schema: {
        tags: ['settings'],
        summary: 'Upload the profile photo (multipart field "photo": JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: profileView },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const file = await request.file();
      if (!file) return saveProfilePhoto(deps, user, undefined);
      try {
        return await saveProfilePhoto(deps, user, {
          mimetype: file.mimetype,
          body: await file.toBuffer(),
          truncated: file.file.truncated,
        });
      } catch (error) {
        if (!(error instanceof app.multipartErrors.RequestFileTooLargeError)) throw error;
        return saveProfilePhoto(deps, user, { mimetype: file.mimetype, body: Buffer.alloc(0), truncated: true });
      }
    },
  );

  app.delete(
    '/api/account/profile/photo',
    { schema: { tags: ['settings'], summary: 'Remove the profile photo', response: { 200: profileView } } },
    async (request) => removeProfilePhoto(deps, await requireUser(request)),
  );
};
