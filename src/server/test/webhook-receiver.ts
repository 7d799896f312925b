import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes (a push's encrypted payload). */
  raw: Buffer;
}

/**
 * A local webhook receiver (or push service) for tests (integration and browser): records every request and answers with
 * the status the test asks of its path (`answers`, taken in order; 204 when none is left), after `delayMs`.
 */
export async function startWebhookReceiver(options: { delayMs?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const raw = Buffer.concat(chunks);
      received.push({ path, headers: request.headers, body: raw.toString('utf8'), raw });
      const answer = answers.get(path)?.shift() ?? { status: 204 };
      setTimeout(
        () =>
          response
            .writeHead(answer.status, answer.headers)
            .end(answer.status === 204 ? undefined : `answer ${answer.status}`),
        options.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The statuses the next requests to `path` get, in order. */
    answer: (path: string, ...statuses: (number | { status: number; headers?: Record<string, string> })[]) =>
      answers.set(
        path,
        statuses.map((s) => (typeof s === 'number' ? { status: s } : s)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
