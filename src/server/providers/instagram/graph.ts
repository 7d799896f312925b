import type { InstagramAccount, InstagramPost, InstagramProvider, InstagramToken } from './types.ts';

interface GraphOptions {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  graphUrl: string;
  /** Instagram slow counts as failed: a connect and a background refresh wait no longer. */
  timeoutMs?: number;
}

/** What the connect asks for: the account's profile and media, nothing else. */
const scope = 'instagram_business_basic';

const httpsUrlOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('https://') ? value : null;

/** A token answer's expiry (`expires_in` seconds), or null. */
const expiryOf = (body: Record<string, unknown>, now: number): Date | null =>
  typeof body.expires_in === 'number' ? new Date(now + body.expires_in * 1000) : null;

/** One media item of /me/media as a post; a video shows its cover picture, an item without a picture is left out. */
function postOf(item: Record<string, unknown>): InstagramPost | null {
  const imageUrl = httpsUrlOrNull(item.media_type === 'VIDEO' ? item.thumbnail_url : item.media_url);
  const permalink = httpsUrlOrNull(item.permalink);
  if (typeof item.id !== 'string' || !imageUrl || !permalink) return null;
  return {
    id: item.id,
    caption: typeof item.caption === 'string' ? item.caption : '',
    imageUrl,
    permalink,
    timestamp: typeof item.timestamp === 'string' ? item.timestamp : '',
  };
}

/**
 * Instagram Login (the "Instagram API with Instagram Login" of professional accounts): the authorize page,
 * the code for a short-lived token at the token URL, that for a long-lived one (60 days) and the
 * account's user id and name at the Graph API, then /me/media.
 */
export function createGraphInstagram(options: GraphOptions): InstagramProvider {
  const { clientId, clientSecret, timeoutMs = 5000 } = options;
  const graph = options.graphUrl.replace(/\/+$/, '');

  async function call(url: string | URL, init: RequestInit = {}): Promise<Record<string, unknown>> {
    const response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body || typeof body !== 'object')
      throw new Error(`Instagram answered ${response.status} at ${new URL(url).pathname}`);
    return body;
  }
  const graphGet = (path: string, params: Record<string, string>) => {
    const url = new URL(`${graph}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return call(url);
  };

  return {
    kind: 'graph',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(options.authorizationUrl);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
      }).toString();
      return url.href;
    },
    async exchangeCode({ code, redirectUri }): Promise<InstagramAccount> {
      const form = new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code,
      });
      const answer = await call(options.tokenUrl, {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      // the answer is the token itself, or (newer) a list of one
      const first = (Array.isArray(answer.data) ? answer.data[0] : answer) as Record<string, unknown> | undefined;
      if (typeof first?.access_token !== 'string') throw new Error('Instagram gave no access token');
      const longLived = await graphGet('/access_token', {
        grant_type: 'ig_exchange_token',
        client_secret: clientSecret,
        access_token: first.access_token,
      });
      if (typeof longLived.access_token !== 'string') throw new Error('Instagram gave no long-lived token');
      const me = await graphGet('/me', { fields: 'user_id,username', access_token: longLived.access_token });
      const accountId = String(me.user_id ?? me.id ?? first.user_id ?? '');
      if (!accountId || typeof me.username !== 'string') throw new Error('Instagram gave no account');
      return {
        accountId,
        username: me.username,
        token: longLived.access_token,
        expiresAt: expiryOf(longLived, Date.now()),
      };
    },
    async refreshToken(token): Promise<InstagramToken> {
      const body = await graphGet('/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token });
      if (typeof body.access_token !== 'string') throw new Error('Instagram gave no refreshed token');
      return { token: body.access_token, expiresAt: expiryOf(body, Date.now()) };
    },
    async recentPosts(token, limit) {
      const body = await graphGet('/me/media', {
        fields: 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp',
        limit: String(limit),
        access_token: token,
      });
      const items = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
      return items.flatMap((item) => postOf(item) ?? []).slice(0, limit);
    },
  };
}
