import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string;
  amzDate: string;
  contentSha: string;
}

/** A tiny S3 stand-in on 127.0.0.1: keeps objects in memory and records how each request was signed. */
function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: Seen[] = [];
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = request.url ?? '';
    seen.push({
      method: request.method ?? '',
      url,
      authorization: String(request.headers.authorization ?? ''),
      amzDate: String(request.headers['x-amz-date'] ?? ''),
      contentSha: String(request.headers['x-amz-content-sha256'] ?? ''),
    });
    if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/')) {
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      objects.set(url, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(url);
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(url);
      response.writeHead(204).end();
    }
  };
  // a failure in the stand-in answers 500, so the test fails on it instead of leaving an unhandled rejection
  const server = createServer((request, response) => {
    respond(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  return { server, objects, seen };
}

describe('S3-compatible storage adapter', () => {
  const fake = startFakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const storage = () =>
    createS3Storage({
      endpoint,
      bucket: 'portal-files',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      region: 'eu-west-2',
    });

  it('puts, gets and deletes objects with SigV4-signed path-style requests', async () => {
    const s3 = storage();
    await s3.put('profile-photos/u1/a.webp', Buffer.from('image bytes'), 'image/webp');
    expect(fake.objects.get('/portal-files/profile-photos/u1/a.webp')).toEqual({
      body: Buffer.from('image bytes'),
      contentType: 'image/webp',
    });
    const put = fake.seen.at(-1)!;
    expect(put.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-2\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put.amzDate).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.contentSha).toBe('UNSIGNED-PAYLOAD');

    expect(await s3.get('profile-photos/u1/a.webp')).toEqual({
      body: Buffer.from('image bytes'),
      contentType: 'image/webp',
    });
    await s3.delete('profile-photos/u1/a.webp');
    expect(await s3.get('profile-photos/u1/a.webp')).toBeNull();
    expect(s3.publicUrl('profile-photos/u1/a.webp')).toBe('/uploads/profile-photos/u1/a.webp');
    expect(s3.keyOf('/uploads/profile-photos/u1/a.webp')).toBe('profile-photos/u1/a.webp');
    expect(s3.keyOf('https://elsewhere.example/a.webp')).toBeNull();
  });

  it('fails with the status when the bucket refuses', async () => {
    const wrong = createS3Storage({
      endpoint,
      bucket: 'portal-files',
      accessKeyId: 'OTHER',
      secretAccessKey: 'x',
      region: 'auto',
    });
    await expect(wrong.put('a/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT a\/b\.webp failed: 403/,
    );
  });

  it('refuses unsafe keys before any request', async () => {
    const before = fake.seen.length;
    await expect(storage().get('../secrets')).rejects.toThrow(/unsafe storage key/);
    expect(fake.seen.length).toBe(before);
  });
});
