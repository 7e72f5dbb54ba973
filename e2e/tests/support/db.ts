/** Reads what the app stored, straight from its embedded PostgreSQL (loopback only). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DATA_DIR } from '../../playwright.config';

function databaseUrl(): string {
  const state = JSON.parse(readFileSync(path.join(DATA_DIR, 'embedded-postgres.json'), 'utf8')) as {
    port: number;
  };
  const password = readFileSync(path.join(DATA_DIR, 'postgres.password'), 'utf8').trim();
  return `postgres://leadatlas:${encodeURIComponent(password)}@127.0.0.1:${state.port}/leadatlas`;
}

export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function confirmationLink(email: string): Promise<string> {
  return (await emailLinks(email, 'confirm_email'))[0]!;
}

/** The links of the latest email of this kind to the address, waiting up to 10 s for it. */
export async function emailLinks(email: string, kind: string): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const rows = await query<{ links: string[] }>(
      'select links from email_outbox where to_address = $1 and kind = $2 order by created_at desc limit 1',
      [email, kind],
    );
    if (rows[0]?.links[0]) return rows[0].links;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} email for ${email}`);
}
