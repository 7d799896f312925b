import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '../domain/zod.ts';
import { defaultRetentionMonths } from '../domain/privacy/retention.ts';

const optionalUrl = z.string().url().optional();

/** Every setting the server reads from the environment; documented in docs/operations.md. */
const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** Defaults to http://localhost:PORT. */
    APP_URL: z.string().url().optional(),
    /**
     * The portal's address for suppliers outside the UK, where it has one of its own: their collaborator
     * invite links use it (spec: the invite link's address depends on GB versus other countries).
     */
    APP_URL_INTERNATIONAL: optionalUrl,
    /**
     * The couple site's origin for couple-facing profile links; without it they point at APP_URL, where the portal
     * serves the page.
     */
    COUPLE_SITE_URL: optionalUrl,
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The AUTH_SECRETs before the current one, comma-separated: they still open the secrets sealed under them
     * (crypto/secret-box.ts) until the reseal job has moved those to AUTH_SECRET (docs/operations.md, key rotation).
     */
    AUTH_SECRET_PREVIOUS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, 'each must be at least 32 characters'))),
    /**
     * Months after the wedding (or an undated enquiry's last activity) when an enquiry's personal data is anonymised;
     * a business may choose fewer (docs/decisions/privacy.md "Erasure and retention").
     */
    ENQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(defaultRetentionMonths),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().email().default('portal@localhost'),
    /**
     * The domain of enquiry reply addresses (reply+token@domain) and of the Message-IDs of replies; defaults to
     * MAIL_FROM's domain. Its MX must reach INBOUND_SMTP_PORT or the inbound webhook.
     */
    REPLY_MAIL_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a domain name')
      .optional(),
    /** The embedded inbound SMTP listener for couples' answers; off unless set. */
    INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    INBOUND_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * The Postmark inbound webhook (POST /api/inbound/postmark with basic auth user "postmark" and this password); off
     * unless set.
     */
    POSTMARK_INBOUND_PASSWORD: z.string().min(16, 'must be at least 16 characters').optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Google sign-in (an OAuth client of Google Cloud); without it the button is hidden. */
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /** Google's OpenID Connect discovery document; another issuer's (a local test server) for tests. */
    GOOGLE_DISCOVERY_URL: z.string().url().default('https://accounts.google.com/.well-known/openid-configuration'),
    /** Facebook sign-in (a Facebook app); without it the button is hidden. */
    FACEBOOK_CLIENT_ID: z.string().optional(),
    FACEBOOK_CLIENT_SECRET: z.string().optional(),
    /** Facebook's OAuth endpoints (Graph API v24.0); another server's for tests. */
    FACEBOOK_AUTHORIZATION_URL: z.string().url().default('https://www.facebook.com/v24.0/dialog/oauth'),
    FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v24.0/oauth/access_token'),
    FACEBOOK_PROFILE_URL: z
      .string()
      .url()
      .default('https://graph.facebook.com/v24.0/me?fields=id,email,first_name,last_name,name'),
    /**
     * Instagram Login (an app of Meta for developers) for the Instagram app; without it a local stand-in account
     * connects.
     */
    INSTAGRAM_CLIENT_ID: z.string().optional(),
    INSTAGRAM_CLIENT_SECRET: z.string().optional(),
    /** Instagram's OAuth and Graph API endpoints; another server's for tests. */
    INSTAGRAM_AUTHORIZATION_URL: z.string().url().default('https://api.instagram.com/oauth/authorize'),
    INSTAGRAM_TOKEN_URL: z.string().url().default('https://api.instagram.com/oauth/access_token'),
    INSTAGRAM_GRAPH_URL: z.string().url().default('https://graph.instagram.com'),
    /**
     * A JSON Feed (jsonfeed.org) of the venue product-release articles of the help centre; without it the portal's own
     * docs/release-notes.md.
     */
    RELEASE_NOTES_FEED_URL: optionalUrl,
    /** Where the help widget's contact form is sent. */
    SUPPORT_EMAIL: z.string().email().default('support@localhost'),
    /** Where suppliers' "book a call" requests are mailed: the account team that calls them back. */
    ACCOUNT_TEAM_EMAIL: z.string().email().default('accounts@localhost'),
    /** An outside help widget's script (Zendesk's Web Widget snippet); without it the portal's own help panel. */
    HELP_WIDGET_SCRIPT_URL: optionalUrl,
    GEOCODER_URL: optionalUrl,
    GEOCODER_KEY: z.string().optional(),
    /**
     * oEmbed lookups under this base (`/youtube/oembed`, ...) instead of the services: a stand-in or a caching proxy.
     */
    VIDEO_META_URL: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_REGION: z.string().default('auto'),
    /** Daily backups kept in DATA_DIR/backups (the newest); 0 takes none (e.g. PostgreSQL with WAL archiving). */
    BACKUPS_KEPT: z.coerce.number().int().min(0).default(7),
    /**
     * Which connecting addresses are proxies whose X-Forwarded-For is believed (the client address of rate
     * limits): `loopback` (a proxy on the same machine), a comma-separated list of addresses or CIDR ranges,
     * or true/false. Trusting every sender would let anyone choose their own address.
     */
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Sentry or GlitchTip project (`https://key@host/project`) for unexpected errors of the server and the browser;
     * without it they are logged.
     */
    SENTRY_DSN: optionalUrl,
    /** Seed the demo accounts into an empty database; unset: on the embedded database only. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** The outbox viewer at /api/dev/mail for everyone (it shows reset links): development machines only. */
    DEV_MAIL_VIEWER: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Webhooks to http and to loopback or private addresses (a local test receiver): test configurations only, never
     * production.
     */
    WEBHOOKS_ALLOW_LOCAL: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * The VAPID key pair that signs Web Push (base64url, as web-push's generateVAPIDKeys gives them). Unset: a pair is
     * generated on first start into DATA_DIR/vapid-keys.json. Every node must use the same pair: browsers subscribed
     * with its public key.
     */
    VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
    VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
    /** Who push services contact about this sender: a mailto: or https: address (default: mailto:MAIL_FROM). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
    /** Push endpoints over http and on loopback or private addresses (a local test push service): tests only. */
    PUSH_ALLOW_LOCAL: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    // a provider's client id and secret come together: one alone would show a button that cannot work
    for (const [id, secret] of [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
      ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'],
      ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    ] as const) {
      if (Boolean(env[id]) !== Boolean(env[secret]))
        ctx.addIssue({
          code: 'custom',
          path: [env[id] ? secret : id],
          message: `${id} and ${secret} are set together`,
        });
    }
    // S3 storage needs all of its settings; a partial set would silently fall back to the disk
    if (!env.S3_ENDPOINT) return;
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_ENDPOINT is set' });
    }
  });

