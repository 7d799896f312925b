import { AsyncLocalStorage } from 'node:async_hooks';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { SocialProvider } from '../../domain/social-sign-in.ts';
import type { Config } from '../config.ts';

/**
 * The e-mail a provider answered during one callback. better-auth redirects a refused sign-in with only
 * `error=account_not_linked`; the spec's account-exists-with-different-credential carries the e-mail too,
 * so the mount runs each callback in a store that the profile mapping below fills.
 */
export const providerEmailOfCallback = new AsyncLocalStorage<{ email?: string }>();

function seen<T extends { email?: unknown }>(profile: T): T {
  const store = providerEmailOfCallback.getStore();
  if (store && typeof profile.email === 'string') store.email = profile.email.toLowerCase();
  return profile;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Google through OpenID Connect discovery, its ID tokens verified against the issuer's keys. */
function google(config: Config, clientId: string, clientSecret: string): GenericOAuthConfig<SocialProvider> {
  return {
    providerId: 'google',
    name: 'Google',
    clientId,
    clientSecret,
    discoveryUrl: config.GOOGLE_DISCOVERY_URL,
    requireIdTokenVerification: true,
    scopes: ['openid', 'email', 'profile'],
    prompt: 'select_account',
    mapProfileToUser: (profile) => {
      seen(profile);
      return { firstName: text(profile.given_name), lastName: text(profile.family_name) };
    },
  };
}

interface FacebookProfile {
  id: string;
  email?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * Facebook Login: plain OAuth 2.0 (no ID token in the code flow), the profile read from the Graph API with
 * the access token this app's code exchange returned. Facebook has no e-mail verification flag.
 */
function facebook(config: Config, clientId: string, clientSecret: string): GenericOAuthConfig<SocialProvider> {
  return {
    providerId: 'facebook',
    name: 'Facebook',
    clientId,
    clientSecret,
    authorizationUrl: config.FACEBOOK_AUTHORIZATION_URL,
    tokenUrl: config.FACEBOOK_TOKEN_URL,
    scopes: ['email', 'public_profile'],
    // the web flow of Facebook Login is the classic code exchange with the app secret
    pkce: false,
    authentication: 'post',
    getUserInfo: async ({ accessToken }) => {
      if (!accessToken) return null;
      const response = await fetch(config.FACEBOOK_PROFILE_URL, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) return null;
      const profile = (await response.json()) as FacebookProfile;
      if (!profile.id) return null;
      return {
        id: profile.id,
        email: profile.email,
        name: profile.name ?? '',
        emailVerified: false,
        first_name: profile.first_name,
        last_name: profile.last_name,
      };
    },
    mapProfileToUser: (profile) => {
      seen(profile);
      return { firstName: text(profile.first_name), lastName: text(profile.last_name) };
    },
  };
}

/**
 * The sign-in providers this installation offers: those with a client id and secret (config.ts checks they come
 * together).
 */
export function socialProviderConfigs(config: Config): GenericOAuthConfig<SocialProvider>[] {
  const configs: GenericOAuthConfig<SocialProvider>[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    configs.push(google(config, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET));
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET)
    configs.push(facebook(config, config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET));
  return configs;
}

/** The providers the sign-in and settings screens show. */
export const offeredSocialProviders = (config: Config): SocialProvider[] =>
  socialProviderConfigs(config).map((entry) => entry.providerId);
