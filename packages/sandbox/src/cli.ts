/**
 * `npm run start:sandbox`: starts the sandbox world with realistic latencies, then LeadAtlas
 * (`node scripts/start.mjs`) pointed at it. Flags:
 *   --google          also configure the Google Places key (the app then uses Google)
 *   --fast            no added latency
 *   --seed N          world seed (default 42)
 *   --no-app          only run the sandbox (until Ctrl-C)
 *   --nominatim-port N, --overpass-port N, --google-port N, --websites-port N, --dns-port N,
 *   --smtp-port N, --tiles-port N, --stripe-port N, --hubspot-port N, --pipedrive-port N,
 *   --instantly-port N, --lemlist-port N, --hooks-port N
 * The app keeps payments in the local test mode; the Stripe stand-in is for tests.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sandboxAppEnv, startSandbox, type Latency, type Target } from './index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const { values } = parseArgs({
  options: {
    google: { type: 'boolean', default: false },
    fast: { type: 'boolean', default: false },
    seed: { type: 'string' },
    'no-app': { type: 'boolean', default: false },
    'nominatim-port': { type: 'string' },
    'overpass-port': { type: 'string' },
    'google-port': { type: 'string' },
    'websites-port': { type: 'string' },
    'dns-port': { type: 'string' },
    'smtp-port': { type: 'string' },
    'tiles-port': { type: 'string' },
    'stripe-port': { type: 'string' },
    'hubspot-port': { type: 'string' },
    'pipedrive-port': { type: 'string' },
    'instantly-port': { type: 'string' },
    'lemlist-port': { type: 'string' },
    'hooks-port': { type: 'string' },
  },
  strict: true,
});

function port(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    process.stderr.write(`--${name}-port must be a port number, got ${raw}\n`);
    process.exit(2);
  }
  return n;
}

const REALISTIC: Record<Target, Latency> = {
  nominatim: 300,
  overpass: 1500,
  google: 1500,
  websites: [200, 800],
  smtp: [50, 300],
  tiles: [20, 80],
  stripe: [100, 300],
  hubspot: [80, 200],
  pipedrive: [80, 200],
  instantly: [80, 200],
  lemlist: [80, 200],
  hooks: [20, 80],
};
const latency: Record<Target, Latency> = values.fast
  ? {
      nominatim: 0,
      overpass: 0,
      google: 0,
      websites: 0,
      smtp: 0,
      tiles: 0,
      stripe: 0,
      hubspot: 0,
      pipedrive: 0,
      instantly: 0,
      lemlist: 0,
      hooks: 0,
    }
  : REALISTIC;

const ports: Partial<Record<Target | 'dns', number>> = {};
for (const name of [
  'nominatim',
  'overpass',
  'google',
  'websites',
  'dns',
  'smtp',
  'tiles',
  'stripe',
  'hubspot',
  'pipedrive',
  'instantly',
  'lemlist',
  'hooks',
] as const) {
  const p = port(values[`${name}-port`], name);
  if (p !== undefined) ports[name] = p;
}

const seed = values.seed === undefined ? 42 : Number(values.seed);
if (!Number.isInteger(seed)) {
  process.stderr.write(`--seed must be an integer, got ${values.seed}\n`);
  process.exit(2);
}

const sandbox = await startSandbox({ seed, latency, ports });
const example = sandbox.world.businesses.find((b) => b.site?.state === 'up');
const describe = (l: Latency) => (typeof l === 'number' ? `${l} ms` : `${l[0]}–${l[1]} ms`);
process.stdout.write(
  [
    `LeadAtlas sandbox (seed ${seed}): ${sandbox.world.businesses.length} businesses in ${sandbox.world.cities.length} cities`,
    `  Nominatim      ${sandbox.nominatimUrl}  (${describe(latency.nominatim)})`,
    `  Overpass       ${sandbox.overpassUrl}  (${describe(latency.overpass)})`,
    `  Google Places  ${sandbox.googlePlacesBaseUrl}  key ${sandbox.googleApiKey}${values.google ? '' : ' (not given to the app; pass --google)'}  (${describe(latency.google)})`,
    `  DNS (UDP)      ${sandbox.dnsServer}`,
    `  Websites       http://<domain>:${sandbox.websitesPort}/  e.g. http://${example?.domain ?? 'x.test'}:${sandbox.websitesPort}/  (${describe(latency.websites)})`,
    `  SMTP           127.0.0.1:${sandbox.smtpPort}  (every MX host; ${sandbox.world.corpus().length} labelled corpus sites)`,
    `  Map tiles      ${sandbox.mapTileUrl}  (${describe(latency.tiles)})`,
    `  Stripe API     ${sandbox.stripeApiUrl}  (stand-in for tests; the app stays in payment test mode)`,
    `  HubSpot API    ${sandbox.hubspotUrl}  token ${sandbox.hubspot.accessToken}  (${describe(latency.hubspot)})`,
    `  Pipedrive API  ${sandbox.pipedriveUrl}  token ${sandbox.pipedrive.apiToken}, company domain ${sandbox.pipedrive.companyDomain}  (${describe(latency.pipedrive)})`,
    `  Instantly API  ${sandbox.instantlyUrl}  key ${sandbox.instantly.apiKey}  (${describe(latency.instantly)})`,
    `  lemlist API    ${sandbox.lemlistUrl}  key ${sandbox.lemlist.apiKey}  (${describe(latency.lemlist)})`,
    `  Webhooks       ${sandbox.hooksUrl}/hooks/<any-name>  (records deliveries; a webhook to it is a custom one: Pro)`,
    '',
  ].join('\n'),
);

let closing = false;
async function shutdown(code: number): Promise<never> {
  if (!closing) {
    closing = true;
    await sandbox.close();
  }
  process.exit(code);
}

if (values['no-app']) {
  process.stdout.write('Running the sandbox only; Ctrl-C to stop.\n');
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
} else {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...sandboxAppEnv(sandbox, { google: values.google }),
    NOMINATIM_MIN_INTERVAL_MS: '1000',
    DATA_DIR: process.env.DATA_DIR ?? '.data-sandbox',
  };
  // Without --google the app must use OpenStreetMap, even if a real key is in the environment.
  if (!values.google) delete env.GOOGLE_PLACES_API_KEY;

  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('error', (error) => {
    process.stderr.write(`Could not start LeadAtlas: ${error.message}\n`);
    void shutdown(1);
  });
  child.on('exit', (code, signal) => {
    const signalNumber = signal ? (os.constants.signals[signal] ?? 0) : 0;
    void shutdown(code ?? (signal ? 128 + signalNumber : 0));
  });
}
