import Fastify from 'fastify';

/** The machine's limit: a bare Fastify endpoint with nothing behind it, in its own process like the portal. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
