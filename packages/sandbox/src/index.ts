/**
 * LeadAtlas sandbox world: loopback stand-ins for Nominatim, Overpass, Google Places (New),
 * businesses' websites, DNS, mail servers (SMTP), map tiles and Stripe's API, answering like the
 * real services over a generated world whose truth (what each site shows, which mailboxes
 * exist) tests can read.
 */
import { startDns } from './dns.js';
import { googleFailure, googleHandler } from './google-places.js';
import {
  Runtime,
  startHttp,
  type Fault,
  type Latency,
  type LogEntry,
  type StandIn,
  type Target,
} from './http.js';
import { nominatimFailure, nominatimHandler } from './nominatim.js';
import { overpassFailure, overpassHandler } from './overpass.js';
import {
  DEFAULT_GREYLIST_MS,
  DEFAULT_SLOW_MS,
  startSmtp,
  type SmtpCounts,
  type SmtpSession,
} from './smtp.js';
import { tilesFailure, tilesHandler } from './tiles.js';
import { createStripeStandIn, stripeFailure, type StripeControls } from './stripe.js';
import { websitesFailure, websitesHandler } from './websites.js';
import { createHubspotStandIn, hubspotFailure, type HubspotControls } from './hubspot.js';
import { createPipedriveStandIn, pipedriveFailure, type PipedriveControls } from './pipedrive.js';
import { createInstantlyStandIn, instantlyFailure, type InstantlyControls } from './instantly.js';
import { createLemlistStandIn, lemlistFailure, type LemlistControls } from './lemlist.js';
import { createHooksStandIn, hooksFailure, type HooksControls } from './hooks.js';
import { generateWorld, type World } from './world.js';

export type { Fault, Latency, LogEntry, Target } from './http.js';
export {
  generateWorld,
  buildWorld,
  inBBox,
  osmTags,
  websiteUrl,
  MAIL_PROVIDERS,
  MAIL_PROVIDER_BEHAVIOUR,
  CATEGORIES,
  type BBox,
  type Business,
  type Category,
  type CategoryId,
  type City,
  type HostileSite,
  type Lang,
  type Localized,
  type Person,
  type Phone,
  type Site,
  type SiteLang,
  type SiteState,
  type World,
} from './world.js';
export {
  SITE_PATTERNS,
  type ContactRole,
  type EmailKind,
  type HostileKind,
  type SiteContact,
  type SitePattern,
  type SitePlan,
  type SiteTruth,
  type SocialNetwork,
} from './sites.js';
export {
  DEAD_MAIL_ADDRESS,
  DISPOSABLE_DOMAINS,
  MAIL_BEHAVIOURS,
  type ExpectedStatus,
  type MailBehaviour,
  type MailboxTruth,
  type MailDomain,
} from './mail.js';
export { cfDecode, cfEncode, decodePage, type Charset, type Layout } from './site-html.js';
export {
  DEFAULT_GREYLIST_MS,
  DEFAULT_SLOW_MS,
  type SmtpCounts,
  type SmtpRcpt,
  type SmtpSession,
} from './smtp.js';
export { MAIL_PATTERNS, mailLocal, type MailPattern } from './mail-patterns.js';
export { parseQl, QlError, type QlProgram } from './overpass.js';
export { understand as understandTextQuery, cityGoogleId } from './google-places.js';
export { SLOW_SITE_MS, HUGE_BODY_BYTES } from './websites.js';
export { DNS_TTL } from './dns.js';
export { tilePng, TILE_SIZE } from './tiles.js';
export type { HubspotControls } from './hubspot.js';
export type { PipedriveControls } from './pipedrive.js';
export type { InstantlyControls } from './instantly.js';
export type { LemlistControls } from './lemlist.js';
export type { HookDelivery, HooksControls } from './hooks.js';
export {
  decodeForm as decodeStripeForm,
  SANDBOX_STRIPE_API_VERSION,
  SANDBOX_STRIPE_SECRET_KEY,
  SANDBOX_STRIPE_WEBHOOK_SECRET,
  type StripeControls,
  type StripeEvent,
  type StripeObject,
} from './stripe.js';

