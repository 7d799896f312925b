import type { Config } from '../../config.ts';
import { createGraphInstagram } from './graph.ts';
import { createStandInInstagram } from './stand-in.ts';
import type { InstagramProvider } from './types.ts';

export type { InstagramProvider } from './types.ts';

/** Instagram Login with INSTAGRAM_CLIENT_ID and _SECRET, else the embedded stand-in (a fixed feed). */
export function createInstagramProvider(config: Config): InstagramProvider {
  if (!config.INSTAGRAM_CLIENT_ID || !config.INSTAGRAM_CLIENT_SECRET) return createStandInInstagram();
  return createGraphInstagram({
    clientId: config.INSTAGRAM_CLIENT_ID,
    clientSecret: config.INSTAGRAM_CLIENT_SECRET,
    authorizationUrl: config.INSTAGRAM_AUTHORIZATION_URL,
    tokenUrl: config.INSTAGRAM_TOKEN_URL,
    graphUrl: config.INSTAGRAM_GRAPH_URL,
  });
}
