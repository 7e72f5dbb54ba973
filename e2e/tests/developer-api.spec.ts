/**
 * Issue 17 end to end on Pro: a key made in the API tab (copied from its dialog) runs the
 * /developers guide's curl flow, read from the page itself and played here with fetch
 * (estimate → start with an Idempotency-Key → poll → leads by cursor → JSON Lines export); a
 * loopback receiver registered as a webhook endpoint gets `search.completed`, signed; the tab
 * then shows the key's last use and the delivery log; a revoked key answers 401. And /developers
 * itself, signed out, in Spanish and English: guide, reference, no request off our origin.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { BASE_URL } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { hasHorizontalOverflow, prepare, shootScreen, VIEWPORTS } from './support/page';

interface Received {
  headers: Record<string, string>;
  body: string;
}

function startReceiver(received: Received[]) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leadatlas`,
        close: () => server.close(),
      }),
    ),
  );
}

/**
 * A dialog in both themes and both sizes: the theme toggle sits behind the modal, so the theme's
 * class is set on the document directly (what the toggle does), then put back.
 */
async function shootDialog(page: Page, name: string) {
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(150);
      expect(await hasHorizontalOverflow(page), `${name} ${theme} ${size}`).toBe(false);
      await page.screenshot({ path: `screenshots/${name}-${theme}-${size}.png` });
    }
  }
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), wasDark);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** One curl command of the guide as fetch: its URL, -H headers and -d body, variables filled. */
interface Command {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
function parseCurl(text: string, vars: Record<string, string>): Command {
  const fill = (value: string) =>
    value
      .replace(/\$\(uuidgen\)/g, randomUUID())
      .replace(/\$([A-Z_]+)/g, (_, name: string) => vars[name] ?? `$${name}`);
  const url = /"(\$LEADATLAS_URL[^"]*)"/.exec(text)?.[1];
  if (!url) throw new Error(`no URL in ${text}`);
  const headers: Record<string, string> = {};
  for (const [, header] of text.matchAll(/-H "([^"]+)"/g)) {
    const at = header!.indexOf(':');
    headers[header!.slice(0, at).trim()] = fill(header!.slice(at + 1).trim());
  }
  const body = /-d '([^']*)'/.exec(text)?.[1];
  return {
    method: /-X (\w+)/.exec(text)?.[1] ?? 'GET',
    url: fill(url),
    headers,
    ...(body === undefined ? {} : { body }),
  };
}
async function run(command: Command, change: (url: URL) => void = () => {}) {
  const url = new URL(command.url);
  change(url);
  return fetch(url, {
    method: command.method,
    headers: command.headers,
    ...(command.body === undefined ? {} : { body: command.body }),
  });
}
/** The first command of a guide step, as the page shows it. */
async function example(page: Page, step: string): Promise<string> {
  return (await page.getByTestId(`example-${step}`).textContent())!;
}

