import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { notFound } from '../../http/errors.ts';
import { uploadHeaders } from '../../http/security-headers.ts';
import { isSafeKey } from '../../providers/storage/types.ts';

/** GET /uploads/<key>: files of the embedded disk storage (immutable: every upload gets a new key). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/*',
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file (profile photos, ...)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isSafeKey(key) ? await app.deps.providers.storage.get(key) : null;
      if (!file) throw notFound('file not found');
      reply
        .headers(uploadHeaders)
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable');
      // only images show in the browser: Chromium's PDF viewer refuses a sandboxed document, and Office
      // files and text (booking files) are saved, never rendered on the portal's origin
      if (!file.contentType.startsWith('image/'))
        reply.header('content-disposition', `attachment; filename="${key.split('/').pop()}"`);
      return reply.send(file.body);
    },
  );
};
