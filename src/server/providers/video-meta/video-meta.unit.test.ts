import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVideoUrl } from '../../../domain/videos/video-url.ts';
import { createOEmbedVideoMeta, oEmbedEndpointsUnder } from './oembed.ts';
import { standInTitle, startOEmbedStandIn, type OEmbedStandIn } from './stand-in.ts';

const link = (url: string) => parseVideoUrl(url)!;

describe('oEmbed video metadata against a local server', () => {
  let standIn: OEmbedStandIn;
  beforeAll(async () => {
    standIn = await startOEmbedStandIn();
  });
  afterAll(() => standIn.close());
  const provider = (timeoutMs = 3000, failures: string[] = []) =>
    createOEmbedVideoMeta({
      endpoints: oEmbedEndpointsUnder(`${standIn.url}/`),
      timeoutMs,
      onFailure: (_link, reason) => failures.push(reason),
    });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'vimeo',
      '76979871',
      'https://vimeo.com/76979871/8272103f6e',
    ],
    [
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      'matterport',
      'SxQL3iGyoDo',
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    ],
  ] as const)('%s: title and thumbnail_url, asked about the canonical link', async (input, source, id, canonical) => {
    expect(await provider().lookup(link(input))).toEqual({
      title: standInTitle(source, id),
      thumbnail: `${standIn.url}/thumbnails/${id}.svg`,
    });
    expect(standIn.requests.at(-1)).toBe(canonical);
  });

  it('an unknown video is null (the not-found message)', async () => {
    const failures: string[] = [];
    expect(await provider(3000, failures).lookup(link('https://youtu.be/notFound404'))).toBeNull();
    expect(failures).toEqual(['answered 404']);
  });

  it('gives up after the timeout', async () => {
    const failures: string[] = [];
    const started = Date.now();
    expect(await provider(200, failures).lookup(link('https://youtu.be/slowAnswer1'))).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(failures[0]).toMatch(/abort|timeout/i);
  });

  it('a service that does not answer at all is null', async () => {
    const closed = createOEmbedVideoMeta({ endpoints: oEmbedEndpointsUnder('http://127.0.0.1:9') });
    expect(await closed.lookup(link('https://vimeo.com/76979871'))).toBeNull();
  });

  it('Google Maps needs no lookup: the place in the link, no thumbnail', async () => {
    const offline = createOEmbedVideoMeta({ endpoints: oEmbedEndpointsUnder('http://127.0.0.1:9') });
    expect(await offline.lookup(link('https://www.google.co.uk/maps/place/The+Old+Barn/@51.88,-1.75,17z'))).toEqual({
      title: 'The Old Barn',
      thumbnail: null,
    });
  });
});

describe('oEmbed answers that are not usable', () => {
  const bodies: Record<string, string> = {
    '/notjson/oembed': 'not json',
    '/notitle/oembed': JSON.stringify({ thumbnail_url: 'https://i.example/t.jpg' }),
    '/badthumb/oembed': JSON.stringify({ title: '  A title  ', thumbnail_url: 'javascript:alert(1)' }),
  };
  const server = createServer((request, response) => {
    const body = bodies[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(body ? 200 : 500, { 'content-type': 'application/json' });
    response.end(body ?? '');
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const at = (path: string) =>
    createOEmbedVideoMeta({
      endpoints: { youtube: `${base}${path}`, vimeo: `${base}${path}`, matterport: `${base}${path}` },
    });

  it('invalid JSON, no title or a server error is null; a thumbnail that is not an http link is dropped', async () => {
    const video = link('https://youtu.be/dQw4w9WgXcQ');
    expect(await at('/notjson/oembed').lookup(video)).toBeNull();
    expect(await at('/notitle/oembed').lookup(video)).toBeNull();
    expect(await at('/error/oembed').lookup(video)).toBeNull();
    expect(await at('/badthumb/oembed').lookup(video)).toEqual({ title: 'A title', thumbnail: null });
  });
});
