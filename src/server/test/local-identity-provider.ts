import type { IncomingMessage } from 'node:http';
import {
  OAuth2Server,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

/**
 * A local OpenID Connect server (oauth2-mock-server) standing in for Google and Facebook in the tests: the
 * portal talks to it over HTTP exactly as to the real providers (discovery, signed ID tokens, a Graph-like
 * profile call). Who signs in is the `identity` cookie of the browser (or request) that opens its
 * authorize page: an e-mail address. Without one, the user "cancels" (error=access_denied).
 */
export interface LocalIdentityProvider {
  url: string;
  /** The portal's environment for Google and Facebook sign-in through this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const identityCookie = 'identity';
/** An address starting so gets tokens made for another client (a token meant for someone else's app). */
export const otherAudiencePrefix = 'other-audience-';

/** The profile the server gives an address: `sub` is stable per address, like a provider's account id. */
const providerProfileOf = (email: string) => ({
  sub: `sub-${email}`,
  email,
  email_verified: true,
  given_name: 'Sam',
  family_name: 'Rivers',
  name: 'Sam Rivers',
});

function identityOf(request: IncomingMessage): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === identityCookie && value) return decodeURIComponent(value);
  }
  return null;
}

export async function startLocalIdentityProvider(): Promise<LocalIdentityProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url ?? '';
  const emailOfCode = new Map<string, string>();

  server.service.on('beforeAuthorizeRedirect', ({ url: redirect }: MutableRedirectUri, request: IncomingMessage) => {
    const email = identityOf(request);
    const code = redirect.searchParams.get('code');
    if (email && code) return void emailOfCode.set(code, email);
    redirect.searchParams.delete('code');
    redirect.searchParams.set('error', 'access_denied');
  });
  // both the access token and the ID token carry the profile (the profile call below reads the access token)
  server.service.on('beforeTokenSigning', (token: MutableToken, request: TokenRequestIncomingMessage) => {
    const email = typeof request.body.code === 'string' ? emailOfCode.get(request.body.code) : undefined;
    if (email)
      Object.assign(
        token.payload,
        providerProfileOf(email),
        email.startsWith(otherAudiencePrefix) ? { aud: 'another-client' } : {},
      );
  });
  // Facebook's Graph API shape: id, email, first_name, last_name, name
  server.service.on('beforeUserinfo', (answer: MutableResponse, request: IncomingMessage) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    answer.body = {
      id: claims.sub,
      email: claims.email,
      name: claims.name,
      first_name: claims.given_name,
      last_name: claims.family_name,
    };
  });

  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: 'portal-google',
      GOOGLE_CLIENT_SECRET: 'local-google-secret',
      GOOGLE_DISCOVERY_URL: `${url}/.well-known/openid-configuration`,
      FACEBOOK_CLIENT_ID: 'portal-facebook',
      FACEBOOK_CLIENT_SECRET: 'local-facebook-secret',
      FACEBOOK_AUTHORIZATION_URL: `${url}/authorize`,
      FACEBOOK_TOKEN_URL: `${url}/token`,
      FACEBOOK_PROFILE_URL: `${url}/userinfo`,
    },
    close: () => server.stop(),
  };
}
