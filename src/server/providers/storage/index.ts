import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk.ts';
import { createS3Storage } from './s3.ts';
import type { StorageProvider } from './types.ts';

export type { StorageProvider } from './types.ts';

/** S3 when S3_ENDPOINT is set (the config requires the bucket and keys with it), else DATA_DIR/uploads. */
export function createStorageProvider(config: Config): StorageProvider {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
    });
  }
  return createDiskStorage(path.resolve(config.DATA_DIR, 'uploads'));
}
