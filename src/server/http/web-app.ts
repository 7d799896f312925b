import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const webRoot = fileURLToPath(new URL('../../../dist/web', import.meta.url));

/** Serves the built single-page app; every non-API GET falls back to index.html for the client router. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  if (!existsSync(webRoot)) {
    app.log.warn(`No web build at ${webRoot}: run "npm run build" to serve the portal`);
    return;
  }
  await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.sendFile('index.html', { maxAge: 0 });
  });
}
