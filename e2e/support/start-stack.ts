/**
 * The e2e server: the sandbox world on loopback (places sources, websites, DNS, SMTP, map
 * tiles) and the real built LeadAtlas pointed at it. The browser never reaches a public
 * service. Run by Playwright's webServer; stops both on SIGTERM/SIGINT.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxAppEnv, startSandbox } from '@leadatlas/sandbox';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Small latencies so progress is visible in the browser without slowing the suite down.
const sandbox = await startSandbox({
  latency: { nominatim: 50, overpass: 300, google: 300, websites: [30, 120], smtp: [10, 40] },
});

// Where journeys find the integrations' stand-ins (to connect them and look inside them).
if (process.env.DATA_DIR) {
  mkdirSync(process.env.DATA_DIR, { recursive: true });
  writeFileSync(
    path.join(process.env.DATA_DIR, 'sandbox.json'),
    JSON.stringify({
      hubspotUrl: sandbox.hubspotUrl,
      hubspotToken: sandbox.hubspot.accessToken,
      hooksUrl: sandbox.hooksUrl,
    }),
  );
}

const app = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    ...sandboxAppEnv(sandbox),
    NOMINATIM_MIN_INTERVAL_MS: '0',
    // Every journey signs up a new user from 127.0.0.1.
    SIGNUP_RATE_LIMIT: '200',
    SMTP_PROBE_TIMEOUT_MS: '1500',
    SMTP_GREYLIST_RETRY_MS: '1000',
  },
  stdio: 'inherit',
});

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (app.exitCode === null && app.signalCode === null) app.kill('SIGTERM');
    await sandbox.close();
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
app.on('exit', (code) => void stop(code ?? 0));
