import { AwsClient } from 'aws4fetch';
import { assertSafeKey, uploadsKeyOf, uploadsUrl, type StorageProvider } from './types.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Real adapter: an S3-compatible bucket (AWS, R2, MinIO, ...) over path-style URLs, requests signed
 * with AWS Signature V4 by aws4fetch. The bucket stays private: browsers fetch files at
 * /uploads/<key>, which the app reads from the bucket (cacheable for a year; every upload has a new key).
 */
export function createS3Storage(options: S3Options): StorageProvider {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
  });
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${key}`;
  };
  const fail = async (what: string, key: string, response: Response) =>
    new Error(`S3 ${what} ${key} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);

  return {
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw await fail('PUT', key, response);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await fail('GET', key, response);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await fail('DELETE', key, response);
    },
    publicUrl: uploadsUrl,
    keyOf: uploadsKeyOf,
  };
}
