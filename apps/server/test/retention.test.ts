/**
 * Retention (spec 000 §4, §9; decision 0018): reactivation stages over a simulated clock, the
 * emails they send, and one-click unsubscribe (RFC 8058) down to the headers a real SMTP
 * server receives.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Logger as WorkerLogger, runOnce } from 'graphile-worker';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '../src/logger.js';
import { buildTaskList } from '../src/jobs/worker.js';
import { enqueueJob } from '../src/jobs/enqueue.js';
import { createMailer } from '../src/domain/email/mailer.js';
import { recordAction } from '../src/domain/accounts/retention.js';
import {
  advanceReactivationStages,
  reactivationStageFor,
  REACTIVATION_TASK,
  type ReactivationDeps,
} from '../src/domain/retention/reactivation.js';
import { signUnsubscribeToken } from '../src/domain/email/unsubscribe-token.js';
import { maskEmail } from '../src/domain/retention/unsubscribe.js';
import {
  APP_URL,
  captchaToken,
  confirmedUser,
  createTestApp,
  get,
  nextIp,
  post,
  signUp,
  type TestApp,
} from './helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
let deps: ReactivationDeps;
const log = createLogger('silent');

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  deps = {
    pool: t.pool,
    mailer: createMailer({ pool: t.pool, log, smtp: true }),
    log,
    appUrl: t.config.appUrl,
    secret: t.config.AUTH_SECRET!,
  };
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Runs every due job once with the worker's real task list (delivery, the reactivation task). */
async function runQueue(): Promise<void> {
  await runOnce({
    pgPool: t.pool,
    taskList: buildTaskList({
      config: t.config,
      pool: t.pool,
      log,
      services: t.search,
      integrations: t.integrations,
      workerId: 'retention-test',
      secret: t.config.AUTH_SECRET!,
    }),
    logger: new WorkerLogger(() => () => undefined),
  });
}

interface Mail {
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  headers: Record<string, string>;
}

async function mailsTo(to: string, kindPrefix = ''): Promise<Mail[]> {
  const { rows } = await t.pool.query<Mail>(
    `select kind, subject, text_body, html_body, links, headers from email_outbox
     where to_address = $1 and kind like $2 order by created_at`,
    [to, `${kindPrefix}%`],
  );
  return rows;
}

const reactivationMails = (to: string) => mailsTo(to, 'reactivation_');

async function userIdOf(email: string): Promise<string> {
  const { rows } = await t.pool.query<{ id: string }>('select id from "user" where email = $1', [
    email,
  ]);
  return rows[0]!.id;
}

async function profileOf(email: string) {
  const { rows } = await t.pool.query<{
    reactivation_stage: number;
    marketing_emails_opt_out_at: Date | null;
  }>(
    `select p.reactivation_stage, p.marketing_emails_opt_out_at
     from profiles p join "user" u on u.id = p.user_id where u.email = $1`,
    [email],
  );
  return rows[0]!;
}

