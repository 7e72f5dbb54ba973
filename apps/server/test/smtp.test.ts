import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Logger as WorkerLogger, runOnce } from 'graphile-worker';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '../src/logger.js';
import { buildTaskList } from '../src/jobs/worker.js';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.js';

interface ReceivedMessage {
  from: string;
  to: string[];
  raw: string;
}

/** The readable text of a raw MIME message: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const received: ReceivedMessage[] = [];
/** Recipients the SMTP server refuses with a permanent error. */
const refused = new Set<string>();

const smtp = new SMTPServer({
  authOptional: true,
  // No reverse DNS of the client: nothing may leave loopback.
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refused.has(address.address)) {
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    EMAIL_FROM: 'LeadAtlas <hello@leadatlas.test>',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Runs every due job once, as the background worker would, with its real task list. */
async function runQueue(): Promise<void> {
  const log = createLogger('silent');
  await runOnce({
    pgPool: t.pool,
    taskList: buildTaskList({
      config: t.config,
      pool: t.pool,
      log,
      services: t.search,
      integrations: t.integrations,
      workerId: 'smtp-test',
      secret: t.config.AUTH_SECRET!,
    }),
    logger: new WorkerLogger(() => () => undefined),
  });
}

async function outboxRow(to: string) {
  const { rows } = await t.pool.query<{
    id: string;
    status: string;
    attempts: number;
    last_error: string | null;
    sent_at: Date | null;
    links: string[];
  }>(
    'select id, status, attempts, last_error, sent_at, links from email_outbox where to_address = $1 order by created_at desc',
    [to],
  );
  return rows;
}

describe('email delivery over SMTP', () => {
  it('the worker delivers a confirmation email and marks it sent', async () => {
    const email = 'smtp-user@example.com';
    const response = await signUp(t, { email });
    expect(response.statusCode).toBe(200);

    const before = await outboxRow(email);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
    expect(received.filter((message) => message.to.includes(email))).toEqual([]);

    await runQueue();

    const delivered = received.filter((message) => message.to.includes(email));
    expect(delivered).toHaveLength(1);
    const message = delivered[0]!;
    expect(message.from).toBe('hello@leadatlas.test');
    const lines = message.raw.split(/\r?\n/);
    expect(lines).toContain('Subject: Confirma tu cuenta de LeadAtlas');
    expect(lines).toContain(`To: ${email}`);
    const link = before[0]!.links[0]!;
    expect(link).toContain('/api/auth/verify-email?token=');
    expect(decodeQuotedPrintable(message.raw)).toContain(link);

    const after = await outboxRow(email);
    expect(after[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(after[0]!.sent_at).toBeInstanceOf(Date);

    // Running the queue again sends nothing more.
    await runQueue();
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('a refused delivery is recorded and the email stays pending for a retry', async () => {
    const email = 'refused@example.com';
    refused.add(email);
    expect((await signUp(t, { email })).statusCode).toBe(200);

    await runQueue();

    expect(received.filter((message) => message.to.includes(email))).toEqual([]);
    const rows = await outboxRow(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(rows[0]!.last_error).toContain('550');
  });
});
