import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPortalRoute } from '../../domain/portal-routes.ts';

const hashedAssets = `${path.sep}assets${path.sep}`;

/**
 * Serves the built single-page app. Vite's hashed files under /assets/ never change (a year, immutable);
 * index.html and the other files are asked again each time (no-cache): the service worker /sw.js among them, so a new
 * build's worker is found at the next visit, and the web app manifest (sent as application/manifest+json). Brotli or gzip copies made at build
 * time are sent to browsers that accept them. A path that is no screen of the portal answers 404 with the
 * app, which shows its not-found screen.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  if (!existsSync(webRoot)) {
    app.log.warn(`No web build at ${webRoot}: run "npm run build" to serve the portal`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.includes(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .status(isPortalRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
