import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailProvider, type MailProvider } from './mail/index.ts';
import { createGeocodeProvider, type GeocodeProvider } from './geocode/index.ts';
import { createStorageProvider, type StorageProvider } from './storage/index.ts';
import { createPaymentsProvider, type PaymentsProvider } from './payments/index.ts';
import { createVideoMetaProvider, type VideoMetaProvider } from './video-meta/index.ts';
import { createInstagramProvider, type InstagramProvider } from './instagram/index.ts';
import { createReleaseNotesProvider, type ReleaseNotesProvider } from './release-notes/index.ts';

/** The outside services, each behind an interface with an embedded default (design.md section 3). */
export interface Providers {
  mail: MailProvider;
  geocode: GeocodeProvider;
  storage: StorageProvider;
  payments: PaymentsProvider;
  videoMeta: VideoMetaProvider;
  instagram: InstagramProvider;
  releaseNotes: ReleaseNotesProvider;
}

export function createProviders(config: Config, database: Database): Providers {
  return {
    mail: createMailProvider(config, database.db),
    geocode: createGeocodeProvider(config),
    storage: createStorageProvider(config),
    payments: createPaymentsProvider(config),
    videoMeta: createVideoMetaProvider(config),
    instagram: createInstagramProvider(config),
    releaseNotes: createReleaseNotesProvider(config),
  };
}