export interface SandboxOptions {
  /** Deterministic world (default 42). */
  seed?: number;
  /** Milliseconds before each answer, fixed or a uniform [min, max] range. */
  latency?: Partial<Record<Target, Latency>>;
  /** Key the Google stand-in accepts (default 'sandbox-google-key'). */
  googleApiKey?: string;
  /** Fixed ports (default 0: chosen by the OS). */
  ports?: Partial<Record<Target | 'dns', number>>;
  /** Greylisting mail servers answer 451 until this long after the first try (default 2000). */
  greylistMs?: number;
  /**
   * Delay of the slow world: tarpit mail servers wait this long before each reply from RCPT TO
   * on, and slow websites before answering (default 15000).
   */
  slowMs?: number;
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:PORT (the client calls `${nominatimUrl}/search?...`). */
  nominatimUrl: string;
  /** Full interpreter URL, e.g. http://127.0.0.1:PORT/api/interpreter. */
  overpassUrl: string;
  /** The client calls `${googlePlacesBaseUrl}/v1/places:searchText`. */
  googlePlacesBaseUrl: string;
  googleApiKey: string;
  /** '127.0.0.1:PORT' (UDP). */
  dnsServer: string;
  /** Websites are http://<domain>:<websitesPort>/. */
  websitesPort: number;
  /** Every world mail server (MX hosts resolve to 127.0.0.1) listens on 127.0.0.1:smtpPort. */
  smtpPort: number;
  /**
   * Map tiles as a URL template, http://127.0.0.1:PORT/tiles/{z}/{x}/{y}.png: the app's
   * MAP_TILE_URL, so the map never loads public tiles.
   */
  mapTileUrl: string;
  /**
   * Stripe's API stand-in, http://127.0.0.1:PORT (the SDK's host/port/protocol). The app uses
   * it only when `sandboxAppEnv(sandbox, { stripe: true })` says so; the default is test mode.
   */
  stripeApiUrl: string;
  /** What Stripe does after the customer pays: each control returns the events to deliver. */
  stripe: StripeControls;
  /** HubSpot's API stand-in origin (the app's HUBSPOT_API_URL) and its test controls. */
  hubspotUrl: string;
  hubspot: HubspotControls;
  /** Pipedrive's, as a template with {domain} (the app's PIPEDRIVE_API_URL). */
  pipedriveUrl: string;
  pipedrive: PipedriveControls;
  instantlyUrl: string;
  instantly: InstantlyControls;
  lemlistUrl: string;
  lemlist: LemlistControls;
  /** Automation catch hooks: POST `${hooksUrl}/hooks/{name}` records a delivery. */
  hooksUrl: string;
  hooks: HooksControls;
  /** SMTP sessions (helo, mail from, recipients with reply codes), the last 5,000. */
  smtpLog: SmtpSession[];
  /** RCPT TO commands received, in all and per domain (probes spent, for budgets). */
  smtpCounts: SmtpCounts;
  world: World;
  setFault(target: Target, fault: Fault | null): void;
  requests: Record<Target, number>;
  requestLog: LogEntry[];
  close(): Promise<void>;
}

