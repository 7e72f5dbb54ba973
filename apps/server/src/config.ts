/**
 * Configuration from environment variables, validated once at start-up. Every variable is
 * documented in the README's table; a bad value stops the start with one line naming it.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { PaidPlanId } from '@leadatlas/shared';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const port = z.coerce.number().int().min(0).max(65535);
const stripePriceId = z
  .string()
  .regex(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe price id (price_…)')
  .optional();

/**
 * The tile URL template with sample coordinates, or null when it is not an http(s) URL with
 * {z}, {x} and {y} and no other placeholder (a "{s}" host could not be allowed by the CSP).
 */
export function sampleTileUrl(template: string): URL | null {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  const sample = template.replaceAll('{z}', '1').replaceAll('{x}', '0').replaceAll('{y}', '0');
  if (/[{}]/.test(sample)) return null;
  try {
    const url = new URL(sample);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_POSTGRES_PORT: port.default(0),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  RUN_WORKER: bool.default(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('LeadAtlas <no-reply@leadatlas.local>'),
  POW_DIFFICULTY: z.coerce.number().int().min(1).max(24).default(17),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  HCAPTCHA_SITE_KEY: optionalText,
  HCAPTCHA_SECRET_KEY: optionalText,
  CAPTCHA_VERIFY_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  TWITTER_CLIENT_ID: optionalText,
  TWITTER_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  WEB_DIST_DIR: z.string().optional(),
  /** Sign-ups one address may make in 10 minutes (a shared office may need more). */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  // Places sources (PRODUCT.md §4): OpenStreetMap by default, Google Places when keyed.
  NOMINATIM_URL: z.url({ protocol: /^https?$/ }).default('https://nominatim.openstreetmap.org'),
  OVERPASS_URL: z.url({ protocol: /^https?$/ }).default('https://overpass-api.de/api/interpreter'),
  GOOGLE_PLACES_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://places.googleapis.com'),
  GOOGLE_PLACES_API_KEY: optionalText,
  /**
   * Sent in the User-Agent of every request to public services (their usage policies); also
   * where support reads new tickets and customers' replies, and the address users are shown.
   */
  APP_CONTACT_EMAIL: z.email().default('contact@leadatlas.local'),
  /** Minimum gap between two Nominatim requests across every process. */
  NOMINATIM_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Attempts per request to a places source before the search fails. */
  SOURCE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  // The results map (Leaflet in the browser): raster tiles and the attribution they require.
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine(
      (value) => sampleTileUrl(value) !== null,
      'must be an http(s) URL template containing {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(500).default('© OpenStreetMap contributors'),
  // Outbound HTTP to businesses' websites.
  /** Lets outbound requests reach loopback on any port. Only the sandbox and tests set it. */
  CRAWLER_ALLOW_PRIVATE_NETWORKS: bool.default(false),
  CRAWLER_USER_AGENT: optionalText,
  CRAWLER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Comma-separated DNS servers (host or host:port) used instead of the system resolver. */
  DNS_SERVERS: optionalText,
  /** Pages read per business website (home + contact, about, team, legal…). */
  CRAWLER_MAX_PAGES: z.coerce.number().int().min(1).max(30).default(6),
  /**
   * Threads that read fetched pages for findings, beside the worker's event loop; 0 reads
   * them on it. Default: one fewer than the cores, at most two (one thread keeps up with a
   * search of 192 leads at once; a container may see the host's cores, not its own share).
   */
  EXTRACT_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.min(2, Math.max(0, availableParallelism() - 1))),
  /**
   * Requests to one host name at once: a browser's six, so a site's few pages are read in one
   * round rather than queued behind each other.
   */
  CRAWLER_PER_HOST_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(6),
  /** Websites fetched at once across the whole process. */
  CRAWLER_GLOBAL_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(512),
  // Email verification (our own SMTP probe; never sends DATA).
  SMTP_PROBE_PORT: port.default(25),
  SMTP_PROBE_HELO: optionalText,
  SMTP_PROBE_FROM: z.email().optional(),
  SMTP_PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Wait before asking a greylisting server again (it answered 4xx). */
  SMTP_GREYLIST_RETRY_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Probes to one mail domain at once. */
  SMTP_PROBE_PER_DOMAIN: z.coerce.number().int().min(1).max(10).default(2),
  /** A hosted verification service instead of the SMTP probe (for networks that block port 25). */
  EMAIL_VERIFIER_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMAIL_VERIFIER_API_KEY: optionalText,
  /** Guess and verify the addresses of contacts a site names without one (issue 15). */
  EMAIL_PATTERN_FINDER: z.enum(['on', 'off']).default('on'),
  /** An optional LinkedIn people-search provider. */
  PEOPLE_SEARCH_URL: z.url({ protocol: /^https?$/ }).optional(),
  PEOPLE_SEARCH_API_KEY: optionalText,
  // Payments (PRODUCT.md §6): Stripe when a secret key is set, the local test mode otherwise.
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
        'must be a Stripe secret key (sk_test_…, sk_live_…)',
      )
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=-]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
  ),
  /** Another Stripe API origin (a loopback stand-in in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_PRICE_STARTER: optionalText.pipe(stripePriceId),
  STRIPE_PRICE_GROWTH: optionalText.pipe(stripePriceId),
  STRIPE_PRICE_PRO: optionalText.pipe(stripePriceId),
  // Search runs.
  /** Leads enriched at once within one search. */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(192),
  /**
   * A lead's time budget (decision 0028): past it, the lead is delivered with what is known and
   * what is not is empty (time_budget), uncharged; an unconfirmed email is asked again later.
   */
  LEAD_TIME_BUDGET_MS: z.coerce.number().int().min(500).max(120_000).default(5000),
  /** A running search whose worker has not renewed its lease for this long is resumed. */
  SEARCH_LEASE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // Integrations (issue 14). The services' API origins are configuration so the sandbox's
  // stand-ins can serve; the key encrypts connection secrets at rest.
  /** 32 bytes as base64 or 64 hex digits; else one generated once into DATA_DIR. */
  INTEGRATIONS_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => /^[0-9a-fA-F]{64}$/.test(value) || Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes as base64 or 64 hex digits',
      )
      .optional(),
  ),
  HUBSPOT_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.hubapi.com'),
  /** {domain} is the connection's company domain. */
  PIPEDRIVE_API_URL: z
    .string()
    .refine(
      (value) => value.includes('{domain}') && URL.canParse(value.replace('{domain}', 'x')),
      'must be an http(s) URL containing {domain}',
    )
    .default('https://{domain}.pipedrive.com'),
  INSTANTLY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.instantly.ai'),
  LEMLIST_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.lemlist.com'),
  /** Deadline of one call to an integration's API or a webhook endpoint. */
  INTEGRATIONS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Waits between tries of a push batch that failed for a passing reason, in seconds; after the
   * last, its leads fail. The default is Standard Webhooks' schedule cut to 24 hours in all.
   */
  PUSH_RETRY_DELAYS: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'must be comma-separated seconds, e.g. 5,300,1800')
    .default('5,300,1800,7200,18000,36000,21600')
    .transform((value) => value.split(',').map((part) => Number(part) * 1000)),
  /**
   * Waits between tries of a custom webhook's delivery (Pro, issue 17) that got no 2xx, in
   * seconds; after the last it fails. The default is Standard Webhooks' schedule.
   */
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'must be comma-separated seconds, e.g. 5,300,1800')
    .default('5,300,1800,7200,18000,36000')
    .transform((value) => value.split(',').map((part) => Number(part) * 1000)),
  /** A running push whose worker has not renewed its lease for this long is resumed. */
  PUSH_LEASE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Requests one API key may make per minute to /api/v1 (issue 17). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  /** A search running longer than this is failed and its hold released. */
  SEARCH_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
});