export type Config = z.infer<typeof configSchema> & { APP_URL: string; REPLY_MAIL_DOMAIN: string };

export class ConfigError extends Error {}

/** Parses the environment; throws one ConfigError listing every bad value by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) {
    const { data } = result;
    return {
      ...data,
      APP_URL: data.APP_URL ?? `http://localhost:${data.PORT}`,
      REPLY_MAIL_DOMAIN: data.REPLY_MAIL_DOMAIN ?? data.MAIL_FROM.slice(data.MAIL_FROM.lastIndexOf('@') + 1),
    };
  }
  // a secret's value is not repeated: the message goes to the console and the logs
  const shown = (name: string) =>
    /SECRET|PASSWORD|PRIVATE/.test(name) ? 'a hidden value' : JSON.stringify(present[name]);
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${shown(String(issue.path[0]))})`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * The text kept in DATA_DIR/<name>, made by the first start that needs it. Written aside and linked into place, so
 * starts racing each other (test workers, a restart) all read the one that won, never a half-written file.
 */
function keptInDataDir(config: Config, name: string, make: () => string): string {
  const file = path.resolve(config.DATA_DIR, name);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${randomBytes(6).toString('hex')}`;
    writeFileSync(draft, make(), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * AUTH_SECRET, or one generated on first start and kept in DATA_DIR/auth-secret so sessions survive
 * a restart. Several nodes over one PostgreSQL must share AUTH_SECRET (docs/operations.md).
 */
export function resolveAuthSecret(config: Config): string {
  return config.AUTH_SECRET ?? keptInDataDir(config, 'auth-secret', () => randomBytes(32).toString('base64url'));
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID pair that signs Web Push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated on first start
 * into DATA_DIR/vapid-keys.json (devices subscribed with its public key keep working after a restart). Several nodes
 * must share the pair (docs/operations.md).
 */
export function resolveVapidKeys(config: Config, generate: () => { publicKey: string; privateKey: string }): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.MAIL_FROM}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const kept = JSON.parse(keptInDataDir(config, 'vapid-keys.json', () => JSON.stringify(generate()))) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
