/**
 * `npm run enrich -- <url> [--email] [--country]`: the operators' command runs the same crawler,
 * extraction and verification on one site of the sandbox and prints them as JSON.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import { createTestDatabase } from './helpers/test-app.js';
import { sandboxEnv, startWorld } from './helpers/search-world.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
let sandbox: Sandbox;
let databaseUrl: string;

beforeAll(async () => {
  sandbox = await startWorld();
  databaseUrl = await createTestDatabase();
});
afterAll(async () => sandbox?.close());

async function enrich(...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/enrich-cli.ts', ...args],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'silent',
        ...sandboxEnv(sandbox),
      },
      timeout: 60_000,
    },
  );
  return JSON.parse(stdout) as {
    website: { active: boolean; profile: { emails: Array<{ address: string }>; phones: string[] } };
    contact: { name: string } | null;
    verification: { email: string; status: string };
  };
}

it('prints what the site says and how its best email verifies', async () => {
  const truth = sandbox.world.corpus().find((site) => site.bestEmail && site.contacts.length > 0)!;
  const result = await enrich(`http://${truth.domain}:${sandbox.websitesPort}/`, '--country', 'ES');
  expect(result.website.active).toBe(true);
  expect(result.website.profile.emails.map((email) => email.address)).toContain(truth.bestEmail);
  expect(truth.contacts.map((contact) => contact.name)).toContain(result.contact?.name);
  expect(result.verification.status).toBe(
    sandbox.world.mailbox(result.verification.email).expected,
  );
}, 60_000);

it('verifies one address alone', async () => {
  const box = sandbox.world.mailboxCorpus().find((entry) => entry.expected === 'invalid')!;
  const result = await enrich('--email', box.address);
  expect(result.verification).toMatchObject({ email: box.address, status: 'invalid' });
}, 60_000);

it('refuses a bad country with a clear message', async () => {
  await expect(enrich('http://x.test/', '--country', 'Spain')).rejects.toMatchObject({
    stderr: expect.stringContaining('--country must be a two-letter code'),
  });
}, 60_000);