export type RawConfig = z.infer<typeof schema>;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function appOriginsOf(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return [
    url.origin,
    ...LOOPBACK_HOSTS.filter((host) => host !== url.hostname).map(
      (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`,
    ),
  ];
}

export interface SocialCredentials {
  clientId: string;
  clientSecret: string;
}

export interface Config extends RawConfig {
  appUrl: string;
  /**
   * Origins the app is opened at: APP_URL's, and when that is a loopback address (the
   * default, http://localhost:PORT) every loopback spelling of it, since people type
   * `localhost` and `127.0.0.1` alike. Forms pass the CSRF check from these; email links follow
   * the one the user used.
   */
  appOrigins: string[];
  secureCookies: boolean;
  captcha:
    | { kind: 'pow'; difficulty: number }
    | { kind: 'turnstile' | 'hcaptcha'; siteKey: string; secretKey: string; verifyUrl: string };
  social: Partial<Record<'google' | 'facebook' | 'twitter' | 'apple', SocialCredentials>>;
  /** The User-Agent of outbound requests: identifies the app and a contact address. */
  userAgent: string;
  dnsServers: string[];
  /** Origin the browser loads map tiles from (the Content-Security-Policy allows it). */
  mapTileOrigin: string;
  payments: PaymentsConfig;
}

/** How payments are taken: Stripe, or the local test mode (no keys). */
export type PaymentsConfig =
  | { kind: 'test' }
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Another API origin (tests point the SDK at a loopback stand-in). */
      api?: { host: string; port: number; protocol: 'http' | 'https' };
      /** Configured recurring prices per plan; plans without one are priced inline. */
      prices: Partial<Record<PaidPlanId, string>>;
    };

export class ConfigError extends Error {}

function pair(id?: string, secret?: string): SocialCredentials | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** Stripe needs its key and webhook secret together; the other Stripe variables need both. */
function paymentsConfig(raw: RawConfig): PaymentsConfig {
  const prices: Partial<Record<PaidPlanId, string>> = {};
  if (raw.STRIPE_PRICE_STARTER) prices.starter = raw.STRIPE_PRICE_STARTER;
  if (raw.STRIPE_PRICE_GROWTH) prices.growth = raw.STRIPE_PRICE_GROWTH;
  if (raw.STRIPE_PRICE_PRO) prices.pro = raw.STRIPE_PRICE_PRO;
  if (!raw.STRIPE_SECRET_KEY) {
    const stray = [
      raw.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET',
      raw.STRIPE_API_URL && 'STRIPE_API_URL',
      raw.STRIPE_PRICE_STARTER && 'STRIPE_PRICE_STARTER',
      raw.STRIPE_PRICE_GROWTH && 'STRIPE_PRICE_GROWTH',
      raw.STRIPE_PRICE_PRO && 'STRIPE_PRICE_PRO',
    ].find(Boolean);
    if (stray) {
      throw new ConfigError(
        `Invalid configuration: ${stray} is set but STRIPE_SECRET_KEY is not (without it payments use the local test mode)`,
      );
    }
    return { kind: 'test' };
  }
  if (!raw.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (the signing secret of the webhook endpoint /api/billing/webhook)',
    );
  }
  let api: Extract<PaymentsConfig, { kind: 'stripe' }>['api'];
  if (raw.STRIPE_API_URL) {
    const url = new URL(raw.STRIPE_API_URL);
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      throw new ConfigError(
        'Invalid configuration: STRIPE_API_URL must be an origin only, e.g. http://127.0.0.1:12111',
      );
    }
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
      protocol,
    };
  }
  return {
    kind: 'stripe',
    secretKey: raw.STRIPE_SECRET_KEY,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
    ...(api ? { api } : {}),
    prices,
  };
}

/** Parses the environment; throws ConfigError with one line naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in schema.shape && value !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const raw = parsed.data;
  const pairs: Array<[string, string | undefined, string | undefined]> = [
    ['TURNSTILE', raw.TURNSTILE_SITE_KEY, raw.TURNSTILE_SECRET_KEY],
    ['HCAPTCHA', raw.HCAPTCHA_SITE_KEY, raw.HCAPTCHA_SECRET_KEY],
  ];
  for (const [prefix, site, secret] of pairs) {
    if (Boolean(site) !== Boolean(secret)) {
      throw new ConfigError(
        `Invalid configuration: ${prefix}_SITE_KEY and ${prefix}_SECRET_KEY must be set together`,
      );
    }
  }
  const payments = paymentsConfig(raw);
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  let captcha: Config['captcha'] = { kind: 'pow', difficulty: raw.POW_DIFFICULTY };
  if (raw.TURNSTILE_SITE_KEY && raw.TURNSTILE_SECRET_KEY) {
    captcha = {
      kind: 'turnstile',
      siteKey: raw.TURNSTILE_SITE_KEY,
      secretKey: raw.TURNSTILE_SECRET_KEY,
      verifyUrl:
        raw.CAPTCHA_VERIFY_URL ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    };
  } else if (raw.HCAPTCHA_SITE_KEY && raw.HCAPTCHA_SECRET_KEY) {
    captcha = {
      kind: 'hcaptcha',
      siteKey: raw.HCAPTCHA_SITE_KEY,
      secretKey: raw.HCAPTCHA_SECRET_KEY,
      verifyUrl: raw.CAPTCHA_VERIFY_URL ?? 'https://api.hcaptcha.com/siteverify',
    };
  }
  const social: Config['social'] = {};
  const google = pair(raw.GOOGLE_CLIENT_ID, raw.GOOGLE_CLIENT_SECRET);
  const facebook = pair(raw.FACEBOOK_CLIENT_ID, raw.FACEBOOK_CLIENT_SECRET);
  const twitter = pair(raw.TWITTER_CLIENT_ID, raw.TWITTER_CLIENT_SECRET);
  const apple = pair(raw.APPLE_CLIENT_ID, raw.APPLE_CLIENT_SECRET);
  if (google) social.google = google;
  if (facebook) social.facebook = facebook;
  if (twitter) social.twitter = twitter;
  if (apple) social.apple = apple;
  return {
    ...raw,
    appUrl,
    appOrigins: appOriginsOf(appUrl),
    secureCookies: appUrl.startsWith('https://'),
    captcha,
    social,
    userAgent: raw.CRAWLER_USER_AGENT ?? `LeadAtlas/0.1 (+${appUrl}; ${raw.APP_CONTACT_EMAIL})`,
    mapTileOrigin: sampleTileUrl(raw.MAP_TILE_URL)!.origin,
    payments,
    dnsServers: (raw.DNS_SERVERS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