export const DEFAULT_SEED = 42;
export const DEFAULT_GOOGLE_API_KEY = 'sandbox-google-key';

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed = options.seed ?? DEFAULT_SEED;
  const world = generateWorld(seed);
  const googleApiKey = options.googleApiKey ?? DEFAULT_GOOGLE_API_KEY;
  const runtime = new Runtime(seed, options.latency ?? {});
  const ports = options.ports ?? {};
  const slowMs = options.slowMs ?? DEFAULT_SLOW_MS;
  const greylistMs = options.greylistMs ?? DEFAULT_GREYLIST_MS;
  const started: Array<{ close(): Promise<void> }> = [];
  let websitesPort = 0;

  try {
    const websites: StandIn = await startHttp(
      'websites',
      runtime,
      ports.websites ?? 0,
      websitesHandler(world, { slowMs }),
      websitesFailure,
    );
    started.push(websites);
    websitesPort = websites.port;
    const nominatim = await startHttp(
      'nominatim',
      runtime,
      ports.nominatim ?? 0,
      nominatimHandler(world),
      nominatimFailure,
    );
    started.push(nominatim);
    const overpass = await startHttp(
      'overpass',
      runtime,
      ports.overpass ?? 0,
      overpassHandler(world, () => websitesPort),
      overpassFailure,
    );
    started.push(overpass);
    const google = await startHttp(
      'google',
      runtime,
      ports.google ?? 0,
      googleHandler(world, { apiKey: googleApiKey, websitesPort: () => websitesPort }),
      googleFailure,
    );
    started.push(google);
    const dns = await startDns(world, ports.dns ?? 0);
    started.push(dns);
    const smtp = await startSmtp(world, runtime, ports.smtp ?? 0, { greylistMs, slowMs });
    started.push(smtp);
    const tiles = await startHttp('tiles', runtime, ports.tiles ?? 0, tilesHandler(), tilesFailure);
    started.push(tiles);
    let stripePort = 0;
    const stripeStandIn = createStripeStandIn({ baseUrl: () => `http://127.0.0.1:${stripePort}` });
    const stripe = await startHttp(
      'stripe',
      runtime,
      ports.stripe ?? 0,
      stripeStandIn.handler,
      stripeFailure,
    );
    started.push(stripe);
    stripePort = stripe.port;
    const hubspotStandIn = createHubspotStandIn();
    const hubspot = await startHttp(
      'hubspot',
      runtime,
      ports.hubspot ?? 0,
      hubspotStandIn.handler,
      hubspotFailure,
    );
    started.push(hubspot);
    const pipedriveStandIn = createPipedriveStandIn();
    const pipedrive = await startHttp(
      'pipedrive',
      runtime,
      ports.pipedrive ?? 0,
      pipedriveStandIn.handler,
      pipedriveFailure,
    );
    started.push(pipedrive);
    const instantlyStandIn = createInstantlyStandIn();
    const instantly = await startHttp(
      'instantly',
      runtime,
      ports.instantly ?? 0,
      instantlyStandIn.handler,
      instantlyFailure,
    );
    started.push(instantly);
    const lemlistStandIn = createLemlistStandIn();
    const lemlist = await startHttp(
      'lemlist',
      runtime,
      ports.lemlist ?? 0,
      lemlistStandIn.handler,
      lemlistFailure,
    );
    started.push(lemlist);
    const hooksStandIn = createHooksStandIn();
    const hooks = await startHttp(
      'hooks',
      runtime,
      ports.hooks ?? 0,
      hooksStandIn.handler,
      hooksFailure,
    );
    started.push(hooks);

    let closing: Promise<void> | null = null;
    return {
      nominatimUrl: `http://127.0.0.1:${nominatim.port}`,
      overpassUrl: `http://127.0.0.1:${overpass.port}/api/interpreter`,
      googlePlacesBaseUrl: `http://127.0.0.1:${google.port}`,
      googleApiKey,
      dnsServer: `127.0.0.1:${dns.port}`,
      websitesPort,
      smtpPort: smtp.port,
      mapTileUrl: `http://127.0.0.1:${tiles.port}/tiles/{z}/{x}/{y}.png`,
      stripeApiUrl: `http://127.0.0.1:${stripe.port}`,
      stripe: stripeStandIn.controls,
      hubspotUrl: `http://127.0.0.1:${hubspot.port}`,
      hubspot: hubspotStandIn.controls,
      // Pipedrive's API lives on the company's own host; the stand-in takes it as a path prefix.
      pipedriveUrl: `http://127.0.0.1:${pipedrive.port}/{domain}`,
      pipedrive: pipedriveStandIn.controls,
      instantlyUrl: `http://127.0.0.1:${instantly.port}`,
      instantly: instantlyStandIn.controls,
      lemlistUrl: `http://127.0.0.1:${lemlist.port}`,
      lemlist: lemlistStandIn.controls,
      hooksUrl: `http://127.0.0.1:${hooks.port}`,
      hooks: hooksStandIn.controls,
      smtpLog: smtp.log,
      smtpCounts: smtp.counts,
      world,
      setFault: (target, fault) => runtime.setFault(target, fault),
      requests: runtime.requests,
      requestLog: runtime.requestLog,
      close() {
        closing ??= (async () => {
          runtime.clearTimers();
          await Promise.all(started.map((s) => s.close()));
        })();
        return closing;
      },
    };
  } catch (error) {
    runtime.clearTimers();
    await Promise.all(started.map((s) => s.close()));
    throw error;
  }
}

/**
 * The environment that points LeadAtlas at this sandbox: places sources, DNS, websites (the
 * crawler may then reach loopback), SMTP probes and map tiles; with `stripe: true` also Stripe
 * (key, webhook secret and API URL of the stand-in; without it payments stay in the local
 * test mode). The one mapping every runner uses (the CLI, tests, benchmarks and the e2e stack).
 */
export function sandboxAppEnv(
  sandbox: Sandbox,
  options: { google?: boolean; stripe?: boolean } = {},
): Record<string, string> {
  return {
    NOMINATIM_URL: sandbox.nominatimUrl,
    OVERPASS_URL: sandbox.overpassUrl,
    GOOGLE_PLACES_BASE_URL: sandbox.googlePlacesBaseUrl,
    ...(options.google ? { GOOGLE_PLACES_API_KEY: sandbox.googleApiKey } : {}),
    // Empty means unset to the app: without `stripe`, payments stay in the local test mode even
    // when the shell running the sandbox holds real Stripe keys.
    ...(options.stripe
      ? {
          STRIPE_SECRET_KEY: sandbox.stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: sandbox.stripe.webhookSecret,
          STRIPE_API_URL: sandbox.stripeApiUrl,
        }
      : { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: '' }),
    STRIPE_PRICE_STARTER: '',
    STRIPE_PRICE_GROWTH: '',
    STRIPE_PRICE_PRO: '',
    DNS_SERVERS: sandbox.dnsServer,
    CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
    SMTP_PROBE_PORT: String(sandbox.smtpPort),
    MAP_TILE_URL: sandbox.mapTileUrl,
    HUBSPOT_API_URL: sandbox.hubspotUrl,
    PIPEDRIVE_API_URL: sandbox.pipedriveUrl,
    INSTANTLY_API_URL: sandbox.instantlyUrl,
    LEMLIST_API_URL: sandbox.lemlistUrl,
    MAP_TILE_ATTRIBUTION: 'Sandbox tiles (no map data)',
  };
}