test('en, Pro: a key from the API tab runs the guide’s flow, the webhook arrives, revoke answers 401', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const received: Received[] = [];
  const receiver = await startReceiver(received);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await prepare(context, { lang: 'en', theme: 'light', consent: true });
  const page = await context.newPage();
  try {
    const email = await signUpAndConfirm(page, {
      lang: 'en',
      name: 'Dana Developer',
      prefix: 'e2e-devapi',
    });
    await query(
      `update organizations set plan = 'pro', credits = 500
       where owner_user_id = (select id from "user" where email = $1) and personal`,
      [email],
    );

    // The tab has its own address; keyboard users reach it like any tab.
    await page.goto('/integrations');
    await page.getByRole('tab', { name: 'Connectors' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/integrations\/api$/);
    await expect(page.getByTestId('api-keys-empty')).toBeVisible();
    await expect(page.getByTestId('endpoints-empty')).toBeVisible();
    await expectAccessible(page);
    await shootScreen(page, 'developer-api-empty', { fullPage: true });

    // A webhook endpoint on loopback (the e2e stack allows it); its secret is shown once.
    await page.getByTestId('endpoint-new').click();
    const endpointDialog = page.getByTestId('endpoint-dialog');
    await endpointDialog.getByLabel('URL').fill(receiver.url);
    await endpointDialog.getByLabel('Description (optional)').fill('Loopback receiver');
    await expectAccessible(page);
    await endpointDialog.getByTestId('endpoint-submit').click();
    const secret = (await endpointDialog.getByTestId('shown-once-value').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await shootDialog(page, 'developer-api-endpoint-secret');
    await endpointDialog.getByTestId('shown-once-done').click();
    await expect(page.getByTestId('endpoint-url-cell')).toHaveText(receiver.url);

    // A read & write key: the token is copied from the dialog, the only time it is shown.
    await page.getByTestId('api-key-new').click();
    const keyDialog = page.getByTestId('create-key-dialog');
    await keyDialog.getByLabel('Name').fill('Journey key');
    await keyDialog.getByLabel('Permissions').selectOption('write');
    await keyDialog.getByTestId('api-key-create-submit').click();
    await expect(keyDialog.getByTestId('shown-once-value')).toHaveText(/^la_live_/);
    await keyDialog.getByTestId('shown-once-copy').click();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toBe((await keyDialog.getByTestId('shown-once-value').textContent())!.trim());
    await expect(keyDialog.getByRole('note')).toContainText('You will not see it again');
    await expectAccessible(page);
    await shootDialog(page, 'developer-api-key-once');
    await keyDialog.getByTestId('shown-once-done').click();
    await expect(page.getByText(token)).toHaveCount(0);
    const keyRow = page.getByTestId('api-key-row').filter({ hasText: 'Journey key' });
    await expect(keyRow.getByTestId('api-key-last-used')).toHaveText('never');
    await expect(keyRow.getByTestId('api-key-prefix')).toHaveText(`${token.slice(0, 12)}…`);

    // The guide's commands, as /developers shows them to this origin, played with fetch.
    const guide = await context.newPage();
    await guide.goto('/developers');
    await expect(guide.getByTestId('example-setup')).toContainText(
      `export LEADATLAS_URL="${BASE_URL}"`,
    );
    const vars: Record<string, string> = { LEADATLAS_URL: BASE_URL, LEADATLAS_KEY: token };
    const estimate = await run(parseCurl(await example(guide, 'estimate'), vars));
    expect(estimate.status, await estimate.clone().text()).toBe(200);
    expect(estimate.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
    expect(((await estimate.json()) as { totalCredits: number }).totalCredits).toBeGreaterThan(0);

    const start = parseCurl(await example(guide, 'start'), vars);
    expect(start.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const started = await run(start);
    expect(started.status, await started.clone().text()).toBe(201);
    const search = (await started.json()) as { id: string };
    // A retry with the same Idempotency-Key is the same search, not a second one.
    const retried = await run(start);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retried.json()) as { id: string }).id).toBe(search.id);
    vars.SEARCH_ID = search.id;

    const poll = parseCurl(await example(guide, 'poll'), vars);
    let status = '';
    let leadsCount = 0;
    await expect(async () => {
      const answer = (await (await run(poll)).json()) as {
        status: string;
        counts: { leads: number };
      };
      status = answer.status;
      leadsCount = answer.counts.leads;
      expect(['completed', 'failed']).toContain(status);
    }).toPass({ timeout: 180_000, intervals: [2000] });
    expect(status).toBe('completed');
    expect(leadsCount).toBeGreaterThan(3);

    // Pages of 3 through the cursor: every lead once.
    const leadsCommand = parseCurl(await example(guide, 'leads'), vars);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const current: string | null = cursor;
      const page = (await (
        await run(leadsCommand, (url) => {
          url.searchParams.set('limit', '3');
          if (current) url.searchParams.set('cursor', current);
        })
      ).json()) as { items: { id: string }[]; nextCursor: string | null };
      ids.push(...page.items.map((lead) => lead.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toHaveLength(leadsCount);
    expect(new Set(ids).size).toBe(leadsCount);

    const exported = await run(parseCurl(await example(guide, 'export'), vars));
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await exported.text()).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { id: string }).id).sort()).toEqual(
      [...ids].sort(),
    );
    await guide.close();

    // search.completed reached the receiver, signed with the secret shown once.
    await expect
      .poll(() => received.filter((item) => item.body.includes('"search.completed"')).length, {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    const event = received.find((item) => item.body.includes('"search.completed"'))!;
    new Webhook(secret).verify(event.body, event.headers);
    const payload = JSON.parse(event.body) as { type: string; data: { search: { id: string } } };
    expect(payload.data.search.id).toBe(search.id);

    // The tab shows the key's last use and the delivery.
    await page.reload();
    await expect(keyRow.getByTestId('api-key-last-used')).not.toHaveText('never');
    await expect(page.getByTestId('endpoint-last-delivery')).toContainText('Delivered');
    await page.getByRole('button', { name: 'Delivery log' }).click();
    const item = page.getByTestId('delivery-item').filter({ hasText: 'search.completed' });
    await expect(item.getByTestId('delivery-status')).toHaveText('Delivered');
    await expect(item.getByTestId('delivery-response')).toContainText('HTTP 200');
    await expect(item.getByTestId('delivery-response-body')).toHaveText('{"received":true}');
    await item.getByText('Payload sent').click();
    await expect(item.getByTestId('delivery-payload')).toContainText(search.id);

    // Send test event: the endpoint's answer is shown.
    await page.getByTestId('endpoint-test').click();
    const tested = page.getByTestId('endpoint-tested');
    await expect(tested.getByTestId('delivery-response')).toContainText('HTTP 200');
    await expectAccessible(page);
    await shootDialog(page, 'developer-api-test-event');
    await tested.getByRole('button', { name: 'Close' }).click();
    await expectAccessible(page);
    await shootScreen(page, 'developer-api-used', { fullPage: true });

    // Revoked: at once, the key answers 401 api_key_invalid.
    await keyRow.getByTestId('api-key-revoke').click();
    await page.getByTestId('api-key-revoke-dialog-confirm').click();
    await expect(keyRow.getByTestId('api-key-revoked')).toHaveText('Revoked');
    const refused = await fetch(`${BASE_URL}/api/v1/searches`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe('api_key_invalid');
  } finally {
    receiver.close();
    await context.close();
  }
});

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: /developers, signed out: the guide, the reference, nothing off our origin`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await prepare(context, { lang, theme: 'light', consent: true });
    const page = await context.newPage();
    const elsewhere: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(BASE_URL) && !/^(data|blob):/.test(url)) elsewhere.push(url);
      if (request.resourceType() === 'script') scripts.push(url);
    });
    try {
      // The landing's scripts never carry swagger-ui.
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(scripts.some((url) => /api-reference/.test(url))).toBe(false);
      for (const url of scripts) {
        expect(await (await fetch(url)).text(), url).not.toContain('swagger-ui');
      }

      await page.getByTestId('footer-developers').click();
      await expect(page).toHaveURL(/\/developers$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'es' ? 'API de LeadAtlas' : 'LeadAtlas API',
      );
      await expect(page.getByTestId('base-url')).toHaveText(`${BASE_URL}/api/v1`);
      const reference = page.getByTestId('api-reference');
      await expect(reference.getByText('/api/v1/searches/estimate')).toBeVisible({
        timeout: 30_000,
      });
      expect(scripts.some((url) => /api-reference/.test(url))).toBe(true);
      await expect(
        page
          .getByRole('link', { name: lang === 'es' ? /API y webhooks/ : /API & webhooks/ })
          .first(),
      ).toHaveAttribute('href', '/integrations/api');
      // An operation opens (its parameters and answers), still on our origin.
      await reference.getByText('/api/v1/searches/estimate').first().click();
      await expect(reference.locator('.opblock.is-open')).toBeVisible();
      await expectAccessible(page);
      await shootScreen(page, `developers-${lang}`, { fullPage: true });
      expect(elsewhere).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
