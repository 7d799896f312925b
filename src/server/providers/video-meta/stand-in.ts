import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseVideoUrl } from '../../../domain/videos/video-url.ts';

/**
 * A local stand-in for the oEmbed services (tests and the browser tests run offline), answering under
 * `VIDEO_META_URL` as `/{youtube|vimeo|matterport}/oembed?url=` like the real ones. Ids starting with
 * `notFound` (or Vimeo's `404`) are unknown (404); ids starting with `slow` answer after 10 seconds.
 * Thumbnails are small SVG images served by the stand-in itself.
 */
export interface OEmbedStandIn {
  url: string;
  /** The `url` parameter of every oEmbed request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

const sourceNames = { youtube: 'YouTube', vimeo: 'Vimeo', matterport: 'Matterport' } as const;

/** The title the stand-in gives a video (tests expect it). */
export const standInTitle = (source: keyof typeof sourceNames, id: string) => `${sourceNames[source]} stand-in ${id}`;

const thumbnailSvg = (id: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270"><rect width="480" height="270" fill="#3b5bdb"/><polygon points="210,95 210,175 275,135" fill="#fff"/><text x="240" y="240" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${id.replace(/[^A-Za-z0-9_-]/g, '')}</text></svg>`;

function answer(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  response.end(body);
}

export async function startOEmbedStandIn(): Promise<OEmbedStandIn> {
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let base = '';
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    const thumbnail = /^\/thumbnails\/([A-Za-z0-9_-]+)\.svg$/.exec(url.pathname);
    if (thumbnail) return answer(response, 200, 'image/svg+xml', thumbnailSvg(thumbnail[1]!));
    const source = /^\/(youtube|vimeo|matterport)\/oembed$/.exec(url.pathname)?.[1] as
      keyof typeof sourceNames | undefined;
    const asked = url.searchParams.get('url') ?? '';
    if (!source) return answer(response, 404, 'text/plain', 'Not Found');
    requests.push(asked);
    const link = parseVideoUrl(asked);
    if (!link || link.source !== source || link.sourceId.startsWith('notFound') || link.sourceId === '404')
      return answer(response, 404, 'text/plain', 'Not Found');
    const body = JSON.stringify({
      type: 'video',
      version: '1.0',
      title: standInTitle(source, link.sourceId),
      thumbnail_url: `${base}/thumbnails/${link.sourceId}.svg`,
    });
    if (!link.sourceId.startsWith('slow')) return answer(response, 200, 'application/json', body);
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer(response, 200, 'application/json', body);
    }, 10_000);
    timers.add(timer);
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
