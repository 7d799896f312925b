import type { InstagramPost } from '../../../domain/apps/instagram-api.ts';

export type { InstagramPost };

/** A connected account: its long-lived token and when that ends (null: the stand-in's never does). */
export interface InstagramAccount {
  accountId: string;
  username: string;
  token: string;
  expiresAt: Date | null;
}

export interface InstagramToken {
  token: string;
  expiresAt: Date | null;
}

/**
 * Instagram Login and the Instagram Graph API (the real adapter, with INSTAGRAM_CLIENT_ID) or the embedded
 * stand-in: the authorize page to send the supplier to, the code exchanged for a long-lived token, the
 * token refreshed, and the account's recent posts. Every call throws on a failure.
 */
export interface InstagramProvider {
  readonly kind: 'graph' | 'stand-in';
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<InstagramAccount>;
  refreshToken(token: string): Promise<InstagramToken>;
  recentPosts(token: string, limit: number): Promise<InstagramPost[]>;
}