/** Sets when the user last did something and last signed in. */
async function setActivity(email: string, lastActionAt: Date, lastLogin: Date): Promise<void> {
  await t.pool.query(
    `update profiles set last_action_at = $2, last_login = $3
     where user_id = (select id from "user" where email = $1)`,
    [email, lastActionAt, lastLogin],
  );
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** The path and token of the unsubscribe page link in an email. */
function unsubscribeToken(mail: Mail): string {
  const link = mail.links.find((url) => url.startsWith(`${APP_URL}/unsubscribe/`));
  if (!link) throw new Error(`no unsubscribe link in ${mail.kind}`);
  return link.slice(`${APP_URL}/unsubscribe/`.length);
}

/** A POST exactly as a mail provider sends a one-click unsubscribe: no cookie, no Origin. */
function oneClick(token: string, contentType = 'application/x-www-form-urlencoded') {
  const multipart = contentType.startsWith('multipart/');
  return t.app.inject({
    method: 'POST',
    url: `/api/unsubscribe/${token}`,
    remoteAddress: nextIp(),
    headers: {
      'content-type': multipart ? `${contentType}; boundary=xyz` : contentType,
    },
    payload: multipart
      ? '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--xyz--\r\n'
      : 'List-Unsubscribe=One-Click',
  });
}

describe('the reactivation rule', () => {
  const since = new Date('2025-03-01T10:00:00Z');
  const stage = (actionDaysAgo: number, loginDaysAgo: number) => {
    const now = at(since, 60 * DAY);
    return reactivationStageFor(
      {
        lastActionAt: at(now, -actionDaysAgo * DAY),
        lastLogin: at(now, -loginDaysAgo * DAY),
        since,
      },
      now,
    );
  };

  it('is at risk after more than 3 days without action or more than 7 without login', () => {
    expect(stage(3, 3)).toBe(0);
    expect(stage(3.01, 1)).toBe(1);
    expect(stage(1, 7)).toBe(0);
    expect(stage(1, 7.01)).toBe(1);
    expect(stage(14, 14)).toBe(1);
    expect(stage(14.01, 1)).toBe(2);
    expect(stage(30.01, 1)).toBe(3);
  });

  it('counts from sign-up for a user who never acted or signed in', () => {
    const now = at(since, 4 * DAY);
    expect(reactivationStageFor({ lastActionAt: null, lastLogin: null, since }, now)).toBe(1);
    expect(
      reactivationStageFor({ lastActionAt: null, lastLogin: null, since }, at(since, 2 * DAY)),
    ).toBe(0);
  });
});

describe('reactivation stages over a simulated clock', () => {
  it('sends nothing before 3 days, then one email per stage in Spanish with the link back', async () => {
    const email = 'ana-away@example.com';
    await confirmedUser(t, email, { name: 'Ana' });
    const t0 = new Date(Date.now() - HOUR);
    await setActivity(email, t0, t0);

    await advanceReactivationStages(deps, at(t0, 2 * DAY));
    await advanceReactivationStages(deps, at(t0, 3 * DAY));
    expect((await profileOf(email)).reactivation_stage).toBe(0);
    expect(await reactivationMails(email)).toEqual([]);

    await advanceReactivationStages(deps, at(t0, 3 * DAY + HOUR));
    expect((await profileOf(email)).reactivation_stage).toBe(1);
    const [first] = await reactivationMails(email);
    expect(first).toMatchObject({
      kind: 'reactivation_1',
      subject: 'Tus próximos clientes te esperan en LeadAtlas',
    });
    expect(first!.text_body).toContain('¡Hola, Ana!');
    expect(first!.links).toContain(`${APP_URL}/wizard/step-1`);
    // The way back comes first; under it, the survey asking why they stopped.
    expect(first!.links.slice(0, 2)).toEqual([`${APP_URL}/wizard/step-1`, `${APP_URL}/feedback`]);
    expect(first!.text_body).toContain(
      `¿Dejaste de usar LeadAtlas? Cuéntanos por qué, en 1 minuto: responder la encuesta: ${APP_URL}/feedback`,
    );
    expect(first!.html_body).toContain(`href="${APP_URL}/feedback"`);
    const token = unsubscribeToken(first!);
    expect(first!.text_body).toContain(`Date de baja con un clic: ${APP_URL}/unsubscribe/${token}`);
    expect(first!.html_body).toContain(`href="${APP_URL}/unsubscribe/${token}"`);
    expect(first!.headers).toEqual({
      'List-Unsubscribe': `<${APP_URL}/api/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The job running again at the same time, or an hour later, sends nothing more.
    await advanceReactivationStages(deps, at(t0, 3 * DAY + HOUR));
    await advanceReactivationStages(deps, at(t0, 4 * DAY));
    expect(await reactivationMails(email)).toHaveLength(1);

    await advanceReactivationStages(deps, at(t0, 14 * DAY + HOUR));
    expect((await profileOf(email)).reactivation_stage).toBe(2);
    const second = (await reactivationMails(email))[1]!;
    expect(second.kind).toBe('reactivation_2');
    expect(second.subject).toBe('Tus búsquedas siguen en LeadAtlas');
    expect(second.links).toContain(`${APP_URL}/dashboard`);

    await advanceReactivationStages(deps, at(t0, 30 * DAY + HOUR));
    await advanceReactivationStages(deps, at(t0, 90 * DAY));
    expect((await profileOf(email)).reactivation_stage).toBe(3);
    const mails = await reactivationMails(email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'reactivation_1',
      'reactivation_2',
      'reactivation_3',
    ]);
    expect(mails[2]!.subject).toBe('Te echamos de menos en LeadAtlas');
    expect(mails[2]!.links).toContain(`${APP_URL}/wizard/step-1`);
    expect(mails[2]!.links).toContain(`${APP_URL}/feedback`);
  });

  it('more than 7 days without signing in is at risk even after a recent action', async () => {
    const email = 'login-away@example.com';
    await confirmedUser(t, email);
    const now = new Date(Date.now() + DAY);
    await setActivity(email, at(now, -2 * DAY), at(now, -6 * DAY));
    await advanceReactivationStages(deps, now);
    expect((await profileOf(email)).reactivation_stage).toBe(0);

    await setActivity(email, at(now, -2 * DAY), at(now, -7 * DAY - HOUR));
    await advanceReactivationStages(deps, now);
    expect((await profileOf(email)).reactivation_stage).toBe(1);
    expect((await reactivationMails(email)).map((mail) => mail.kind)).toEqual(['reactivation_1']);
  });

  it('writes in the language saved for the user (English)', async () => {
    const email = 'john-away@example.com';
    await confirmedUser(t, email, { locale: 'en' });
    const t0 = new Date();
    await setActivity(email, t0, t0);
    await advanceReactivationStages(deps, at(t0, 15 * DAY));
    const [mail] = await reactivationMails(email);
    // Away 15 days at the first pass: the stage due (2) and its one email, not stage 1's too.
    expect(mail).toMatchObject({
      kind: 'reactivation_2',
      subject: 'Your searches are still on LeadAtlas',
    });
    expect(mail!.text_body).toContain("Don't want emails like this? Unsubscribe in one click:");
    expect(mail!.links).toContain(`${APP_URL}/dashboard`);
    expect(mail!.text_body).toContain(
      `Stopped using LeadAtlas? Tell us why, in 1 minute: answer the survey: ${APP_URL}/feedback`,
    );
    expect(await reactivationMails(email)).toHaveLength(1);
  });

  it('skips accounts whose email is not confirmed', async () => {
    const email = 'never-confirmed@example.com';
    expect((await signUp(t, { email })).statusCode).toBe(200);
    const t0 = new Date();
    await setActivity(email, t0, t0);
    await advanceReactivationStages(deps, at(t0, 40 * DAY));
    expect((await profileOf(email)).reactivation_stage).toBe(0);
    expect(await reactivationMails(email)).toEqual([]);
  });

  it('sends each stage once when two workers run the job at the same time', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `race-${i}@example.com`);
    for (const email of emails) await confirmedUser(t, email);
    const t0 = new Date();
    for (const email of emails) await setActivity(email, t0, t0);

    const now = at(t0, 4 * DAY);
    await Promise.all([
      advanceReactivationStages(deps, now),
      advanceReactivationStages(deps, now),
      advanceReactivationStages(deps, now),
    ]);
    await advanceReactivationStages(deps, now);
    for (const email of emails) {
      expect((await profileOf(email)).reactivation_stage).toBe(1);
      expect((await reactivationMails(email)).map((mail) => mail.kind)).toEqual(['reactivation_1']);
    }
  });

  it('goes back to 0 when the user visits or acts, and a later absence starts again', async () => {
    const email = 'comes-back@example.com';
    const { cookie } = await confirmedUser(t, email);
    const t0 = new Date(Date.now() - HOUR);
    await setActivity(email, t0, t0);
    await advanceReactivationStages(deps, at(t0, 8 * DAY));
    expect((await profileOf(email)).reactivation_stage).toBe(1);

    const visit = await post(t, '/api/me/visit', {}, cookie);
    expect(visit.statusCode).toBe(200);
    expect((await profileOf(email)).reactivation_stage).toBe(0);

    // Back today: a pass tomorrow finds nothing to do.
    await advanceReactivationStages(deps, new Date(Date.now() + DAY));
    expect((await profileOf(email)).reactivation_stage).toBe(0);
    expect(await reactivationMails(email)).toHaveLength(1);

    // Away again: stage 1 again, with a new email; an action brings the user back too.
    await advanceReactivationStages(deps, new Date(Date.now() + 4 * DAY));
    expect((await profileOf(email)).reactivation_stage).toBe(1);
    expect(await reactivationMails(email)).toHaveLength(2);
    await recordAction(t.pool, await userIdOf(email));
    expect((await profileOf(email)).reactivation_stage).toBe(0);
  });

  it('runs as the scheduled worker task', async () => {
    const email = 'worker-task@example.com';
    await confirmedUser(t, email);
    const fourDaysAgo = new Date(Date.now() - 4 * DAY);
    await setActivity(email, fourDaysAgo, fourDaysAgo);
    await enqueueJob(t.pool, REACTIVATION_TASK, {});
    await runQueue();
    expect((await profileOf(email)).reactivation_stage).toBe(1);
    expect((await reactivationMails(email)).map((mail) => mail.kind)).toEqual(['reactivation_1']);
  });
});

describe('one-click unsubscribe', () => {
  /** A confirmed user at stage 1 with its reactivation email; answers its unsubscribe token. */
  async function awayUser(email: string) {
    const user = await confirmedUser(t, email);
    const t0 = new Date(Date.now() - HOUR);
    await setActivity(email, t0, t0);
    await advanceReactivationStages(deps, at(t0, 4 * DAY));
    const [mail] = await reactivationMails(email);
    return { ...user, t0, token: unsubscribeToken(mail!) };
  }

  it('GET says what it would unsubscribe, masked, without a session; POST does it without Origin', async () => {
    const email = 'maria.lopez@example.com';
    const { token, t0 } = await awayUser(email);

    const described = await get(t, `/api/unsubscribe/${token}`);
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({
      kind: 'user',
      email: 'm•••@e•••.com',
      unsubscribed: false,
    });
    expect((await profileOf(email)).marketing_emails_opt_out_at).toBeNull();

    const done = await oneClick(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ kind: 'user', email: 'm•••@e•••.com', unsubscribed: true });
    const optedOut = (await profileOf(email)).marketing_emails_opt_out_at;
    expect(optedOut).toBeInstanceOf(Date);

    // Idempotent: again (multipart, as RFC 8058 prefers), the first date stays.
    const again = await oneClick(token, 'multipart/form-data');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ unsubscribed: true });
    expect((await profileOf(email)).marketing_emails_opt_out_at).toEqual(optedOut);
    expect((await get(t, `/api/unsubscribe/${token}`)).json()).toMatchObject({
      unsubscribed: true,
    });

    // Stages still advance, but no more marketing email goes out.
    await advanceReactivationStages(deps, at(t0, 15 * DAY));
    await advanceReactivationStages(deps, at(t0, 31 * DAY));
    expect((await profileOf(email)).reactivation_stage).toBe(3);
    expect((await reactivationMails(email)).map((mail) => mail.kind)).toEqual(['reactivation_1']);

    // Transactional email still does.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: nextIp(),
      headers: { origin: APP_URL },
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await mailsTo(email, 'password_reset')).length).toBe(1);
  });

  it('works from the web page: with a session and our Origin, or signed out', async () => {
    const email = 'page-user@example.com';
    const { token, cookie } = await awayUser(email);
    const response = await post(t, `/api/unsubscribe/${token}`, undefined, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'user', unsubscribed: true });

    const other = await awayUser('page-anonymous@example.com');
    const anonymous = await post(t, `/api/unsubscribe/${other.token}`, undefined);
    expect(anonymous.statusCode).toBe(200);
    expect(
      (await profileOf('page-anonymous@example.com')).marketing_emails_opt_out_at,
    ).not.toBeNull();
  });

  it('refuses forged, truncated and altered tokens and changes nothing', async () => {
    const email = 'forged@example.com';
    const { token } = await awayUser(email);
    const userId = await userIdOf(email);
    const [, , mac] = token.split('.') as [string, string, string];
    const flip = (text: string, index: number) =>
      text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);
    const bad = [
      token.slice(0, -1),
      token.slice(0, -10),
      flip(token, token.length - 5),
      `n.${userId}.${mac}`,
      `u.${flip(userId, 0)}.${mac}`,
      `u.${userId}.${signUnsubscribeToken('another-secret-another-secret-0000', { kind: 'user', id: userId }).split('.')[2]}`,
      `u.${userId}`,
      'u..' + mac,
      'garbage',
    ];
    for (const forged of bad) {
      for (const response of [await get(t, `/api/unsubscribe/${forged}`), await oneClick(forged)]) {
        expect(response.statusCode, forged).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_token' });
      }
    }
    expect((await profileOf(email)).marketing_emails_opt_out_at).toBeNull();

    // Signed by us but for nobody on file (an account since deleted): not found.
    const gone = signUnsubscribeToken(t.config.AUTH_SECRET!, {
      kind: 'user',
      id: 'deleted-user-1',
    });
    expect((await get(t, `/api/unsubscribe/${gone}`)).statusCode).toBe(404);
    expect((await oneClick(gone)).json()).toEqual({ error: 'not_found' });
  });

  it("the newsletter's welcome carries the link; unsubscribing and signing up again behave", async () => {
    const email = 'reader@example.com';
    const subscribe = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: nextIp(),
        headers: { origin: APP_URL },
        payload: { email, locale: 'en', captchaToken: await captchaToken(t.app) },
      });
    expect((await subscribe()).statusCode).toBe(200);
    const [welcome] = await mailsTo(email, 'newsletter_welcome');
    expect(welcome!.links).toContain(APP_URL);
    const token = unsubscribeToken(welcome!);
    expect(token.startsWith('n.')).toBe(true);
    expect(welcome!.headers['List-Unsubscribe']).toBe(`<${APP_URL}/api/unsubscribe/${token}>`);
    expect(welcome!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    expect((await get(t, `/api/unsubscribe/${token}`)).json()).toEqual({
      kind: 'newsletter',
      email: 'r•••@e•••.com',
      unsubscribed: false,
    });
    expect((await oneClick(token)).json()).toMatchObject({ unsubscribed: true });
    const { rows } = await t.pool.query<{ unsubscribed_at: Date | null }>(
      'select unsubscribed_at from newsletter_subscribers where email = $1',
      [email],
    );
    expect(rows[0]!.unsubscribed_at).toBeInstanceOf(Date);

    // Signing up again through the form subscribes again and welcomes again, once.
    expect((await subscribe()).statusCode).toBe(200);
    expect((await subscribe()).statusCode).toBe(200);
    expect(await mailsTo(email, 'newsletter_welcome')).toHaveLength(2);
    expect((await get(t, `/api/unsubscribe/${token}`)).json()).toMatchObject({
      unsubscribed: false,
    });
  });

  it('masks addresses without telling their length', () => {
    expect(maskEmail('lucia@example.com')).toBe('l•••@e•••.com');
    expect(maskEmail('a@mail.example.co.uk')).toBe('a•••@m•••.co.uk');
    expect(maskEmail('x@localhost')).toBe('x•••@•••');
  });
});

describe('List-Unsubscribe over SMTP', () => {
  it('the headers reach a real SMTP server with the reactivation email', async () => {
    const email = 'smtp-away@example.com';
    await confirmedUser(t, email);
    const t0 = new Date(Date.now() - HOUR);
    await setActivity(email, t0, t0);
    await advanceReactivationStages(deps, at(t0, 4 * DAY));
    const [mail] = await reactivationMails(email);
    const token = unsubscribeToken(mail!);

    await runQueue();

    const delivered = received.filter(
      (message) => message.to.includes(email) && message.raw.includes('List-Unsubscribe-Post'),
    );
    expect(delivered).toHaveLength(1);
    // Header lines may be folded: unfold before reading them.
    const lines = delivered[0]!.raw.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
    expect(lines).toContain(`List-Unsubscribe: <${APP_URL}/api/unsubscribe/${token}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines).toContain(`To: ${email}`);

    // The confirmation email (transactional) carries no List-Unsubscribe.
    const confirmation = received.find(
      (message) => message.to.includes(email) && !message.raw.includes('List-Unsubscribe'),
    );
    expect(confirmation).toBeDefined();
  });
});
